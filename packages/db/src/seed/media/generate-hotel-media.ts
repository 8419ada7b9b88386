// Writes the hotels' illustrations to apps/web/public/media/hotels. Run: npx tsx src/seed/media/generate-hotel-media.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHOTO_SCENES } from '../media-catalog.ts';
import {
  EXTERIOR_VARIANTS,
  LOBBY_VARIANTS,
  RESTAURANT_VARIANTS,
  ROOM_KINDS,
  ROOM_VARIANTS,
} from '../hotels/hotel-media.ts';
import { guestRoom, hotelExterior, lobby, pool, restaurant, roomView } from './hotel-scenes.ts';
import { bathroom } from './interior-scenes.ts';
import { makeRand } from './svg-kit.ts';

const outDir = fileURLToPath(new URL('../../../../../apps/web/public/media/hotels/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(`${outDir}${file}`);
let seed = 1;
let bytes = 0;
const rand = () => makeRand(seed++ * 6151);
const write = (stem: string, svg: string) => {
  bytes += svg.length;
  writeFileSync(`${outDir}${stem}.svg`, svg);
};
for (const scene of PHOTO_SCENES) {
  for (let v = 1; v <= EXTERIOR_VARIANTS; v++)
    write(`exterior-${scene}-${v}`, hotelExterior(rand(), scene, v));
  write(`pool-${scene}`, pool(rand(), scene));
  write(`view-${scene}`, roomView(rand(), scene));
}
for (let v = 1; v <= LOBBY_VARIANTS; v++) write(`lobby-${v}`, lobby(v));
for (let v = 1; v <= RESTAURANT_VARIANTS; v++) write(`restaurant-${v}`, restaurant(rand(), v));
for (const kind of ROOM_KINDS) {
  for (let v = 1; v <= ROOM_VARIANTS; v++) {
    write(`room-${kind}-${v}`, kind === 'bathroom' ? bathroom(rand()) : guestRoom(rand(), kind, v));
  }
}
console.log(`wrote hotel media to ${outDir} (${(bytes / 1024).toFixed(0)} KiB)`);
