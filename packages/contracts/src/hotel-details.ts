import { z } from 'zod';
import { BED_TYPES, POLICY_SCENARIOS } from '@portal/domain/hotels/enums';
import { FEE_KINDS } from '@portal/domain/pricing';
import { Fiat, IsoDate, Price } from './common.ts';
import { PolicyEvaluation } from './policy.ts';
import { HOTEL_SHOP_ANSWER_EXAMPLE } from './hotel-examples.ts';
import {
  Coordinates,
  GuestRating,
  HotelAddress,
  HotelCollection,
  HotelStayRequest,
  HotelStayViolation,
  MealPlan,
  PaymentTiming,
  RefundPolicy,
  StarRating,
} from './hotels.ts';

// The hotel details page (spec §2 premium stays shop-details path): POST /api/v0/hotels/shop.

export const HotelShopRequest = HotelStayRequest.extend({
  lodgingId: z.string().trim().min(1, 'Shop Request Id must be present').max(64),
}).meta({
  id: 'HotelShopRequest',
  examples: [
    {
      lodgingId: 'htl_chi_0003',
      fromDate: '2027-03-05',
      untilDate: '2027-03-09',
      adultsCount: 2,
      childrenAges: [],
      roomsCount: 1,
    },
  ],
});
export type HotelShopRequest = z.infer<typeof HotelShopRequest>;

export const FeeLine = z.object({ kind: z.enum(FEE_KINDS), amount: Fiat });

/** Spec §3 "nightly discount-aware prices": one entry per night, every room. */
export const NightPrice = z.object({
  date: IsoDate,
  price: Fiat,
  beforeDiscount: Fiat,
  complimentary: z.boolean(),
});

/** Spec §3 "Hotel room product": one rate of one room type, priced for the stay and rooms asked. */
export const HotelRoomProduct = z
  .object({
    rateId: z.string(),
    roomId: z.string(),
    name: z.string(),
    sellRate: Price,
    total: Price,
    tripTotal: Price,
    perNightSellRate: Price,
    perNightBeforeDiscount: Price,
    nightly: z.array(NightPrice),
    tripTotalExcludingTaxes: Price,
    complimentaryNightDiscount: Fiat,
    taxes: z.array(FeeLine),
    fees: z.array(FeeLine),
    /** Fees paid at the desk whatever the payment timing (a resort fee). */
    dueAtProperty: z.array(FeeLine),
    /** Charged when booking (nothing for PayLater: the card guarantees the room). */
    payNow: Fiat,
    payAtHotel: Fiat,
    paymentTiming: PaymentTiming,
    mealPlan: MealPlan,
    refundPolicy: RefundPolicy,
    cancellationPolicy: z.object({
      refundPolicy: RefundPolicy,
      /** ISO instant the better terms end (exclusive); null without a deadline. */
      deadline: z.string().nullable(),
      freeCancellation: z.boolean(),
      description: z.string(),
    }),
    /** Spec §3 priceFreezeOffer: no hotel price freeze is offered yet. */
    priceFreezeOffer: z.null(),
    /**
     * Spec §4: the base product is the default (true); its refundable variant, listed right after it with the
     * same rateId, is not. The variant's prices above include its premium. Absent means a base product.
     */
    isDefault: z.boolean().optional(),
    // Spec §3 "A refundable variant also carries": present on a refundable variant only.
    /** Cancel for any reason for the whole stay and every room. */
    premiumPrices: Price.optional(),
    /** Spec §9: the per-stay premium divided by nights, rounded up to whole dollars. */
    premiumPricesPerNight: Price.optional(),
    /** The cancel-for-any-reason partner's quote; with rateId and `refundable: true` it names the variant. */
    quoteId: z.string().optional(),
    /** Share of the amount paid (premium aside) refunded on cancelling before check-in time, whole percent. */
    coveragePercentage: z.number().int().optional(),
    /** coveragePercentage of what the room costs now: the refund the cover gives. */
    coverageAmount: Fiat.optional(),
    /** 'Cancel for any reason until check-in and get 80% back ($591.36) for $15 per night.' */
    pricingDescription: z.string().optional(),
    additionalInfo: z.object({ shouldRefundCfarPremium: z.boolean() }).optional(),
    /** The rate against the traveler's policy (spec §5); absent without a restrictive corporate tier. */
    policy: PolicyEvaluation.optional(),
  })
  .meta({ id: 'HotelRoomProduct' });
export type HotelRoomProduct = z.infer<typeof HotelRoomProduct>;

export const HotelMedia = z.object({ url: z.string(), alt: z.string() });

export const HotelRoom = z
  .object({
    roomId: z.string(),
    name: z.string(),
    beds: z.array(z.object({ type: z.enum(BED_TYPES), count: z.number().int() })),
    sizeSquareMeters: z.number().nullable(),
    maxOccupancy: z.number().int(),
    amenities: z.array(z.string()),
    media: z.array(HotelMedia),
    /** Rooms of this type free on every night of the stay (capped for display); 0 = sold out. */
    roomsLeft: z.number().int(),
    /** Whether it can take the stay: enough rooms every night, and room for the guests. */
    available: z.boolean(),
    unavailableReason: z.enum(['SoldOut', 'Occupancy', 'NoRate']).nullable(),
    /**
     * Side by side, cheapest first; empty when the room is unavailable. A refundable variant (spec §4) follows
     * its base product when a cancel-for-any-reason quote is eligible and the user's experiment adds it.
     */
    rates: z.array(HotelRoomProduct),
    /**
     * Spec §4: TwoHotelOptionsOneNonRefOnePartiallyRef when the room has both a premium-refunding and a
     * non-premium-refunding covered rate and the feature is on; otherwise Other.
     */
    policyScenario: z.enum(POLICY_SCENARIOS).optional(),
  })
  .meta({ id: 'HotelRoom' });
export type HotelRoom = z.infer<typeof HotelRoom>;

export const HotelReview = z.object({
  overallScore: z.number().min(0).max(1),
  label: z.string(),
  submittedDate: IsoDate,
  comments: z.string(),
  authorName: z.string(),
  verificationSource: z.object({ text: z.string() }),
});

export const HotelDetails = z
  .object({
    lodgingId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    starRating: StarRating,
    userRating: GuestRating.nullable(),
    collection: HotelCollection,
    chainName: z.string().nullable(),
    brand: z.string().nullable(),
    loyaltyProgramCode: z.string().nullable(),
    location: z.object({ address: HotelAddress, coordinates: Coordinates, timeZone: z.string() }),
    media: z.array(HotelMedia),
    amenities: z.array(z.string()),
    policies: z.object({
      /** Hotel local time, 'HH:mm'; the page shows h:mm A (spec §9). */
      checkInTime: z.string(),
      checkOutTime: z.string(),
      petFriendly: z.boolean(),
      petsPolicy: z.string().nullable(),
    }),
    reviews: z.object({ rating: GuestRating.nullable(), items: z.array(HotelReview) }),
    /** Premier and Lifestyle collection perks as the hotel words them ('Daily breakfast for two'); else empty. */
    perks: z.array(z.string()),
    complimentaryNight: z.object({
      /** A select hotel of spec §9's offer. */
      offered: z.boolean(),
      /** The stay asked is long enough (4 nights or more). */
      applies: z.boolean(),
      freeNights: z.number().int(),
      termsPath: z.string(),
    }),
  })
  .meta({ id: 'HotelDetails' });
export type HotelDetails = z.infer<typeof HotelDetails>;

export const HotelShopAnswer = z
  .object({
    lodging: HotelDetails,
    stay: z.object({
      fromDate: IsoDate,
      untilDate: IsoDate,
      nights: z.number().int(),
      roomsCount: z.number(),
    }),
    availability: z.object({
      result: z.enum(['Available', 'Unavailable']),
      /** Spec §8 stay violations with their messages; empty when none. */
      violations: z.array(
        z.object({
          violation: HotelStayViolation,
          title: z.string(),
          subtitle: z.string().nullable(),
          prompt: z.enum(['guests', 'dates']),
        }),
      ),
    }),
    rooms: z.array(HotelRoom),
  })
  .meta({ id: 'HotelShopAnswer', examples: [HOTEL_SHOP_ANSWER_EXAMPLE] });
export type HotelShopAnswer = z.infer<typeof HotelShopAnswer>;
