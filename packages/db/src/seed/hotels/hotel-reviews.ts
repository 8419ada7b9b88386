/**
 * The demo's guest reviews of each hotel: pure and deterministic (one seeded stream per hotel). A hotel with a
 * review score gets 5 to 12 reviews whose scores scatter around it, so the texts agree with the rating the
 * search shows; a hotel without reviews gets none. Texts come from review-texts.ts and fit the hotel's class
 * (stars), its breakfast and its city's kind of place.
 */
import { createHash } from 'node:crypto';
import type { hotelReviews, HotelReviewTravelerType } from '../../schema/hotel-reviews.ts';
import { HOTEL_REVIEW_TRAVELER_TYPES } from '../../schema/hotel-reviews.ts';
import type { HotelRow } from './build-hotel.ts';
import type { HotelCitySeed } from './city-data.ts';
import { createRandom, type Random } from './random.ts';
import {
  BREAKFAST_LINES,
  classOf,
  CLOSING_LINES,
  FIRST_NAMES,
  LOCATION_LINES,
  NO_BREAKFAST_LINES,
  ROOM_LINES,
  STAFF_LINES,
  TITLES,
  toneOf,
  TRAVELER_INTROS,
  type ReviewTone,
} from './review-texts.ts';

export type HotelReviewRow = typeof hotelReviews.$inferInsert;

/** The newest review's date: the catalog is the same whenever it is built, so its reviews end on a fixed day. */
export const REVIEWS_WRITTEN_UNTIL = '2026-11-15';
export const MIN_REVIEWS_PER_HOTEL = 5;
export const MAX_REVIEWS_PER_HOTEL = 12;
const DAY_MS = 86_400_000;
// A review's score lies within this much of the hotel's (0..1 scale) before rounding to a whole /10.
const SCORE_SPREAD = 0.12;
const INITIALS = 'ABCDEFGHJKLMNOPRSTVW';

/** A uuid made from the hotel id and the review's number, so reseeding gives the same ids. */
function reviewId(hotelId: string, index: number): string {
  const hex = createHash('sha256').update(`${hotelId}:review:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function fill(text: string, city: string, nights: number): string {
  return text.replaceAll('{city}', city).replaceAll('{nights}', String(nights));
}

// Most aspects read in the review's own tone; now and then a happy guest has one complaint or an unhappy
// one a kind word, as real reviews do.
function aspectTone(r: Random, tone: ReviewTone): ReviewTone {
  if (tone === 'good') return r.chance(0.15) ? 'mixed' : 'good';
  if (tone === 'poor') return r.chance(0.2) ? 'mixed' : 'poor';
  return r.pick(['good', 'mixed', 'mixed', 'poor'] as const);
}

function reviewText(
  r: Random,
  hotel: HotelRow,
  city: Pick<HotelCitySeed, 'name' | 'scene'>,
  tone: ReviewTone,
  traveler: HotelReviewTravelerType,
): string {
  const hotelClass = classOf(hotel.starRating ?? 3);
  const servesBreakfast = (hotel.amenities ?? []).some((a) => a === 'Free breakfast' || a === 'Restaurant');
  const aspects = [
    () => r.pick(ROOM_LINES[hotelClass][aspectTone(r, tone)]),
    () => (servesBreakfast ? r.pick(BREAKFAST_LINES[aspectTone(r, tone)]) : r.pick(NO_BREAKFAST_LINES)),
    () => r.pick(LOCATION_LINES[city.scene]),
    () => r.pick(STAFF_LINES[aspectTone(r, tone)]),
  ];
  // Two to four of the aspects, in their usual order (room first, staff last).
  const keep = aspects.filter(() => r.chance(0.75));
  const chosen = keep.length >= 2 ? keep : aspects.slice(0, 2);
  const nights = r.int(2, 6);
  const parts = [r.pick(TRAVELER_INTROS[traveler]), ...chosen.map((line) => line())];
  if (r.chance(0.6)) parts.push(r.pick(CLOSING_LINES[tone]));
  return fill(parts.join(' '), city.name, nights);
}

/** The reviews of one hotel, newest first. */
export function buildHotelReviews(
  seed: number,
  hotel: HotelRow,
  city: Pick<HotelCitySeed, 'name' | 'scene'>,
): HotelReviewRow[] {
  if (hotel.reviewScore === null || hotel.reviewScore === undefined || !hotel.reviewCount) return [];
  const r = createRandom(seed, `${hotel.id}:reviews`);
  const count = Math.min(hotel.reviewCount, r.int(MIN_REVIEWS_PER_HOTEL, MAX_REVIEWS_PER_HOTEL));
  const until = Date.parse(REVIEWS_WRITTEN_UNTIL);
  const ages = Array.from({ length: count }, () => r.int(2, 720)).sort((a, b) => a - b);
  return ages.map((age, index) => {
    const raw = (hotel.reviewScore as number) + (r.next() * 2 - 1) * SCORE_SPREAD;
    const score = Math.round(Math.min(1, Math.max(0.2, raw)) * 10) / 10;
    const tone = toneOf(score);
    const traveler = r.pick(HOTEL_REVIEW_TRAVELER_TYPES);
    const created = until - age * DAY_MS;
    // Guests write within a few weeks of checking out.
    const stayed = new Date(created - r.int(2, 35) * DAY_MS);
    return {
      id: reviewId(hotel.id, index),
      lodgingId: hotel.id,
      authorName: `${r.pick(FIRST_NAMES)} ${r.pick([...INITIALS])}.`,
      stayMonth: isoDay(Date.UTC(stayed.getUTCFullYear(), stayed.getUTCMonth(), 1)),
      travelerType: traveler,
      score,
      title: fill(r.pick(TITLES[tone]), city.name, 1),
      text: reviewText(r, hotel, city, tone, traveler),
      createdDate: isoDay(created),
    };
  });
}
