// Writes the demo photo illustrations to apps/web/public/media. Run: npx tsx src/seed/media/generate-media.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bathroom, bedroom, diningArea, kitchen, livingArea } from './interior-scenes.ts';
import { additional, exterior, hostAvatar } from './outdoor-scenes.ts';
import { makeRand, type Rand } from './svg-kit.ts';
import { HOST_AVATAR_COUNT, PHOTO_VARIANTS, photoFileStem } from '../media-catalog.ts';
import type { PhotoCategory } from '../../schema/listings.ts';

const painters: Record<PhotoCategory, (r: Rand) => string> = {
  LivingArea: livingArea,
  Kitchen: kitchen,
  DiningArea: diningArea,
  Bedroom: bedroom,
  Bathroom: bathroom,
  Exterior: exterior,
  AdditionalPhotos: additional,
};

const outDir = fileURLToPath(new URL('../../../../../apps/web/public/media/', import.meta.url));
mkdirSync(outDir, { recursive: true });
let seed = 1;
let bytes = 0;
for (const [category, paint] of Object.entries(painters) as [PhotoCategory, (r: Rand) => string][]) {
  for (let n = 1; n <= PHOTO_VARIANTS; n++) {
    const svg = paint(makeRand(seed++ * 7919));
    bytes += svg.length;
    writeFileSync(`${outDir}${photoFileStem(category)}-${n}.svg`, svg);
  }
}
for (let n = 1; n <= HOST_AVATAR_COUNT; n++) {
  const svg = hostAvatar(makeRand(seed++ * 104729));
  bytes += svg.length;
  writeFileSync(`${outDir}host-${n}.svg`, svg);
}
console.log(`wrote media to ${outDir} (${(bytes / 1024).toFixed(0)} KiB)`);
