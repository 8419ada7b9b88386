// Writes the demo photo illustrations to apps/web/public/media. Run: npx tsx src/seed/media/generate-media.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bathroom, bedroom, diningArea, kitchen, livingArea } from './interior-scenes.ts';
import { additional, exterior, hostAvatar } from './outdoor-scenes.ts';
import { makeRand, type Rand } from './svg-kit.ts';
import {
  BATHROOM_VARIANTS,
  HOST_AVATAR_COUNT,
  PHOTO_SCENES,
  SCENE_VARIANTS,
  photoUrl,
  type PhotoScene,
} from '../media-catalog.ts';
import type { PhotoCategory } from '../../schema/listings.ts';

// Each painter gets the scene its file is named for and its variant (0-based).
const painters: Record<
  Exclude<PhotoCategory, 'Bathroom'>,
  (r: Rand, scene: PhotoScene, n: number) => string
> = {
  LivingArea: livingArea,
  Kitchen: kitchen,
  DiningArea: diningArea,
  Bedroom: bedroom,
  Exterior: exterior,
  AdditionalPhotos: (r, scene, n) => additional(r, scene, n % 3),
};

const outDir = fileURLToPath(new URL('../../../../../apps/web/public/media/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(`${outDir}${file}`);
let seed = 1;
let bytes = 0;
const write = (url: string, svg: string) => {
  bytes += svg.length;
  writeFileSync(`${outDir}${url.replace('/media/', '')}`, svg);
};
for (const [category, paint] of Object.entries(painters) as [
  PhotoCategory,
  (r: Rand, scene: PhotoScene, n: number) => string,
][]) {
  for (const scene of PHOTO_SCENES) {
    for (let n = 1; n <= SCENE_VARIANTS; n++) {
      write(photoUrl(category, scene, n), paint(makeRand(seed++ * 7919), scene, n - 1));
    }
  }
}
for (let n = 1; n <= BATHROOM_VARIANTS; n++) {
  write(photoUrl('Bathroom', 'city', n), bathroom(makeRand(seed++ * 7919)));
}
for (let n = 1; n <= HOST_AVATAR_COUNT; n++) {
  const svg = hostAvatar(makeRand(seed++ * 104729));
  bytes += svg.length;
  writeFileSync(`${outDir}host-${n}.svg`, svg);
}
console.log(`wrote media to ${outDir} (${(bytes / 1024).toFixed(0)} KiB)`);
