/** One generated hotel with its room types, rate plans and inventory profile, from its city and a seeded stream. */
import { hotelLoyaltyProgram } from '@portal/domain/hotel-loyalty-programs';
import type { HotelCollection } from '@portal/domain/hotels/enums';
import type { hotelRoomTypes, hotels } from '../../schema/hotels.ts';
import { brandFits, chargesResortFee, HOTEL_BRANDS, type Brand, type BrandStyle } from './chains.ts';
import type { HotelCitySeed } from './city-data.ts';
import {
  basePriceMinor,
  hotelAmenities,
  LIFESTYLE_PERKS,
  petsPolicy,
  PREMIER_PERKS,
  reviews,
  seasonBps,
  weekendBps,
} from './hotel-facts.ts';
import { exteriorPhoto, lobbyPhoto, poolPhoto, restaurantPhoto } from './hotel-media.ts';
import { hotelDescription } from './descriptions.ts';
import { AREAS, independentName, languageOf, postalCode, streetAddress } from './names.ts';
import type { Random } from './random.ts';
import { ratePlans, type RatePlanSeed } from './rates.ts';
import { roomAmenities, roomPhotos, roomTemplates } from './rooms.ts';

export type HotelRow = typeof hotels.$inferInsert;
export type RoomTypeRow = typeof hotelRoomTypes.$inferInsert;
/** What the nightly inventory of a room type is generated from (seed-hotels.ts, in SQL). */
export type RoomInventorySeed = {
  roomTypeId: string;
  basePriceMinor: number;
  allotment: number;
  seasonBps: number[];
  weekendBps: number;
};
export type HotelBundle = {
  hotel: HotelRow;
  roomTypes: RoomTypeRow[];
  ratePlans: RatePlanSeed[];
  inventory: RoomInventorySeed[];
};

const KM_PER_DEGREE = 111.32;

/** A point a few km from the centre: most hotels cluster downtown, a few sit out by the airport or the shore. */
function scatter(r: Random, city: HotelCitySeed): { lat: number; lon: number } {
  const km = Math.min(6, Math.abs((r.next() + r.next() + r.next() - 1.5) * 3.2)) + 0.15;
  const bearing = r.next() * 2 * Math.PI;
  const lat = city.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const lon = city.lon + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lon: Number(lon.toFixed(5)) };
}

function collectionOf(r: Random, stars: number, style: BrandStyle, independent: boolean): HotelCollection {
  if (stars >= 5 && (style === 'luxury' || independent) && r.chance(0.7)) return 'Premier';
  if (stars >= 4 && (style === 'lifestyle' || independent) && r.chance(0.55)) return 'Lifestyle';
  return 'NoCollection';
}

export type HotelPlan = { id: string; stars: 2 | 3 | 4 | 5; independent: boolean; usedNames: Set<string> };

export function buildHotel(r: Random, city: HotelCitySeed, plan: HotelPlan): HotelBundle {
  const { id, stars, usedNames } = plan;
  const brands = HOTEL_BRANDS.filter((b) => b.stars === stars && brandFits(b, city.countryCode, city.scene));
  const brand: Brand | null = plan.independent || brands.length === 0 ? null : r.pick(brands);
  const independent = brand === null;
  const style: BrandStyle =
    brand?.style ?? (stars >= 4 && r.chance(0.6) ? 'lifestyle' : stars >= 5 ? 'luxury' : 'midscale');
  const program = brand ? hotelLoyaltyProgram(brand.program) : undefined;
  if (brand && !program)
    throw new Error(`brand ${brand.brand}: ${brand.program} is not in the spec's program list`);

  let name = brand ? chainName(r, brand, city) : independentName(r, city.countryCode, city.scene, city.name);
  for (let attempt = 0; usedNames.has(name); attempt++) {
    name =
      attempt < 4
        ? `${name.split(' ').slice(0, 6).join(' ')} ${r.pick(AREAS[city.scene])}`
        : `${name} ${attempt}`;
  }
  usedNames.add(name);

  const collection = collectionOf(r, stars, style, independent);
  const petFriendly = brand?.brand === 'Kimpton' || (style !== 'resort' && r.chance(0.35));
  const maxPets = petFriendly ? r.int(1, 2) : 0;
  const review = reviews(r, stars, independent);
  const europe = ['GB', 'FR', 'IT', 'ES', 'PT', 'NL', 'DE', 'AT', 'CZ', 'CH', 'IE', 'GR', 'IS'].includes(
    city.countryCode,
  );
  const resortFeeMinor =
    chargesResortFee(city.scene, stars, city.countryCode) || city.id === 'las-vegas-us'
      ? r.int(3, 5) * 1000
      : 0;
  const allInclusive = brand?.allInclusive ?? false;
  const photos = [
    exteriorPhoto(city.scene, r.int(1, 2), name),
    lobbyPhoto(r.int(1, 3), name),
    ...(city.scene === 'beach' || city.scene === 'desert' || stars >= 4 ? [poolPhoto(city.scene, name)] : []),
    ...(stars >= 3 ? [restaurantPhoto(r.int(1, 2), name)] : []),
  ];
  const base = basePriceMinor(r, city.tier, stars);
  const hotel: HotelRow = {
    id,
    cityId: city.id,
    name,
    chainName: program?.chainName ?? null,
    brand: brand?.brand ?? null,
    loyaltyProgramCode: program?.code ?? null,
    collection,
    starRating: stars,
    ...scatter(r, city),
    address: streetAddress(r, city.countryCode, city.scene),
    postalCode: postalCode(r, city.countryCode),
    description: hotelDescription(r, { name, cityName: city.name, scene: city.scene, stars, independent }),
    checkInTime: europe
      ? r.pick(['14:00', '15:00'])
      : stars >= 5
        ? '16:00'
        : r.pick(['15:00', '15:00', '16:00']),
    checkOutTime: europe ? r.pick(['11:00', '12:00']) : r.pick(['11:00', '11:00', '12:00']),
    petsPolicy: petsPolicy(petFriendly, maxPets, stars >= 4 ? 15000 : 7500),
    petFriendly,
    maxPets,
    // All-inclusive resorts and peak-season ski lodges ask for a few nights; a cap keeps stays to a month.
    minStayNights: allInclusive ? 2 : 1,
    maxStayNights: 28,
    minBookingWindowDays: 0,
    amenities: hotelAmenities(r, { stars, scene: city.scene, style, petFriendly, cityTier: city.tier }),
    perks:
      collection === 'Premier' ? [...PREMIER_PERKS] : collection === 'Lifestyle' ? [...LIFESTYLE_PERKS] : [],
    reviewScore: review.score,
    reviewCount: review.count,
    photos,
    offersComplimentaryNight: collection !== 'NoCollection' && r.chance(0.45),
    supplierId: 'sim',
  };

  const roomTypes: RoomTypeRow[] = [];
  const plans: RatePlanSeed[] = [];
  const inventory: RoomInventorySeed[] = [];
  const templates = roomTemplates({ style, stars, scene: city.scene, countryCode: city.countryCode });
  const freeCancellationHours = r.pick([24, 48, 48, 72]);
  const payLater = languageOf(city.countryCode) !== 'ja' && r.chance(0.7);
  const partiallyRefundable = r.chance(0.35);
  const season = seasonBps(city.scene, city.lat);
  templates.forEach((template, index) => {
    const roomTypeId = `${id}_rt${index + 1}`;
    roomTypes.push({
      id: roomTypeId,
      lodgingId: id,
      name: template.name,
      beds: template.beds,
      sizeM2: r.int(...template.sizeM2),
      maxOccupancy: template.maxOccupancy,
      amenities: roomAmenities(r, template, stars, city.scene),
      photos: roomPhotos(r, template, city.scene, template.name),
    });
    plans.push(
      ...ratePlans(r, roomTypeId, {
        stars,
        payLater,
        allInclusive,
        halfBoard: europe && city.scene !== 'city' && stars >= 4,
        partiallyRefundable,
        freeCancellationHours,
        resortFeeMinor,
        cityTaxBps: city.cityTaxBps,
        salesTaxBps: city.salesTaxBps,
        maxOccupancy: template.maxOccupancy,
      }),
    );
    inventory.push({
      roomTypeId,
      basePriceMinor: Math.round((base * template.priceFactor) / 100) * 100,
      allotment: r.int(...template.allotment),
      seasonBps: season,
      weekendBps: weekendBps(city.scene),
    });
  });
  return { hotel, roomTypes, ratePlans: plans, inventory };
}

function chainName(r: Random, brand: Brand, city: HotelCitySeed): string {
  // Soft brands keep the hotel's own name: 'The Foundry, Autograph Collection'.
  if (brand.naming === 'collection') {
    return `${independentName(r, city.countryCode, city.scene, city.name)}, ${brand.brand}`;
  }
  if (brand.naming === 'comma') return `${brand.brand}, ${city.name}`;
  if (brand.naming === 'plain') return `${brand.brand} ${city.name}`;
  return `${brand.brand} ${city.name} ${r.pick(AREAS[city.scene])}`;
}
