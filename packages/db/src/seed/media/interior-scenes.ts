import type { PhotoScene } from '../media-catalog.ts';
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
  type Rand,
} from './svg-kit.ts';

// The view through a room's window is the listing's scene: a city apartment never looks out on a beach.
function withWindow(
  r: Rand,
  view: PhotoScene,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
): { defs: string; body: string } {
  const sky = r.pick(skies);
  return {
    defs: linear('sky', sky[0], sky[1]),
    body: landscape(r, x, y, w, h, view, 'sky') + windowFrame(x, y, w, h, frame),
  };
}

export function livingArea(r: Rand, view: PhotoScene): string {
  const p = r.pick(palettes);
  const win = withWindow(r, view, 420, 130, 180, 170, p.soft);
  const sofa = r.pick([p.accent, p.accent2, '#6b7b8c', '#b08968']);
  const body = [
    roomShell(p),
    win.body,
    `<rect x="200" y="150" width="150" height="100" fill="${p.accent2}" stroke="${p.wood}" stroke-width="6"/>`,
    `<circle cx="250" cy="190" r="26" fill="${p.soft}" opacity="0.8"/><rect x="290" y="170" width="40" height="60" fill="${p.accent}" opacity="0.7"/>`,
    `<ellipse cx="400" cy="520" rx="300" ry="55" fill="${p.accent}" opacity="0.35"/>`,
    `<rect x="170" y="330" width="360" height="110" rx="22" fill="${sofa}"/>`,
    `<rect x="150" y="370" width="55" height="95" rx="18" fill="${sofa}"/><rect x="495" y="370" width="55" height="95" rx="18" fill="${sofa}"/>`,
    `<rect x="205" y="395" width="290" height="55" rx="12" fill="${sofa}" opacity="0.85"/>`,
    `<rect x="220" y="345" width="70" height="55" rx="12" fill="${p.soft}"/><rect x="410" y="345" width="70" height="55" rx="12" fill="${p.accent2}"/>`,
    `<rect x="270" y="490" width="230" height="22" rx="6" fill="${p.wood}"/><rect x="285" y="512" width="10" height="40" fill="${p.wood}"/><rect x="475" y="512" width="10" height="40" fill="${p.wood}"/>`,
    `<rect x="340" y="470" width="40" height="20" rx="4" fill="${p.soft}"/>`,
    `<line x1="600" y1="270" x2="600" y2="460" stroke="#333" stroke-width="5"/><path d="M570 270 L630 270 L615 230 L585 230 Z" fill="${p.accent2}"/><ellipse cx="600" cy="462" rx="22" ry="6" fill="#333"/>`,
    plant(110, 470, 1.3),
    lightOverlay,
  ].join('');
  return svgDoc(body, win.defs + lightDef);
}

export function kitchen(r: Rand, view: PhotoScene): string {
  const p = r.pick(palettes);
  const win = withWindow(r, view, 330, 140, 140, 100, p.soft);
  const cab = r.pick([p.accent, '#f2f2f2', '#355c7d', '#8fb996', '#2d3142']);
  const doors: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 170 + i * 78;
    if (i !== 2 && i !== 3)
      doors.push(`<rect x="${x}" y="100" width="70" height="80" rx="4" fill="${cab}" stroke="#00000022"/>`);
    doors.push(
      `<rect x="${x}" y="320" width="70" height="85" rx="4" fill="${cab}" stroke="#00000022"/><rect x="${x + 30}" y="330" width="10" height="3" fill="#999"/>`,
    );
  }
  const stools = [260, 360, 460].map(
    (x) =>
      `<rect x="${x}" y="440" width="60" height="14" rx="6" fill="${p.wood}"/><line x1="${x + 10}" y1="454" x2="${x + 5}" y2="560" stroke="#333" stroke-width="5"/><line x1="${x + 50}" y1="454" x2="${x + 55}" y2="560" stroke="#333" stroke-width="5"/>`,
  );
  const pendants = [280, 400, 520].map(
    (x) =>
      `<line x1="${x}" y1="60" x2="${x}" y2="200" stroke="#333" stroke-width="2"/><path d="M${x - 22} 225 L${x + 22} 225 L${x + 12} 200 L${x - 12} 200 Z" fill="${p.accent2}"/><ellipse cx="${x}" cy="228" rx="14" ry="4" fill="#fff6c8"/>`,
  );
  const body = [
    roomShell(p),
    `<rect x="160" y="250" width="480" height="70" fill="${p.soft}"/>`,
    `<g opacity="0.5">${Array.from({ length: 12 }, (_, i) => `<line x1="${160 + i * 40}" y1="250" x2="${160 + i * 40}" y2="305" stroke="${p.wallShade}"/>`).join('')}</g>`,
    win.body,
    doors.join(''),
    `<rect x="160" y="305" width="480" height="16" fill="${p.wood}"/>`,
    `<rect x="560" y="230" width="60" height="75" rx="4" fill="#555"/><rect x="566" y="240" width="48" height="30" fill="#222"/>`,
    `<rect x="200" y="290" width="30" height="15" fill="#ccc"/><circle cx="250" cy="300" r="8" fill="${p.accent2}"/>`,
    pendants.join(''),
    `<rect x="190" y="400" width="420" height="36" rx="4" fill="${p.soft}"/><rect x="200" y="436" width="400" height="60" fill="${cab}"/>`,
    `<circle cx="300" cy="390" r="14" fill="#e05d44"/><circle cx="322" cy="392" r="12" fill="#f2c14e"/><circle cx="310" cy="378" r="11" fill="#7cb342"/>`,
    stools.join(''),
    lightOverlay,
  ].join('');
  return svgDoc(body, win.defs + lightDef);
}

export function diningArea(r: Rand, view: PhotoScene): string {
  const p = r.pick(palettes);
  const win = withWindow(r, view, 200, 130, 400, 200, p.soft);
  const chair = r.pick([p.accent, p.wood, '#333', p.accent2]);
  const chairs = [240, 330, 420, 510].map(
    (x) => `<rect x="${x}" y="300" width="50" height="90" rx="8" fill="${chair}"/>`,
  );
  const front = [220, 530].map(
    (x) => `<rect x="${x}" y="470" width="60" height="110" rx="10" fill="${chair}"/>`,
  );
  const plates = [270, 360, 450, 540].map((x) => `<ellipse cx="${x}" cy="412" rx="24" ry="8" fill="#fff"/>`);
  const body = [
    roomShell(p),
    win.body,
    `<line x1="400" y1="60" x2="400" y2="150" stroke="#333" stroke-width="2"/>`,
    `<ellipse cx="400" cy="160" rx="90" ry="14" fill="none" stroke="${p.accent2}" stroke-width="6"/>`,
    [340, 380, 420, 460].map((x) => `<circle cx="${x}" cy="172" r="7" fill="#fff3b0"/>`).join(''),
    chairs.join(''),
    `<polygon points="180,400 620,400 680,470 120,470" fill="${p.wood}"/><rect x="120" y="470" width="560" height="14" fill="${p.wood}" opacity="0.85"/>`,
    `<rect x="150" y="484" width="14" height="100" fill="${p.wood}"/><rect x="636" y="484" width="14" height="100" fill="${p.wood}"/>`,
    plates.join(''),
    `<rect x="392" y="380" width="16" height="34" rx="6" fill="${p.accent}"/><circle cx="400" cy="372" r="16" fill="${p.accent2}" opacity="0.8"/>`,
    front.join(''),
    plant(700, 520, 1.4),
    lightOverlay,
  ].join('');
  return svgDoc(body, win.defs + lightDef);
}

export function bedroom(r: Rand, view: PhotoScene): string {
  const p = r.pick(palettes);
  const win = withWindow(r, view, 520, 140, 100, 140, p.soft);
  const blanket = r.pick([p.accent, p.accent2, '#f4f1ea', '#8fa9c4', '#c9a3a3']);
  const body = [
    roomShell(p),
    win.body,
    `<rect x="240" y="150" width="160" height="90" fill="${p.soft}" stroke="${p.wood}" stroke-width="5"/><path d="M250 230 L300 180 L340 215 L360 195 L390 230 Z" fill="${p.accent}" opacity="0.7"/>`,
    `<rect x="230" y="250" width="340" height="130" rx="16" fill="${p.wood}"/>`,
    `<polygon points="230,380 570,380 640,500 160,500" fill="#fdfbf7"/>`,
    `<rect x="260" y="330" width="120" height="55" rx="18" fill="#fff"/><rect x="420" y="330" width="120" height="55" rx="18" fill="#fff"/>`,
    `<polygon points="205,420 595,420 650,510 150,510" fill="${blanket}"/><rect x="150" y="510" width="500" height="40" fill="${blanket}" opacity="0.85"/>`,
    `<polygon points="205,420 595,420 605,440 195,440" fill="#ffffff" opacity="0.5"/>`,
    `<rect x="100" y="400" width="80" height="80" rx="6" fill="${p.wood}"/><rect x="620" y="400" width="80" height="80" rx="6" fill="${p.wood}"/>`,
    `<rect x="135" y="350" width="10" height="50" fill="#444"/><path d="M115 350 L165 350 L155 320 L125 320 Z" fill="${p.accent2}"/>`,
    `<rect x="655" y="350" width="10" height="50" fill="#444"/><path d="M635 350 L685 350 L675 320 L645 320 Z" fill="${p.accent2}"/>`,
    lightOverlay,
  ].join('');
  return svgDoc(body, win.defs + lightDef);
}

export function bathroom(r: Rand): string {
  const p = r.pick(palettes);
  const tile = r.pick(['#dfe9ec', '#f1ede6', '#d8e4d2', '#e8dfe8', '#cfd8e3']);
  const tiles: string[] = [];
  for (let y = 90; y < 420; y += 30) {
    for (let x = 160; x < 640; x += 40)
      tiles.push(`<rect x="${x + 1}" y="${y + 1}" width="38" height="28" fill="${tile}"/>`);
  }
  const body = [
    roomShell(p),
    `<rect x="160" y="90" width="480" height="330" fill="#ffffff"/>`,
    tiles.join(''),
    `<rect x="190" y="130" width="150" height="180" rx="75" fill="#cfe3ef" stroke="${p.wood}" stroke-width="6"/><path d="M215 180 L260 150" stroke="#fff" stroke-width="8" opacity="0.7"/>`,
    `<rect x="180" y="340" width="190" height="24" rx="4" fill="${p.soft}"/><rect x="190" y="364" width="170" height="70" fill="${p.wood}"/>`,
    `<ellipse cx="275" cy="345" rx="40" ry="10" fill="#e9f1f5"/><rect x="270" y="318" width="8" height="22" fill="#aaa"/>`,
    `<path d="M400 330 L640 330 L640 430 Q640 470 600 470 L440 470 Q400 470 400 430 Z" fill="#ffffff" stroke="#d6dde2" stroke-width="4"/>`,
    `<rect x="400" y="318" width="240" height="16" rx="8" fill="#f7f9fa"/>`,
    `<path d="M600 220 L600 300 L580 300" stroke="#999" stroke-width="6" fill="none"/><circle cx="600" cy="214" r="12" fill="#aaa"/>`,
    `<rect x="690" y="210" width="50" height="150" rx="6" fill="${p.accent}"/><rect x="690" y="210" width="50" height="20" fill="${p.accent2}"/>`,
    plant(115, 500, 1.1),
    `<rect x="250" y="480" width="220" height="60" rx="20" fill="${p.accent2}" opacity="0.6"/>`,
    lightOverlay,
  ].join('');
  return svgDoc(body, lightDef);
}
