import { z } from 'zod';
import { MAX_ROOMS } from '@portal/domain/occupancy';
import { Fiat, IsoDate, Price, Rewards } from './common.ts';
import { HotelRoomProduct } from './hotel-details.ts';
import { HotelCollection, StarRating } from './hotels.ts';

// The hotel line's checkout (api.md "Every product line"): the quote request of purchase/quote/schedule
// `{type: 'Hotels', value}` and its price quote. Names follow spec §3 "Hotel room product" and the shop's query
// parameters (lodgingId, roomsCount, adultsCount); the reservation is in purchase.ts beside the homes one.

const MAX_USD = 10_000_000;

/** The room and rate chosen on the details page, for the stay and guests it was priced for. */
export const HotelsQuoteRequest = z
  .object({
    lodgingId: z.string().trim().min(1).max(64),
    /** The room type (HotelRoom.roomId). */
    roomId: z.string().trim().min(1).max(100),
    /** The rate plan (HotelRoomProduct.rateId). */
    rateId: z.string().trim().min(1).max(100),
    stayDates: z.object({ from: IsoDate, until: IsoDate }),
    roomsCount: z.number().int().min(1).max(MAX_ROOMS),
    adultsCount: z.number().int().min(1).max(40),
    childrenAges: z.array(z.number().int().min(0).max(17)).max(40).default([]),
    /** The total the page showed (tripTotal); the server prices the stay itself and reports any difference. */
    seenPrice: Fiat.extend({ value: z.number().min(0).max(MAX_USD) }),
    /** The primary guest's number in the hotel's loyalty program (spec §3 hotelLoyalty), if any. */
    loyaltyNumber: z.string().trim().max(40).optional(),
    /** Passed to the hotel; honoured at its discretion. */
    specialRequests: z.string().trim().max(500).optional(),
    /**
     * The rate's refundable variant (spec §4): the rate bought with cancel for any reason, whose premium is part
     * of the quote. The quote asks the partner again; a rate it no longer covers answers an error.
     */
    refundable: z.boolean().optional(),
  })
  .meta({
    id: 'HotelsQuoteRequest',
    examples: [
      {
        lodgingId: 'htl_chi_0003',
        roomId: 'htl_chi_0003_king',
        rateId: 'htl_chi_0003_king_flex',
        stayDates: { from: '2027-03-05', until: '2027-03-09' },
        roomsCount: 1,
        adultsCount: 2,
        childrenAges: [],
        seenPrice: { value: 812.6, currencyCode: 'USD', currencySymbol: '$' },
        loyaltyNumber: '123456789',
        specialRequests: 'High floor, away from the elevator',
      },
    ],
  });
export type HotelsQuoteRequest = z.infer<typeof HotelsQuoteRequest>;

/** The hotel as checkout and the reservation show it. */
export const BookedLodging = z.object({
  lodgingId: z.string(),
  name: z.string(),
  starRating: StarRating,
  collection: HotelCollection,
  chainName: z.string().nullable(),
  loyaltyProgramCode: z.string().nullable(),
  address: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  timeZone: z.string(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable(),
});
export type BookedLodging = z.infer<typeof BookedLodging>;

/**
 * The supplier's live price of the chosen rate (purchase/quote/poll `{type: 'Hotels', value}`). `rate` is the room
 * product repriced with the live nightly rates; `dueNow` is what the booking charges (nothing for a PayLater rate,
 * whose card only guarantees the room) and `dueAtHotel` what the guest pays at the desk.
 */
export const HotelsPriceQuote = z
  .object({
    orderedProductId: z.string(),
    paymentSessionToken: z.string(),
    lodging: BookedLodging,
    roomName: z.string(),
    rate: HotelRoomProduct,
    stay: z.object({
      fromDate: IsoDate,
      untilDate: IsoDate,
      nights: z.number().int(),
      roomsCount: z.number(),
    }),
    /** Spec §9: 10 in an agent (delegated) session, else 0; charged now with the booking. */
    agentFee: Fiat,
    summary: z.array(
      z.object({
        type: z.enum(['total', 'due-today', 'due-at-hotel']),
        value: Fiat,
        rewardsValue: z.record(z.string(), Rewards).optional(),
      }),
    ),
    /** Everything the stay costs, at the hotel included (spec §3 tripTotal), plus the agent fee. */
    tripTotal: Price,
    dueNow: Price,
    dueAtHotel: Fiat,
    /**
     * What fulfil/schedule takes for `dueNow`. A PayLater rate needs a card even when nothing is due now: it
     * guarantees the room (a UserCard payment of 0, checked with a $0 verification). Rewards, travel wallet offers
     * and travel credit apply only to an amount due now.
     */
    paymentOptions: z.object({
      cardRequired: z.boolean(),
      rewards: z.boolean(),
      travelWalletOffer: z.boolean(),
      travelWalletCredit: z.boolean(),
    }),
    earnValuesByRewardAcctId: z.record(z.string(), z.number()),
    /** Live trip total minus seenPrice, when at least 1 currency unit (spec §4, §9). */
    priceChange: z.object({ direction: z.enum(['increase', 'decrease']), amount: Fiat }).nullable(),
    nights: z.number().int(),
    expiresAt: z.string(),
  })
  .meta({ id: 'HotelsPriceQuote' });
export type HotelsPriceQuote = z.infer<typeof HotelsPriceQuote>;
