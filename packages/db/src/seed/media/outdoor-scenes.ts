import type { PhotoScene } from '../media-catalog.ts';
import { landscape, lightDef, lightOverlay, linear, skies, svgDoc, type Rand } from './svg-kit.ts';

const sidings = ['#f4efe6', '#d9c6a5', '#8fa9c4', '#c97b63', '#e8d8b0', '#5f7a6a', '#b9b3a9', '#f1e3d3'];
const roofs = ['#5b3a29', '#3d4a5c', '#7a2e2e', '#2f2f2f', '#8b5e3c', '#4e5d4a'];

type TreeKind = 'pine' | 'round' | 'palm' | 'saguaro';

export function tree(x: number, y: number, s: number, kind: TreeKind): string {
  if (kind === 'saguaro') {
    return `<g transform="translate(${x} ${y}) scale(${s})" fill="#4f7a4a"><rect x="-12" y="-140" width="24" height="160" rx="12"/><path d="M-12 -60 L-40 -60 L-40 -110" stroke="#4f7a4a" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M12 -80 L38 -80 L38 -125" stroke="#4f7a4a" stroke-width="18" fill="none" stroke-linecap="round"/></g>`;
  }
  if (kind === 'pine') {
    return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-5" y="-10" width="10" height="30" fill="#5b3a29"/><polygon points="0,-120 -40,-20 40,-20" fill="#2f5d3a"/><polygon points="0,-150 -30,-70 30,-70" fill="#3a7048"/></g>`;
  }
  if (kind === 'palm') {
    return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 20 Q-8 -60 6 -130" stroke="#8b6b43" stroke-width="10" fill="none"/>${[
      -60, -20, 20, 60, 100, 140,
    ]
      .map(
        (a) =>
          `<ellipse cx="6" cy="-130" rx="55" ry="10" fill="#3f8f4a" transform="rotate(${a} 6 -130) translate(40 0)"/>`,
      )
      .join('')}</g>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-6" y="-30" width="12" height="50" fill="#5b3a29"/><circle cx="0" cy="-70" r="50" fill="#4d8a45"/><circle cx="-25" cy="-55" r="32" fill="#5a9a50"/></g>`;
}

// Trees and ground that belong to each scene: palms only on subtropical beaches, saguaros in the desert.
export function treesOf(r: Rand, scene: PhotoScene): TreeKind {
  if (scene === 'beach') return 'palm';
  if (scene === 'desert') return 'saguaro';
  if (scene === 'city') return 'round';
  if (scene === 'lake') return r.next() > 0.5 ? 'pine' : 'round';
  return 'pine';
}
export const ground: Record<PhotoScene, string> = {
  beach: '#ead2a0',
  coast: '#cdb98c',
  desert: '#d9b07a',
  mountain: '#5f8a4c',
  lake: '#6a9a55',
  city: '#6a9a55',
};

/** Dune grass along a sandy lot. */
const duneGrass = Array.from(
  { length: 14 },
  (_, i) =>
    `<path d="M${20 + i * 57} 480 q-6 -28 -14 -40 M${20 + i * 57} 480 q2 -30 6 -44 M${20 + i * 57} 480 q8 -24 18 -34" stroke="#8a8f4e" stroke-width="3" fill="none"/>`,
).join('');

export function exterior(r: Rand, scene: PhotoScene): string {
  const sky = r.pick(skies);
  const siding = r.pick(sidings);
  const roof = r.pick(roofs);
  const wide = r.next() > 0.5;
  const hx = wide ? 170 : 250;
  const hw = wide ? 460 : 300;
  const hy = 300;
  const hh = 190;
  const windows: string[] = [];
  const cols = wide ? 4 : 3;
  for (let i = 0; i < cols; i++) {
    const wx = hx + 30 + i * ((hw - 60) / cols);
    if (i === 1) continue;
    windows.push(
      `<rect x="${wx}" y="${hy + 40}" width="60" height="60" fill="#fff3c4" stroke="#ffffff" stroke-width="6"/>`,
    );
  }
  const doorX = hx + 30 + (hw - 60) / cols + 10;
  const treeKind = treesOf(r, scene);
  const body = [
    landscape(r, 0, 0, 800, 600, scene, 'sky'),
    `<rect x="0" y="470" width="800" height="130" fill="${ground[scene]}"/>`,
    scene === 'coast' || scene === 'beach' ? duneGrass : '',
    `<polygon points="${hx - 30},${hy} ${hx + hw / 2},${hy - 130} ${hx + hw + 30},${hy}" fill="${roof}"/>`,
    `<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" fill="${siding}"/>`,
    `<g opacity="0.12">${Array.from({ length: 9 }, (_, i) => `<line x1="${hx}" y1="${hy + 20 + i * 20}" x2="${hx + hw}" y2="${hy + 20 + i * 20}" stroke="#000"/>`).join('')}</g>`,
    windows.join(''),
    `<rect x="${doorX}" y="${hy + 80}" width="50" height="${hh - 80}" fill="${roof}"/><circle cx="${doorX + 40}" cy="${hy + 140}" r="4" fill="#e9c46a"/>`,
    `<rect x="${hx + hw / 2 - 30}" y="${hy - 80}" width="60" height="50" fill="#fff3c4" stroke="#fff" stroke-width="5"/>`,
    `<rect x="${hx - 10}" y="${hy + hh}" width="${hw + 20}" height="12" fill="#cfc6b8"/>`,
    `<path d="M${doorX + 25} ${hy + hh + 12} L${doorX - 40} 600 L${doorX + 90} 600 Z" fill="#d8cbb5"/>`,
    tree(90, 480, 1.1, treeKind),
    tree(720, 490, 1.25, treeKind),
    lightOverlay,
  ].join('');
  return svgDoc(body, linear('sky', sky[0], sky[1]) + lightDef);
}

/** Extra views of the scene: a deck with loungers (0), a fire pit at dusk (1) or the view from a hammock (2). */
export function additional(r: Rand, scene: PhotoScene, variant: number): string {
  const sky = r.pick(skies);
  const parts = [landscape(r, 0, 0, 800, 600, scene, 'sky')];
  if (variant === 0) {
    parts.push(`<polygon points="0,420 800,420 800,600 0,600" fill="#c9a27e"/>`);
    for (let i = 0; i < 10; i++)
      parts.push(
        `<line x1="${i * 90}" y1="420" x2="${i * 90 - 60}" y2="600" stroke="#a98562" stroke-width="3"/>`,
      );
    for (const x of [180, 420]) {
      parts.push(
        `<polygon points="${x},500 ${x + 170},500 ${x + 200},470 ${x + 30},470" fill="#ffffff"/><polygon points="${x + 170},500 ${x + 200},470 ${x + 210},430 ${x + 185},460" fill="#f0f0f0"/>`,
      );
      parts.push(
        `<line x1="${x + 20}" y1="500" x2="${x + 20}" y2="530" stroke="#555" stroke-width="5"/><line x1="${x + 160}" y1="500" x2="${x + 160}" y2="530" stroke="#555" stroke-width="5"/>`,
      );
    }
    parts.push(
      `<line x1="650" y1="300" x2="650" y2="520" stroke="#666" stroke-width="6"/><path d="M560 320 Q650 250 740 320 Z" fill="${r.pick(['#e76f51', '#2a9d8f', '#f4a261'])}"/>`,
    );
  } else if (variant === 1) {
    parts.push(`<rect width="800" height="600" fill="#1d1b3a" opacity="0.35"/>`);
    parts.push(
      `<ellipse cx="400" cy="520" rx="260" ry="60" fill="#8b8378"/><ellipse cx="400" cy="510" rx="70" ry="22" fill="#3b3632"/>`,
    );
    parts.push(
      `<path d="M370 505 Q380 440 400 420 Q420 450 430 505 Z" fill="#f4a261"/><path d="M385 505 Q395 460 405 450 Q415 470 418 505 Z" fill="#ffd166"/>`,
    );
    for (const x of [200, 600])
      parts.push(
        `<rect x="${x - 40}" y="470" width="80" height="50" rx="10" fill="#6b4a2b"/><rect x="${x - 40}" y="430" width="80" height="45" rx="10" fill="#7c5836"/>`,
      );
  } else {
    parts.push(
      `<rect x="0" y="0" width="60" height="600" fill="#6b4a2b"/><rect x="740" y="0" width="60" height="600" fill="#6b4a2b"/>`,
    );
    parts.push(`<path d="M60 360 Q400 470 740 360" stroke="#e9d8a6" stroke-width="26" fill="none"/>`);
    parts.push(`<path d="M60 350 Q400 455 740 350" stroke="#d4a373" stroke-width="4" fill="none"/>`);
  }
  parts.push(lightOverlay);
  return svgDoc(parts.join(''), linear('sky', sky[0], sky[1]) + lightDef);
}

const skinTones = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'];
const hairColors = ['#2b1b10', '#4a3020', '#a0522d', '#d6b370', '#111111', '#7b7b7b'];
const backdrops = ['#2f6f73', '#e9b44c', '#7d5ba6', '#d1495b', '#3e5c76', '#6a8d3a', '#00798c', '#b5523b'];

/** A friendly head-and-shoulders avatar for a host. */
export function hostAvatar(r: Rand): string {
  const skin = r.pick(skinTones);
  const hair = r.pick(hairColors);
  const bg = r.pick(backdrops);
  const shirt = r.pick(backdrops.filter((c) => c !== bg));
  const longHair = r.next() > 0.5;
  const body = [
    `<rect width="800" height="600" fill="${bg}"/>`,
    `<circle cx="400" cy="300" r="260" fill="#ffffff" opacity="0.12"/>`,
    longHair
      ? `<path d="M300 260 Q300 140 400 140 Q500 140 500 260 L515 430 L285 430 Z" fill="${hair}"/>`
      : '',
    `<path d="M220 600 Q230 440 400 430 Q570 440 580 600 Z" fill="${shirt}"/>`,
    `<rect x="370" y="360" width="60" height="80" fill="${skin}"/>`,
    `<ellipse cx="400" cy="280" rx="95" ry="112" fill="${skin}"/>`,
    longHair
      ? `<path d="M305 260 Q320 170 400 168 Q480 170 495 260 Q460 210 400 205 Q340 210 305 260 Z" fill="${hair}"/>`
      : `<path d="M305 250 Q305 160 400 160 Q495 160 495 250 Q470 205 400 200 Q330 205 305 250 Z" fill="${hair}"/>`,
    `<circle cx="365" cy="285" r="9" fill="#2b2b2b"/><circle cx="435" cy="285" r="9" fill="#2b2b2b"/>`,
    `<path d="M365 335 Q400 362 435 335" stroke="#8a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="345" cy="318" rx="16" ry="9" fill="#e07a5f" opacity="0.3"/><ellipse cx="455" cy="318" rx="16" ry="9" fill="#e07a5f" opacity="0.3"/>`,
  ].join('');
  return svgDoc(body, '');
}
