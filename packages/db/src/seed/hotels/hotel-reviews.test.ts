import { describe, expect, it } from 'vitest';
import { buildHotelCatalog } from './build-catalog.ts';
import { hotelCitySeeds } from './city-data.ts';
import { buildHotelReviews, MAX_REVIEWS_PER_HOTEL, MIN_REVIEWS_PER_HOTEL } from './hotel-reviews.ts';

const catalog = buildHotelCatalog();
const byHotel = new Map<string, typeof catalog.reviews>();
for (const review of catalog.reviews) {
  byHotel.set(review.lodgingId, [...(byHotel.get(review.lodgingId) ?? []), review]);
}
const cities = new Map(hotelCitySeeds().map((c) => [c.id, c]));

describe('the demo hotel reviews', () => {
  it('gives every hotel with a review score 5 to 12 reviews, and a hotel without reviews none', () => {
    for (const hotel of catalog.hotels) {
      const count = byHotel.get(hotel.id)?.length ?? 0;
      if (hotel.reviewScore === null) expect(count, hotel.id).toBe(0);
      else {
        expect(count, hotel.id).toBeGreaterThanOrEqual(MIN_REVIEWS_PER_HOTEL);
        expect(count, hotel.id).toBeLessThanOrEqual(MAX_REVIEWS_PER_HOTEL);
      }
    }
    expect(new Set(catalog.reviews.map((r) => r.id)).size).toBe(catalog.reviews.length);
  });

  it('scores near the hotel review score, so the texts agree with the rating search shows', () => {
    for (const hotel of catalog.hotels) {
      const reviews = byHotel.get(hotel.id) ?? [];
      if (reviews.length === 0) continue;
      for (const r of reviews) expect(r.score).toBeGreaterThanOrEqual(0);
      const mean = reviews.reduce((sum, r) => sum + r.score, 0) / reviews.length;
      expect(Math.abs(mean - (hotel.reviewScore as number)), hotel.id).toBeLessThan(0.1);
    }
    // Poorly rated hotels read poorly, well rated ones well.
    const worst = catalog.hotels.reduce((a, b) => ((a.reviewScore ?? 1) < (b.reviewScore ?? 1) ? a : b));
    const best = catalog.hotels.reduce((a, b) => ((a.reviewScore ?? 0) > (b.reviewScore ?? 0) ? a : b));
    expect(
      (byHotel.get(best.id) ?? []).some((r) =>
        /Highly|Wonderful|excellent|spotless|lovely/i.test(r.text + r.title),
      ),
    ).toBe(true);
    expect(byHotel.get(worst.id)?.every((r) => r.score < (best.reviewScore as number))).toBe(true);
  });

  it('writes varied texts that speak of the hotel, its city and the four usual topics', () => {
    const texts = catalog.reviews.map((r) => r.text);
    expect(new Set(texts).size / texts.length).toBeGreaterThan(0.95);
    expect(texts.join(' ')).not.toMatch(/lorem|ipsum|\{city\}|\{nights\}|undefined/i);
    for (const topic of [/room/i, /breakfast/i, /location|walk|beach|trail|subway/i, /staff|front desk/i]) {
      expect(texts.filter((t) => topic.test(t)).length / texts.length, String(topic)).toBeGreaterThan(0.4);
    }
    // Beach towns speak of the beach, and a city's name appears in its hotels' reviews.
    const beachReviews = catalog.reviews.filter((r) => {
      const hotel = catalog.hotels.find((h) => h.id === r.lodgingId);
      return cities.get(hotel?.cityId ?? '')?.id === 'miami-us';
    });
    expect(beachReviews.some((r) => /beach|sand|waves/i.test(r.text))).toBe(true);
    expect(beachReviews.some((r) => r.text.includes('Miami') || r.title.includes('Miami'))).toBe(true);
  });

  it('dates each review after the stay it tells of, newest first, and names authors by first name and initial', () => {
    for (const reviews of byHotel.values()) {
      const dates = reviews.map((r) => r.createdDate);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const r of reviews) {
        expect(r.stayMonth.slice(0, 7) <= r.createdDate.slice(0, 7)).toBe(true);
        expect(r.stayMonth).toMatch(/^\d{4}-\d{2}-01$/);
        expect(r.authorName).toMatch(/^\p{L}+ [A-Z]\.$/u);
      }
    }
  });

  it('is deterministic per hotel', () => {
    const hotel = catalog.hotels[0];
    const city = cities.get(hotel?.cityId ?? '');
    if (!hotel || !city) throw new Error('empty catalog');
    expect(buildHotelReviews(20261126, hotel, city)).toEqual(byHotel.get(hotel.id));
    expect(buildHotelReviews(1, hotel, city)).not.toEqual(byHotel.get(hotel.id));
  });
});
