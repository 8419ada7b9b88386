/**
 * The hotels' illustrations: the building as its place has it (a glass tower in the city, a low resort wing with
 * palms on the beach, a timber lodge under snowy peaks, an adobe inn in the desert), its pool, lobby and
 * restaurant, and its rooms, whose windows look out on the hotel's own scenery.
 */
import type { PhotoScene } from '../media-catalog.ts';
import { ground, tree, treesOf } from './outdoor-scenes.ts';
import {
  landscape,
  lightDef,
  lightOverlay,
  linear,
  palettes,
  plant,
  roomShell,
  skies,
  svgDoc,
  windowFrame,
  type Palette,
  type Rand,
} from './svg-kit.ts';

const skyDefs = (r: Rand) => {
  const sky = r.pick(skies);
  return linear('sky', sky[0], sky[1]);
};

/** A grid of lit and dark windows over a facade. */
function windowGrid(x: number, y: number, cols: number, rows: number, w: number, h: number, r: Rand): string {
  const cells: string[] = [];
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const fill = r.next() > 0.3 ? '#fff3c4' : '#9fb4c7';
      cells.push(
        `<rect x="${x + c * (w + 8)}" y="${y + row * (h + 10)}" width="${w}" height="${h}" fill="${fill}"/>`,
      );
    }
  }
  return cells.join('');
}

function building(r: Rand, scene: PhotoScene, variant: number): string {
  switch (scene) {
    case 'city': {
      const x = variant === 1 ? 260 : 180;
      const w = variant === 1 ? 280 : 220;
      const second =
        variant === 1
          ? ''
          : `<rect x="440" y="150" width="200" height="330" fill="#7d8fa3"/>${windowGrid(455, 170, 6, 10, 22, 18, r)}`;
      return `${second}<rect x="${x}" y="60" width="${w}" height="420" fill="#52657a"/>${windowGrid(x + 14, 80, Math.floor(w / 34), 13, 26, 18, r)}<rect x="${x + w / 2 - 50}" y="430" width="100" height="50" fill="#2b3845"/><rect x="${x - 10}" y="420" width="${w + 20}" height="12" fill="#c9a86a"/>`;
    }
    case 'beach':
    case 'coast': {
      const wall = scene === 'beach' ? '#f6efe3' : '#e9e4d8';
      const balconies = Array.from(
        { length: 4 },
        (_, i) => `<rect x="140" y="${250 + i * 52}" width="520" height="6" fill="#7fb8c9"/>`,
      ).join('');
      return `<rect x="130" y="230" width="540" height="240" fill="${wall}"/>${windowGrid(150, 212 + 40, 10, 4, 40, 30, r)}${balconies}<rect x="120" y="220" width="560" height="14" fill="${scene === 'beach' ? '#d98c5f' : '#4e5d6a'}"/>`;
    }
    case 'mountain':
    case 'lake': {
      const timber = scene === 'mountain' ? '#7a4f2e' : '#8a6a4a';
      return `<polygon points="150,290 400,150 650,290" fill="#3d3a36"/><polygon points="170,290 400,170 630,290" fill="#f4f4f2" opacity="${scene === 'mountain' ? 0.85 : 0}"/><rect x="170" y="290" width="460" height="185" fill="${timber}"/>${windowGrid(190, 310, 8, 3, 40, 38, r)}<rect x="370" y="400" width="60" height="75" fill="#3a2818"/>`;
    }
    default:
      return `<rect x="140" y="300" width="520" height="175" rx="10" fill="#d9a878"/><rect x="140" y="290" width="520" height="14" fill="#b97e4f"/>${windowGrid(165, 330, 9, 2, 36, 40, r)}<rect x="370" y="405" width="60" height="70" rx="30" fill="#6b3f25"/>`;
  }
}

export function hotelExterior(r: Rand, scene: PhotoScene, variant: number): string {
  const kind = treesOf(r, scene);
  const body = [
    landscape(r, 0, 0, 800, 600, scene, 'sky'),
    `<rect x="0" y="475" width="800" height="125" fill="${ground[scene]}"/>`,
    building(r, scene, variant),
    `<path d="M360 475 L300 600 L500 600 L440 475 Z" fill="#d8cbb5"/>`,
    tree(80, 490, 1.1, kind),
    tree(730, 500, 1.2, kind),
    lightOverlay,
  ].join('');
  return svgDoc(body, skyDefs(r) + lightDef);
}

function lounger(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="110" height="16" rx="6" fill="${color}"/><rect x="80" y="-26" width="34" height="30" rx="6" fill="${color}" transform="rotate(-25 80 0)"/><rect x="8" y="16" width="6" height="14" fill="#888"/><rect x="96" y="16" width="6" height="14" fill="#888"/></g>`;
}

export function pool(r: Rand, scene: PhotoScene): string {
  const towel = r.pick(['#f08a5d', '#2f6f73', '#e9b44c', '#ffffff']);
  const body = [
    landscape(r, 0, 0, 800, 360, scene, 'sky'),
    `<rect x="0" y="330" width="800" height="270" fill="#efe6d6"/>`,
    `<polygon points="120,380 680,380 780,560 20,560" fill="#4fb3d9"/>`,
    `<polygon points="140,392 660,392 700,440 100,440" fill="#ffffff" opacity="0.25"/>`,
    lounger(60, 350, towel),
    lounger(620, 350, towel),
    `<circle cx="400" cy="300" r="70" fill="${towel}" opacity="0.9"/><rect x="396" y="300" width="8" height="60" fill="#777"/>`,
    tree(40, 360, 0.9, treesOf(r, scene)),
    lightOverlay,
  ].join('');
  return svgDoc(body, skyDefs(r) + lightDef);
}

/** The view from a room: curtains framing the hotel's scenery. */
export function roomView(r: Rand, scene: PhotoScene): string {
  const p = r.pick(palettes);
  const body = [
    landscape(r, 80, 60, 640, 420, scene, 'sky'),
    windowFrame(80, 60, 640, 420, p.soft),
    `<path d="M0 0 L140 0 Q110 300 150 600 L0 600 Z" fill="${p.accent}"/><path d="M800 0 L660 0 Q690 300 650 600 L800 600 Z" fill="${p.accent}"/>`,
    `<rect x="60" y="480" width="680" height="30" fill="${p.wood}"/>`,
    lightOverlay,
  ].join('');
  return svgDoc(body, skyDefs(r) + lightDef);
}

function pendant(x: number, p: Palette): string {
  return `<line x1="${x}" y1="90" x2="${x}" y2="170" stroke="#555" stroke-width="3"/><path d="M${x - 28} 200 L${x + 28} 200 L${x + 16} 170 L${x - 16} 170 Z" fill="${p.accent2}"/>`;
}

export function lobby(variant: number): string {
  const p = palettes[(variant * 2) % palettes.length] as Palette;
  const body = [
    roomShell(p),
    `<rect x="250" y="140" width="300" height="120" fill="${p.accent}"/><text x="400" y="215" font-family="Georgia, serif" font-size="40" fill="${p.soft}" text-anchor="middle">RECEPTION</text>`,
    `<rect x="230" y="320" width="340" height="100" fill="${p.wood}"/><rect x="220" y="310" width="360" height="16" fill="${p.soft}"/>`,
    pendant(190, p),
    pendant(610, p),
    `<rect x="40" y="470" width="200" height="70" rx="18" fill="${p.accent2}"/><rect x="560" y="470" width="200" height="70" rx="18" fill="${p.accent2}"/>`,
    `<ellipse cx="400" cy="530" rx="90" ry="22" fill="${p.wood}"/>`,
    plant(120, 440, 1.3),
    plant(680, 440, 1.3),
    lightOverlay,
  ].join('');
  return svgDoc(body, lightDef);
}

export function restaurant(r: Rand, variant: number): string {
  const p = palettes[(variant * 3 + 1) % palettes.length] as Palette;
  const tables = [150, 400, 650]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="470" rx="80" ry="22" fill="#ffffff"/><rect x="${x - 4}" y="470" width="8" height="70" fill="${p.wood}"/><rect x="${x - 110}" y="440" width="30" height="90" rx="6" fill="${p.accent}"/><rect x="${x + 80}" y="440" width="30" height="90" rx="6" fill="${p.accent}"/><circle cx="${x}" cy="458" r="8" fill="${p.accent2}"/>`,
    )
    .join('');
  const body = [
    roomShell(p),
    `<rect x="200" y="130" width="400" height="200" fill="${p.wood}" opacity="0.85"/>`,
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${220 + i * 48}" y="150" width="30" height="${60 + r.int(0, 40)}" fill="${r.pick(['#7a2e2e', '#e9c46a', '#3f7d3a', '#f4f1ea'])}"/>`,
    ).join(''),
    pendant(250, p),
    pendant(550, p),
    tables,
    lightOverlay,
  ].join('');
  return svgDoc(body, lightDef);
}

function bed(x: number, width: number, p: Palette, blanket: string): string {
  return `<rect x="${x}" y="260" width="${width}" height="120" rx="14" fill="${p.wood}"/><polygon points="${x},380 ${x + width},380 ${x + width + 40},500 ${x - 40},500" fill="#fdfbf7"/><rect x="${x + 20}" y="340" width="${width / 2 - 30}" height="45" rx="16" fill="#fff"/><rect x="${x + width / 2 + 10}" y="340" width="${width / 2 - 30}" height="45" rx="16" fill="#fff"/><polygon points="${x - 20},420 ${x + width + 20},420 ${x + width + 50},510 ${x - 50},510" fill="${blanket}"/>`;
}

/** A guest room: one wide bed (king), two beds (twin) or a suite's bed with a sofa in front. */
export function guestRoom(r: Rand, kind: 'king' | 'twin' | 'suite', variant: number): string {
  const p = palettes[
    (variant + (kind === 'twin' ? 2 : kind === 'suite' ? 4 : 0)) % palettes.length
  ] as Palette;
  const blanket = r.pick([p.accent, p.accent2, '#f4f1ea', '#8fa9c4']);
  const beds =
    kind === 'twin' ? bed(190, 170, p, blanket) + bed(450, 170, p, blanket) : bed(250, 300, p, blanket);
  const body = [
    roomShell(p),
    `<rect x="${kind === 'twin' ? 360 : 300}" y="140" width="${kind === 'twin' ? 80 : 200}" height="80" fill="${p.soft}" stroke="${p.wood}" stroke-width="5"/>`,
    beds,
    kind === 'suite' ? `<rect x="230" y="520" width="340" height="70" rx="20" fill="${p.accent2}"/>` : '',
    `<rect x="${kind === 'twin' ? 375 : 160}" y="400" width="50" height="60" fill="${p.wood}"/>`,
    kind === 'twin' ? '' : `<rect x="590" y="400" width="50" height="60" fill="${p.wood}"/>`,
    lightOverlay,
  ].join('');
  return svgDoc(body, lightDef);
}
