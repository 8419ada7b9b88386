/**
 * Room types by the hotel's class and place: beds of spec §3's bed types, sizes, occupancy, amenities and photos.
 * Japanese inns sleep on futons over tatami, European doubles and twins, American hotels kings and queens.
 */
import type { PhotoScene } from '../media-catalog.ts';
import type { RoomBed } from '../../schema/hotels.ts';
import type { BrandStyle } from './chains.ts';
import { roomPhoto, viewPhoto, type RoomPhotoKind } from './hotel-media.ts';
import type { Random } from './random.ts';

export type RoomTemplate = {
  name: string;
  beds: RoomBed[];
  sizeM2: [number, number];
  maxOccupancy: number;
  /** The room's price against the hotel's standard room. */
  priceFactor: number;
  /** Rooms of this type the supplier gives the portal on a night. */
  allotment: [number, number];
  photo: RoomPhotoKind;
  view: boolean;
};

const VIEW: Readonly<Record<PhotoScene, string>> = {
  city: 'City View',
  beach: 'Ocean View',
  coast: 'Harbour View',
  mountain: 'Mountain View',
  lake: 'Lake View',
  desert: 'Canyon View',
};

const t = (
  name: string,
  beds: RoomBed[],
  sizeM2: [number, number],
  maxOccupancy: number,
  priceFactor: number,
  allotment: [number, number],
  photo: RoomPhotoKind,
  view = false,
): RoomTemplate => ({ name, beds, sizeM2, maxOccupancy, priceFactor, allotment, photo, view });

/** The room types a hotel sells, cheapest first. */
export function roomTemplates(input: {
  style: BrandStyle;
  stars: number;
  scene: PhotoScene;
  countryCode: string;
}): RoomTemplate[] {
  const { style, stars, scene, countryCode } = input;
  const view = VIEW[scene];
  const american = ['US', 'CA', 'MX', 'PR', 'BS', 'JM', 'DO', 'AW'].includes(countryCode);
  if (countryCode === 'JP' && stars <= 4) {
    return [
      t('Double Room', [{ type: 'Double', count: 1 }], [16, 20], 2, 1, [4, 10], 'king'),
      t(
        'Japanese-Style Room',
        [
          { type: 'Futon', count: 3 },
          { type: 'Tatami', count: 1 },
        ],
        [28, 36],
        3,
        1.35,
        [2, 5],
        'twin',
      ),
      t(`Deluxe Twin, ${view}`, [{ type: 'Twin', count: 2 }], [26, 32], 2, 1.3, [2, 5], 'twin', true),
    ];
  }
  if (stars <= 2) {
    const rooms = [
      t('Room, 1 Full Bed', [{ type: 'Full', count: 1 }], [16, 20], 2, 0.92, [4, 12], 'king'),
      t(
        american ? 'Room, 2 Queen Beds' : 'Twin Room',
        american ? [{ type: 'Queen', count: 2 }] : [{ type: 'Twin', count: 2 }],
        [22, 28],
        american ? 4 : 2,
        1.08,
        [4, 12],
        'twin',
      ),
    ];
    if (american)
      rooms.unshift(
        t('Run of the House Room', [{ type: 'RunOfTheHouse', count: 1 }], [18, 24], 2, 0.85, [2, 6], 'king'),
      );
    return rooms;
  }
  const standard = american
    ? t('Standard King Room', [{ type: 'King', count: 1 }], [24, 32], 2, 1, [5, 14], 'king')
    : t('Classic Double Room', [{ type: 'Double', count: 1 }], [18, 26], 2, 1, [5, 14], 'king');
  const second = american
    ? t('Two Queen Beds Room', [{ type: 'Queen', count: 2 }], [30, 36], 4, 1.1, [4, 12], 'twin')
    : t('Twin Room', [{ type: 'Twin', count: 2 }], [20, 28], 2, 1.02, [3, 10], 'twin');
  const rooms = [standard, second];
  if (style === 'lifestyle' && scene === 'city') {
    rooms.unshift(
      t('Studio with Murphy Bed', [{ type: 'Murphy', count: 1 }], [15, 19], 2, 0.82, [2, 6], 'king'),
    );
  }
  rooms.push(
    t(
      `Deluxe King, ${view}`,
      [
        { type: 'King', count: 1 },
        { type: 'Sofa', count: 1 },
      ],
      [32, 42],
      3,
      1.3,
      [2, 8],
      'king',
      true,
    ),
  );
  if (stars >= 4) {
    rooms.push(
      t(
        stars >= 5 ? `One-Bedroom Suite, ${view}` : 'Junior Suite',
        [
          { type: 'King', count: 1 },
          { type: 'Sofa', count: 1 },
        ],
        stars >= 5 ? [65, 90] : [45, 58],
        4,
        stars >= 5 ? 2.2 : 1.7,
        [1, 3],
        'suite',
        stars >= 5,
      ),
    );
  }
  if (scene === 'beach' || scene === 'lake' || scene === 'mountain') {
    rooms.push(
      t(
        'Family Room',
        [
          { type: 'Queen', count: 1 },
          { type: 'Single', count: 2 },
        ],
        [36, 44],
        4,
        1.4,
        [1, 4],
        'twin',
      ),
    );
  }
  return rooms;
}

const ROOM_AMENITIES = [
  'Free Wi-Fi',
  'Air conditioning',
  'Flat-screen TV',
  'Coffee maker',
  'Safe',
  'Hair dryer',
];

export function roomAmenities(r: Random, template: RoomTemplate, stars: number, scene: PhotoScene): string[] {
  const list = ROOM_AMENITIES.filter((a) => a !== 'Coffee maker' || stars >= 3);
  if (stars >= 4) list.push('Minibar', 'Bathrobes', 'Rain shower');
  if (template.view) list.push(scene === 'city' ? 'Floor-to-ceiling windows' : 'Balcony');
  if (template.photo === 'suite') list.push('Separate living area', 'Soaking tub');
  if (template.maxOccupancy >= 4 && r.chance(0.5)) list.push('Microwave', 'Refrigerator');
  if (template.beds.some((b) => b.type === 'Tatami')) list.push('Yukata robes', 'Green tea set');
  return list;
}

export function roomPhotos(r: Random, template: RoomTemplate, scene: PhotoScene, name: string) {
  const variant = r.int(1, 2);
  const photos = [roomPhoto(template.photo, variant, name), roomPhoto('bathroom', r.int(1, 2), name)];
  if (template.view) photos.splice(1, 0, viewPhoto(scene, name));
  return photos;
}
