import { describe, expect, it } from 'vitest';
import { RecentlySearchedAnswer, RecentlyViewedAnswer } from './product-feed.ts';

describe('productFeed contracts (spec §7)', () => {
  it.each([
    ['RecentlySearchedAnswer', RecentlySearchedAnswer],
    ['RecentlyViewedAnswer', RecentlyViewedAnswer],
  ] as const)('%s has an example for the OpenAPI document, and it is a valid answer', (_name, schema) => {
    const examples = (schema.meta()?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.parse(example)).toEqual(example);
  });

  it('refuses a search without its target or a view with a malformed date', () => {
    expect(
      RecentlySearchedAnswer.safeParse({
        searches: [
          {
            destination: 'Chicago, IL',
            fromDate: '2027-03-05',
            untilDate: '2027-03-09',
            adultsCount: 2,
            childrenAges: [],
            roomsCount: 1,
            searchedAt: '2027-02-10T18:22:41.000Z',
          },
        ],
      }).success,
    ).toBe(false);
    const [view] = (RecentlyViewedAnswer.meta()?.examples as { hotels: object[] }[])[0]!.hotels;
    expect(RecentlyViewedAnswer.safeParse({ hotels: [{ ...view, fromDate: '03/05/2027' }] }).success).toBe(
      false,
    );
  });
});
