// Small helpers for the demo photo illustrations: a seeded random source, palettes and shared backdrops.

export type Rand = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

export function makeRand(seed: number): Rand {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32: tiny and deterministic, so regenerated files are byte-identical.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

export type Palette = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  accent2: string;
  wood: string;
  soft: string;
};

export const palettes: readonly Palette[] = [
  {
    wall: '#f3ece1',
    wallShade: '#e2d6c3',
    floor: '#b98b5e',
    floorLine: '#a07448',
    accent: '#2f6f73',
    accent2: '#e9b44c',
    wood: '#8a5a36',
    soft: '#fbf7f0',
  },
  {
    wall: '#e8f0ef',
    wallShade: '#cfdedc',
    floor: '#d2b48c',
    floorLine: '#bb9a70',
    accent: '#1f4e79',
    accent2: '#f08a5d',
    wood: '#6b4a2b',
    soft: '#ffffff',
  },
  {
    wall: '#f6e7dc',
    wallShade: '#e7cfbd',
    floor: '#8c6a4f',
    floorLine: '#745540',
    accent: '#b5523b',
    accent2: '#4d7c5b',
    wood: '#5a3b26',
    soft: '#fff8f1',
  },
  {
    wall: '#eceae4',
    wallShade: '#d6d3c9',
    floor: '#c9c1b3',
    floorLine: '#b3ab9c',
    accent: '#3e5c76',
    accent2: '#c8a951',
    wood: '#7a6650',
    soft: '#fafafa',
  },
  {
    wall: '#e9efe4',
    wallShade: '#d3dcc9',
    floor: '#a9825a',
    floorLine: '#916c47',
    accent: '#6a8d3a',
    accent2: '#d9644a',
    wood: '#6e4b2e',
    soft: '#f9fbf4',
  },
  {
    wall: '#2f3e46',
    wallShade: '#26333a',
    floor: '#6d4c3d',
    floorLine: '#5a3d30',
    accent: '#e0a458',
    accent2: '#84a98c',
    wood: '#3f2a20',
    soft: '#cad2c5',
  },
  {
    wall: '#f4efe9',
    wallShade: '#e4dbd0',
    floor: '#e0cfb4',
    floorLine: '#cbb897',
    accent: '#7d5ba6',
    accent2: '#3a9d9b',
    wood: '#9c7a54',
    soft: '#ffffff',
  },
  {
    wall: '#fdf3e7',
    wallShade: '#f1dfc7',
    floor: '#9b7653',
    floorLine: '#85623f',
    accent: '#d1495b',
    accent2: '#00798c',
    wood: '#5c3d2e',
    soft: '#fffaf3',
  },
];

export const skies = [
  ['#87c5f0', '#dff1fb'],
  ['#f7a072', '#fde2c3'],
  ['#5b8bd9', '#bcd7f5'],
  ['#f5c16c', '#fcebc6'],
  ['#6fb1d6', '#e8f5fb'],
  ['#9d7bd8', '#f6c6b4'],
] as const;

export function svgDoc(body: string, defs: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs>${defs}</defs>${body}</svg>\n`;
}

export function linear(id: string, from: string, to: string, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A view through a window or under the open sky: gradient sky, sun and a landscape of the given kind. */
export function landscape(
  r: Rand,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: string,
  skyId: string,
): string {
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${skyId})"/>`];
  parts.push(
    `<circle cx="${x + w * (0.2 + r.next() * 0.6)}" cy="${y + h * 0.28}" r="${Math.max(8, w * 0.06)}" fill="#fff6d5" opacity="0.9"/>`,
  );
  const base = y + h * 0.62;
  if (kind === 'beach' || kind === 'lake' || kind === 'coast') {
    const water = { beach: '#2b8cbe', lake: '#3f7f9f', coast: '#4f7d94' }[kind];
    const shore = { beach: '#f1dcae', lake: '#6c9a58', coast: '#d8c79c' }[kind];
    if (kind === 'coast') {
      // A headland across the bay: the rocky, green northern shore.
      parts.push(
        `<path d="M${x + w * 0.55} ${base} Q${x + w * 0.75} ${base - h * 0.16} ${x + w} ${base - h * 0.12} L${x + w} ${base} Z" fill="#46624f"/>`,
      );
    }
    parts.push(`<rect x="${x}" y="${base}" width="${w}" height="${h * 0.2}" fill="${water}"/>`);
    parts.push(
      `<rect x="${x}" y="${base + h * 0.06}" width="${w}" height="${h * 0.02}" fill="#ffffff" opacity="0.35"/>`,
    );
    parts.push(`<rect x="${x}" y="${base + h * 0.2}" width="${w}" height="${h * 0.18}" fill="${shore}"/>`);
  } else if (kind === 'desert') {
    parts.push(
      `<path d="M${x} ${base} L${x + w * 0.25} ${base - h * 0.22} L${x + w * 0.33} ${base - h * 0.22} L${x + w * 0.45} ${base} Z" fill="#c8683f"/>`,
    );
    parts.push(
      `<path d="M${x + w * 0.5} ${base} L${x + w * 0.7} ${base - h * 0.3} L${x + w * 0.8} ${base - h * 0.3} L${x + w} ${base} Z" fill="#b35a36"/>`,
    );
    parts.push(`<rect x="${x}" y="${base}" width="${w}" height="${h * 0.38}" fill="#e3b27a"/>`);
  } else if (kind === 'city') {
    let bx = x;
    while (bx < x + w) {
      const bw = w * (0.06 + r.next() * 0.08);
      const bh = h * (0.2 + r.next() * 0.35);
      parts.push(
        `<rect x="${bx}" y="${base - bh}" width="${bw}" height="${bh + 1}" fill="${r.pick(['#5d6d7e', '#7f8c9a', '#4a5968', '#8e9aa8'])}"/>`,
      );
      bx += bw + w * 0.01;
    }
    parts.push(`<rect x="${x}" y="${base}" width="${w}" height="${h * 0.38}" fill="#6f8f5f"/>`);
  } else {
    parts.push(
      `<path d="M${x} ${base} L${x + w * 0.3} ${base - h * 0.38} L${x + w * 0.55} ${base - h * 0.1} L${x + w * 0.75} ${base - h * 0.32} L${x + w} ${base - h * 0.05} L${x + w} ${base} Z" fill="#6c7f99"/>`,
    );
    parts.push(
      `<path d="M${x + w * 0.22} ${base - h * 0.28} L${x + w * 0.3} ${base - h * 0.38} L${x + w * 0.38} ${base - h * 0.28} Z" fill="#ffffff" opacity="0.85"/>`,
    );
    parts.push(
      `<path d="M${x} ${base + 2} Q${x + w * 0.5} ${base - h * 0.12} ${x + w} ${base + 2} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#4f7a4a"/>`,
    );
    parts.push(`<rect x="${x}" y="${base}" width="${w}" height="${h * 0.38}" fill="#4f7a4a"/>`);
  }
  return parts.join('');
}

/** The interior shell: one-point perspective room with ceiling, side walls, back wall and a planked floor. */
export function roomShell(p: Palette): string {
  const planks: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const bx = 160 + i * 48;
    const fx = -200 + i * 120;
    planks.push(`<line x1="${bx}" y1="420" x2="${fx}" y2="600" stroke="${p.floorLine}" stroke-width="2"/>`);
  }
  return [
    `<rect width="800" height="600" fill="${p.wall}"/>`,
    `<polygon points="0,0 800,0 640,90 160,90" fill="${p.soft}"/>`,
    `<polygon points="0,0 160,90 160,420 0,600" fill="${p.wallShade}"/>`,
    `<polygon points="800,0 640,90 640,420 800,600" fill="${p.wallShade}"/>`,
    `<polygon points="0,600 160,420 640,420 800,600" fill="${p.floor}"/>`,
    planks.join(''),
    `<rect x="160" y="410" width="480" height="10" fill="${p.soft}" opacity="0.7"/>`,
  ].join('');
}

/** Warm light from the upper left, over the whole scene. */
export const lightDef =
  '<radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>';
export const lightOverlay = '<rect width="800" height="600" fill="url(#light)"/>';

export function plant(x: number, y: number, scale: number): string {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-18 0 L18 0 L14 36 L-14 36 Z" fill="#c46a3a"/><ellipse cx="-14" cy="-22" rx="12" ry="28" fill="#3f7d3a" transform="rotate(-25 -14 -22)"/><ellipse cx="14" cy="-24" rx="12" ry="30" fill="#4d9147" transform="rotate(25 14 -24)"/><ellipse cx="0" cy="-34" rx="11" ry="34" fill="#5aa152"/></g>`;
}

export function windowFrame(x: number, y: number, w: number, h: number, color: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${color}" stroke-width="8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${color}" stroke-width="5"/><line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${color}" stroke-width="5"/>`;
}
