import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '@portal/db/factories/hotels';
import { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { reviewLabel } from '@portal/domain/reviews';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// The hotel details answer carries the hotel's guest reviews (hotel_reviews): the newest page of them with the
// spec §9 label of each score. The factory gives its Miami hotel eight reviews and the other two none.

const TODAY = '2025-06-02';
let t: TestApp;
let session: SignedIn;
let f: HotelFixture;

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z` });
  f = await createHotelFixture(t.db, { from: TODAY, nights: 20 });
  session = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const shop = async (lodgingId: string) => {
  const res = await t.request('POST', '/api/v0/hotels/shop', {
    session,
    body: {
      lodgingId,
      fromDate: '2025-06-10',
      untilDate: '2025-06-12',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
    },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return HotelShopAnswer.parse(res.json());
};

describe('POST /hotels/shop: guest reviews', () => {
  it('answers the newest six of eight reviews, newest first, each with its spec §9 label', async () => {
    const { lodging } = await shop(f.hotels.miami);
    const items = lodging.reviews.items;
    expect(items).toHaveLength(6);
    expect(items[0]).toEqual({
      overallScore: 1,
      label: 'Exceptional',
      submittedDate: '2025-06-01',
      comments:
        'Perfect beach stay. Ocean-view room, spotless and quiet. Breakfast on the terrace was lovely and the staff remembered our names.',
      authorName: 'Maria G.',
      verificationSource: { text: 'Verified guest · Couple · stayed May 2025' },
    });
    const dates = items.map((r) => r.submittedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // 2025-06-01 back by 30 days: the sixth is 150 days before the first; the two oldest are not on this page.
    expect(dates.at(-1)).toBe('2025-01-02');
    for (const r of items) expect(r.label).toBe(reviewLabel(r.overallScore));
    // 70 is not above 70: Fair; 80 is not above 80: Pleasant (spec §9 thresholds are strict).
    expect(items.map((r) => r.label)).toEqual([
      'Exceptional',
      'Pleasant',
      'Very Good',
      'Fair',
      'Exceptional',
      'Pleasant',
    ]);
    expect(lodging.reviews.rating).toMatchObject({ overallScore: 0.86, reviewCount: 420 });
  });

  it('answers no review items for a hotel without reviews, keeping its rating', async () => {
    const { lodging } = await shop(f.hotels.premier);
    expect(lodging.reviews.items).toEqual([]);
    expect(lodging.reviews.rating).toMatchObject({ overallScore: 0.94, label: 'Excellent' });
  });
});
