import { z } from 'zod';
import { Fiat, IsoDate } from './common.ts';
import { HotelMedia } from './hotel-details.ts';
import { LodgingSelection } from './hotels.ts';

// Spec §7 productFeed/recentlySearched and productFeed/recentlyViewed: the signed-in user's latest hotel searches
// and hotel details pages, newest first, for the hotels home to offer again (issue 12).

/** The stay a search or a view was for: dates and who (the hotels search's own fields). */
const RecentStay = z.object({
  fromDate: IsoDate,
  untilDate: IsoDate,
  adultsCount: z.number().int(),
  childrenAges: z.array(z.number().int()),
  roomsCount: z.number().int(),
});

export const RecentHotelSearch = RecentStay.extend({
  lodgingSelection: LodgingSelection,
  /** What the search was for, as shown: the place ('Chicago, IL') or the hotel's name. */
  destination: z.string(),
  /** ISO instant of the latest time it was run. */
  searchedAt: z.string(),
}).meta({ id: 'RecentHotelSearch' });
export type RecentHotelSearch = z.infer<typeof RecentHotelSearch>;

export const RecentlySearchedAnswer = z.object({ searches: z.array(RecentHotelSearch) }).meta({
  id: 'RecentlySearchedAnswer',
  examples: [
    {
      searches: [
        {
          lodgingSelection: { kind: 'Place', searchTerm: 'Chicago, IL' },
          destination: 'Chicago, IL',
          fromDate: '2027-03-05',
          untilDate: '2027-03-09',
          adultsCount: 2,
          childrenAges: [7],
          roomsCount: 1,
          searchedAt: '2027-02-10T18:22:41.000Z',
        },
      ],
    },
  ],
});
export type RecentlySearchedAnswer = z.infer<typeof RecentlySearchedAnswer>;

export const RecentHotelView = RecentStay.extend({
  lodgingId: z.string(),
  name: z.string(),
  /** 'Chicago, IL'. */
  cityName: z.string(),
  photo: HotelMedia.nullable(),
  /** The lowest nightly price (all rooms) the page showed for the stay; null when nothing was available. */
  priceSeen: Fiat.nullable(),
  /** ISO instant of the latest view. */
  viewedAt: z.string(),
}).meta({ id: 'RecentHotelView' });
export type RecentHotelView = z.infer<typeof RecentHotelView>;

export const RecentlyViewedAnswer = z.object({ hotels: z.array(RecentHotelView) }).meta({
  id: 'RecentlyViewedAnswer',
  examples: [
    {
      hotels: [
        {
          lodgingId: 'htl_chi_0003',
          name: 'The Drake Chicago',
          cityName: 'Chicago, IL',
          photo: { url: '/media/hotels/htl_chi_0003-1.jpg', alt: 'The Drake Chicago lobby' },
          priceSeen: { value: 289, currencyCode: 'USD', currencySymbol: '$' },
          fromDate: '2027-03-05',
          untilDate: '2027-03-09',
          adultsCount: 2,
          childrenAges: [],
          roomsCount: 1,
          viewedAt: '2027-02-10T18:25:03.000Z',
        },
      ],
    },
  ],
});
export type RecentlyViewedAnswer = z.infer<typeof RecentlyViewedAnswer>;
