import { z } from 'zod';
import { BOOKING_FOR_MODES } from '@portal/domain/corporate';

export const Tenant = z.enum(['capone', 'capone-corporate']);
export type Tenant = z.infer<typeof Tenant>;

export const SignInRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  /** The agent portal's own sign-in: only an agent account may sign in with it (403 40312 otherwise). */
  asAgent: z.boolean().optional(),
  /** Agents only: the code then opens a delegated session for this customer (spec §6 agent portal). */
  customerEmail: z.string().trim().toLowerCase().email().max(254).optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;
export const SignInAnswer = z.object({ code: z.string() });

export const LoginCodeRequest = z.object({ code: z.string().min(1).max(200) });

/** A refused login: 40106 also carries a one-time code for POST auth/acknowledgement. */
export const LoginRefusal = z.object({
  code: z.number().int(),
  message: z.string(),
  acknowledgementCode: z.string().optional(),
  /** With 40105: the one-time code the onboarding page sends back with the business's booking-for mode. */
  onboardingCode: z.string().optional(),
});

/** POST auth/onboarding: a 40105 admin sets up their business (spec §6 booking-for mode) and is signed in. */
export const OnboardingSignInRequest = z
  .object({ code: z.string().min(1).max(200), bookingForMode: z.enum(BOOKING_FOR_MODES) })
  .meta({
    id: 'OnboardingSignInRequest',
    examples: [{ code: 'one-time-code', bookingForMode: 'BookForMyselfAndOthers' }],
  });

export const AcknowledgementRequest = z.object({
  code: z.string().min(1).max(200),
  accepted: z.literal(true),
});

export const Permissions = z.object({
  canViewAdmin: z.boolean(),
  canViewUsers: z.boolean(),
});

export const LoginCodeAnswer = z.object({
  token: z.string(),
  csrfToken: z.string(),
  sessionExpiration: z.string(),
  permissions: Permissions,
  /** A delegated session only: the agent's user id, to send in the H-Agent-Id header of every call. */
  agentId: z.string().optional(),
});
export type LoginCodeAnswer = z.infer<typeof LoginCodeAnswer>;

export const PolicyTier = z
  .object({
    id: z.string(),
    name: z.string(),
    settings: z.object({ isApprovalRequired: z.boolean() }),
    hotels: z.object({
      policies: z.array(
        z.object({ allowedStarRatings: z.array(z.string()), maxPricePerNight: z.number().nullable() }),
      ),
    }),
    cars: z.object({ policies: z.array(z.object({ maxPricePerDay: z.number().nullable() })) }),
    flights: z.object({
      enableLongFlights: z.boolean(),
      minHoursForLongFlight: z.number(),
      policies: z.array(
        z.object({
          duration: z.enum(['Short', 'Long']),
          maxPriceForOneWay: z.number().nullable(),
          maxPriceForRoundTrip: z.number().nullable(),
          allowedFareClasses: z.array(z.string()),
        }),
      ),
    }),
  })
  .meta({ id: 'PolicyTier' });
export type PolicyTier = z.infer<typeof PolicyTier>;

export const Business = z.object({
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.string(),
});

/** spec §3 "corporateInfo"; null for consumer users. */
export const CorporateInfo = z
  .object({
    permissions: Permissions,
    businessIsLive: z.boolean(),
    role: z.array(z.string()),
    policyTier: PolicyTier.nullable(),
    businessId: z.string(),
    businessName: z.string(),
    accountReferenceId: z.string(),
    businesses: z.array(Business),
    businessLoyaltyPrograms: z.record(z.string(), z.string()),
    defaultTravelerId: z.string().nullable(),
    hiddenTravelerIds: z.array(z.string()),
    hasSeenModalMap: z.record(z.string(), z.boolean()),
    cap1Role: z.string().nullable(),
  })
  .meta({ id: 'CorporateInfo' });
export type CorporateInfo = z.infer<typeof CorporateInfo>;

/** spec §3 "Session info". */
export const SessionInfo = z
  .object({
    userInfo: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    isFirstSession: z.boolean(),
    csrfToken: z.string(),
    sessionExpiration: z.string(),
    isDelegatedSession: z.boolean(),
    /** A delegated session only: the agent acting for this customer (the banner names them). */
    agent: z
      .object({ userId: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable()
      .optional(),
    userId: z.string(),
    logo: z.string().nullable(),
    tenant: Tenant,
    corporateInfo: CorporateInfo.nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const UserProfile = z.object({
  userId: z.string(),
  userInfo: SessionInfo.shape.userInfo,
  corporateInfo: CorporateInfo.nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const CustomerDetails = z.object({ phoneNumber: z.string().nullable() });

export const Experiment = z.object({ id: z.string(), variant: z.string(), data: z.unknown().optional() });
export type Experiment = z.infer<typeof Experiment>;
export const ExperimentsAnswer = z.object({
  experiments: z.array(Experiment),
  trackingProperties: z.record(z.string(), z.unknown()),
});
export type ExperimentsAnswer = z.infer<typeof ExperimentsAnswer>;

/** Tracking properties are stored as sent, so their serialised size is capped. */
export const TRACKING_PROPERTIES_MAX_CHARS = 16_384;

export const TrackingEventRequest = z.object({
  eventName: z.string().min(1).max(200),
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= TRACKING_PROPERTIES_MAX_CHARS, {
      message: `Properties may not exceed ${TRACKING_PROPERTIES_MAX_CHARS} characters of JSON`,
    }),
});
export type TrackingEventRequest = z.infer<typeof TrackingEventRequest>;

/** Experiment ids of spec §9, by name. */
export const ExperimentId = {
  StaysBooking: 'stays-booking',
  WalletCredits: 'wallet-credits',
  OfferStacking: 'offer-stacking',
  PricingUpdate: 'pricing-update',
  Trees: 'trees',
  TravelWalletOffers: 'travel-wallet-offers',
  CreditTransactionHistory: 'credit-transaction-history',
  AnnualTravelCredits: 'annual-travel-credits',
  TravelSale: 'travel-sale',
  VirtualCardNumbers: 'virtual-card-numbers',
  CorporateHideTravelWalletOffers: 'corporate-hide-travel-wallet-offers',
  ModuleAvailability: 'module-availability',
  CoverReviews: 'cover-reviews',
  CategorizedGallery: 'categorized-gallery',
  Maintenance: 'maintenance',
  /**
   * Spec §4 hotel refundable-room variants: 'control' adds none, 'available' adds them by the older model, 'v1'
   * by the newer model (V1).
   */
  HotelRefundableRooms: 'hotel-refundable-rooms',
  /** Spec §4: the feature that lets the TwoHotelOptionsOneNonRefOnePartiallyRef policy scenario apply. */
  HotelCfarPolicyScenario: 'hotel-cfar-policy-scenario',
} as const;

/** The maintenance experiment's variant is a JSON string carrying variantName and data. */
export const MaintenanceVariant = z.object({
  variantName: z.enum(['off', 'always', 'timed']),
  data: z
    .object({
      startsAt: z.string().optional(),
      endsAt: z.string().optional(),
      message: z.string().optional(),
    })
    .optional(),
});
export type MaintenanceVariant = z.infer<typeof MaintenanceVariant>;

/** GET /portal/config: what a client needs before anyone signs in (tenant by host name). */
export const PortalConfig = z
  .object({
    tenant: Tenant,
    supportPhone: z.string(),
    rewardsSupported: z.boolean(),
    paymentStepName: z.string(),
    defaultAdults: z.number().int(),
    agentFee: z.number(),
    environment: z.enum(['production', 'development', 'test']),
    /**
     * A map tile server (PORTAL_MAP_TILES_URL): a Leaflet URL template and the attribution its data requires.
     * Null: the maps draw the portal's own offline basemap.
     */
    mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  })
  .meta({ id: 'PortalConfig' });
export type PortalConfig = z.infer<typeof PortalConfig>;

/**
 * POST /api/v0/user/password: the signed-in person changes their own password (issuer sign-in). Refused in a
 * delegated session (403 40315): an agent may not change the customer's password (spec §6).
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: z.string().min(1).max(200),
  })
  .meta({
    id: 'ChangePasswordRequest',
    examples: [{ currentPassword: 'travel-demo', newPassword: 'a-longer-travel-password' }],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
