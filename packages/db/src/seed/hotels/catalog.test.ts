import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isHotelLoyaltyCode, hotelLoyaltyProgram } from '@portal/domain/hotel-loyalty-programs';
import { BED_TYPES, MEAL_PLANS } from '@portal/domain/hotels/enums';
import { greatCircleKm } from '@portal/domain/hotels/distance';
import { buildHotelCatalog } from './build-catalog.ts';
import { benchCitySeeds, hotelCitySeeds } from './city-data.ts';
import { allHotelMediaUrls } from './hotel-media.ts';

const catalog = buildHotelCatalog();

describe('the hotel catalog generator', () => {
  it('covers at least 60 cities with real coordinates and IANA time zones', () => {
    expect(catalog.cities.length).toBeGreaterThanOrEqual(60);
    expect(new Set(catalog.cities.map((c) => c.id)).size).toBe(catalog.cities.length);
    for (const city of catalog.cities) {
      expect(city.lat, city.id).toBeGreaterThanOrEqual(-90);
      expect(city.lat, city.id).toBeLessThanOrEqual(90);
      expect(city.lon, city.id).toBeGreaterThanOrEqual(-180);
      expect(city.lon, city.id).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone }), city.id).not.toThrow();
    }
    const byId = new Map(catalog.cities.map((c) => [c.id, c]));
    // Spot checks against the atlas: Paris, Cancún, Honolulu, Tokyo.
    expect(byId.get('paris-fr')).toMatchObject({ timeZone: 'Europe/Paris', countryCode: 'FR' });
    expect(byId.get('cancun-mx')?.timeZone).toBe('America/Cancun');
    expect(byId.get('honolulu-us')?.timeZone).toBe('Pacific/Honolulu');
    expect(greatCircleKm(byId.get('tokyo-jp') as never, { lat: 35.6895, lon: 139.6917 })).toBeLessThan(15);
    const countries = new Set(catalog.cities.map((c) => c.countryCode));
    for (const code of ['US', 'CA', 'MX', 'JM', 'FR', 'JP']) expect(countries.has(code), code).toBe(true);
  });

  it('places every hotel within a few km of its city centre', () => {
    const cities = new Map(catalog.cities.map((c) => [c.id, c]));
    for (const hotel of catalog.hotels) {
      const city = cities.get(hotel.cityId);
      if (!city) throw new Error(`${hotel.id}: no city ${hotel.cityId}`);
      expect(greatCircleKm(city, hotel), hotel.id).toBeLessThan(7);
    }
  });

  it('uses only the spec list loyalty programs, with their chain names', () => {
    const codes = new Set<string>();
    for (const hotel of catalog.hotels) {
      if (hotel.loyaltyProgramCode === null || hotel.loyaltyProgramCode === undefined) {
        expect(hotel.chainName ?? null, hotel.id).toBeNull();
        continue;
      }
      codes.add(hotel.loyaltyProgramCode);
      expect(isHotelLoyaltyCode(hotel.loyaltyProgramCode), hotel.id).toBe(true);
      expect(hotel.chainName).toBe(hotelLoyaltyProgram(hotel.loyaltyProgramCode)?.chainName);
    }
    for (const code of ['MAR', 'HIL', 'HYA', 'IHG', 'WYN', 'CHH', 'BWH', 'ACH'])
      expect(codes.has(code), code).toBe(true);
    expect(catalog.hotels.some((h) => h.loyaltyProgramCode === null)).toBe(true);
  });

  it('gives every hotel a room type and every room type a rate plan of the spec enumerations', () => {
    const roomsByHotel = new Map<string, number>();
    for (const room of catalog.roomTypes)
      roomsByHotel.set(room.lodgingId, (roomsByHotel.get(room.lodgingId) ?? 0) + 1);
    for (const hotel of catalog.hotels)
      expect(roomsByHotel.get(hotel.id) ?? 0, hotel.id).toBeGreaterThanOrEqual(1);
    const plansByRoom = new Map<string, number>();
    for (const plan of catalog.ratePlans) {
      plansByRoom.set(plan.roomTypeId, (plansByRoom.get(plan.roomTypeId) ?? 0) + 1);
      expect(MEAL_PLANS).toContain(plan.mealPlan);
      expect(plan.refundPolicy).toBe(plan.cancellation.refundPolicy);
    }
    for (const room of catalog.roomTypes) {
      expect(plansByRoom.get(room.id) ?? 0, room.id).toBeGreaterThanOrEqual(1);
      for (const bed of room.beds) expect(BED_TYPES).toContain(bed.type);
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(1);
    }
    const policies = new Set(catalog.ratePlans.map((p) => p.refundPolicy));
    expect(policies).toEqual(new Set(['FullyRefundable', 'PartiallyRefundable', 'NonRefundable']));
    expect(new Set(catalog.ratePlans.map((p) => p.paymentTiming))).toEqual(new Set(['PayNow', 'PayLater']));
    expect(catalog.inventory.map((i) => i.roomTypeId)).toEqual(catalog.roomTypes.map((r) => r.id));
  });

  it('puts perks on Premier and Lifestyle hotels and the complimentary night only on some of them', () => {
    const collection = catalog.hotels.filter((h) => h.collection !== 'NoCollection');
    expect(collection.some((h) => h.collection === 'Premier')).toBe(true);
    expect(collection.some((h) => h.collection === 'Lifestyle')).toBe(true);
    for (const hotel of collection) expect(hotel.perks?.length, hotel.id).toBeGreaterThan(0);
    const offering = catalog.hotels.filter((h) => h.offersComplimentaryNight);
    expect(offering.length).toBeGreaterThan(0);
    expect(offering.length).toBeLessThan(collection.length);
    for (const hotel of offering) expect(hotel.collection).not.toBe('NoCollection');
  });

  it('prices a 5-star hotel above a 2-star one in the same city', () => {
    const base = new Map(catalog.inventory.map((i) => [i.roomTypeId, i.basePriceMinor]));
    const cheapest = (hotelId: string) =>
      Math.min(...catalog.roomTypes.filter((r) => r.lodgingId === hotelId).map((r) => base.get(r.id) ?? 0));
    for (const city of catalog.cities) {
      const hotels = catalog.hotels.filter((h) => h.cityId === city.id);
      const five = hotels.filter((h) => h.starRating === 5).map((h) => cheapest(h.id));
      const two = hotels.filter((h) => h.starRating === 2).map((h) => cheapest(h.id));
      if (five.length && two.length) expect(Math.min(...five), city.id).toBeGreaterThan(Math.max(...two));
    }
  });

  it('is deterministic: the same seed gives the same catalog, another seed another', () => {
    expect(buildHotelCatalog()).toEqual(catalog);
    expect(buildHotelCatalog({ seed: 1 }).hotels.map((h) => h.name)).not.toEqual(
      catalog.hotels.map((h) => h.name),
    );
  });

  it('spreads bench hotels over more cities as their number grows', () => {
    const cities = benchCitySeeds(625);
    expect(cities).toHaveLength(625);
    expect(new Set(cities.map((c) => c.id)).size).toBe(625);
    expect(cities.slice(0, hotelCitySeeds().length)).toEqual(hotelCitySeeds());
  });
});

describe('the hotel photos', () => {
  const publicDir = fileURLToPath(new URL('../../../../../apps/web/public', import.meta.url));

  it('names only files that exist, under 300 KB in all', () => {
    const named = new Set([
      ...catalog.hotels.flatMap((h) => (h.photos ?? []).map((p) => p.url)),
      ...catalog.roomTypes.flatMap((r) => (r.photos ?? []).map((p) => p.url)),
    ]);
    for (const url of named) expect(allHotelMediaUrls(), url).toContain(url);
    let bytes = 0;
    for (const url of allHotelMediaUrls()) {
      expect(existsSync(`${publicDir}${url}`), url).toBe(true);
      bytes += statSync(`${publicDir}${url}`).size;
    }
    expect(bytes).toBeLessThan(300 * 1024);
  });

  it('shows a hotel its own scenery: no beach resort in the mountains', () => {
    const scenes = new Map(hotelCitySeeds().map((c) => [c.id, c.scene]));
    for (const hotel of catalog.hotels) {
      const exterior = hotel.photos?.[0]?.url ?? '';
      expect(exterior, hotel.id).toContain(`exterior-${scenes.get(hotel.cityId)}-`);
      expect(hotel.photos?.every((p) => p.alt.startsWith(hotel.name))).toBe(true);
    }
  });
});
