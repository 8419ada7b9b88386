/**
 * Guest reviews for the hotel test factory: eight reviews of one hotel, dated one month apart from
 * `newest` backwards, with scores across the spec §9 labels, so a test can check the order, the page size and
 * each label. The scores average the factory's 0.86 review score.
 */
import type { DbOrTx } from '../client.ts';
import { hotelReviews, type HotelReviewTravelerType } from '../schema/hotel-reviews.ts';

type ReviewSeed = [
  author: string,
  traveler: HotelReviewTravelerType,
  score: number,
  title: string,
  text: string,
];

// prettier-ignore
const REVIEWS: readonly ReviewSeed[] = [
  ['Maria G.', 'Couple', 1, 'Perfect beach stay', 'Ocean-view room, spotless and quiet. Breakfast on the terrace was lovely and the staff remembered our names.'],
  ['James T.', 'Business', 0.8, 'Good base for work', 'Comfortable room with a proper desk. Breakfast was busy but fine; the beach is right across the road.'],
  ['Aiko S.', 'Solo', 0.9, 'Friendly and clean', 'Small but clean room, very helpful front desk staff and an easy walk to the restaurants.'],
  ['Daniel K.', 'Family', 0.7, 'Fine, a bit noisy', 'The room was clean but we heard the hallway at night. Great location and pool; breakfast was average.'],
  ['Sofia R.', 'Friends', 1, 'Would stay again', 'Fantastic staff, great cocktails at the bar and a big, bright room. Location could not be better.'],
  ['Omar B.', 'Couple', 0.8, 'Lovely hotel', 'Nice room and good breakfast. Check-in took a while but the staff were kind.'],
  ['Emily P.', 'Family', 0.9, 'Great for kids', 'Spacious room with two queens, good breakfast choice and the beach steps away.'],
  ['Lucas M.', 'Business', 0.8, 'Reliable', 'Quiet room, fast Wi-Fi, friendly staff. Breakfast was good value.'],
];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Adds the eight test reviews to `lodgingId`, the newest dated `newest` ('YYYY-MM-DD'). */
export async function createHotelReviews(db: DbOrTx, lodgingId: string, newest: string): Promise<void> {
  const start = Date.parse(newest);
  await db.insert(hotelReviews).values(
    REVIEWS.map(([authorName, travelerType, score, title, text], i) => {
      const created = start - i * 30 * DAY_MS;
      const stayed = new Date(created - 10 * DAY_MS);
      return {
        lodgingId,
        authorName,
        travelerType,
        score,
        title,
        text,
        createdDate: isoDay(created),
        stayMonth: isoDay(Date.UTC(stayed.getUTCFullYear(), stayed.getUTCMonth(), 1)),
      };
    }),
  );
}
