// The trips of Acme Outdoor Co.'s staff over the last year (issue 15 Reports): who went, when, where to, how
// long and at what nightly price, and, for the hotel stays over the Standard travel policy's $300 nightly cap,
// the reason the traveler gave. Relative to the seed's `today`; company-trips.ts turns them into rows.

/** The business these trips are booked for (people-extras.ts). */
export const ACME_NAME = 'Acme Outdoor Co.';

export const ACME_TRAVELERS = {
  priya: 'priya.raman@acme-outdoor.test',
  marcus: 'marcus.holloway@acme-outdoor.test',
  elena: 'elena.vasquez@acme-outdoor.test',
  tomas: 'tomas.okafor@acme-outdoor.test',
} as const;
export type AcmeTraveler = keyof typeof ACME_TRAVELERS;

/** Contact phones for duty of care: an admin calls the traveler who is away. */
export const ACME_PHONES: Record<AcmeTraveler, string> = {
  priya: '+12065550142',
  marcus: '+13035550187',
  elena: '+15125550119',
  tomas: '+16175550163',
};

/** The Standard travel policy's hotel cap (people-extras.ts), in cents a night. */
export const ACME_NIGHTLY_CAP_MINOR = 30_000;

export type CompanyTrip = {
  who: AcmeTraveler;
  line: 'Homes' | 'Hotels';
  /** Booked this many days before today; the stay starts `leadDays` later. */
  bookedDaysAgo: number;
  leadDays: number;
  nights: number;
  nightlyUsd: number;
  /** Over the cap: the traveler's corporateOutOfPolicyReason. */
  reason?: string;
};

const R = {
  sold: 'Conference hotel block sold out; nearest in-policy hotel was 40 minutes away',
  client: 'Client asked us to stay at their venue for the workshop',
  late: 'Booked late after the meeting moved; only pricier rooms left',
  safety: 'In-policy options were in an area our security team advised against',
};

export const COMPANY_TRIPS: CompanyTrip[] = [
  { who: 'priya', line: 'Hotels', bookedDaysAgo: 350, leadDays: 12, nights: 3, nightlyUsd: 245 },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 338, leadDays: 9, nights: 2, nightlyUsd: 212 },
  { who: 'marcus', line: 'Homes', bookedDaysAgo: 325, leadDays: 20, nights: 4, nightlyUsd: 190 },
  {
    who: 'elena',
    line: 'Hotels',
    bookedDaysAgo: 310,
    leadDays: 6,
    nights: 2,
    nightlyUsd: 335,
    reason: R.client,
  },
  { who: 'priya', line: 'Hotels', bookedDaysAgo: 296, leadDays: 14, nights: 2, nightlyUsd: 268 },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 281, leadDays: 7, nights: 3, nightlyUsd: 229 },
  { who: 'marcus', line: 'Hotels', bookedDaysAgo: 270, leadDays: 10, nights: 2, nightlyUsd: 259 },
  { who: 'elena', line: 'Homes', bookedDaysAgo: 262, leadDays: 30, nights: 5, nightlyUsd: 240 },
  {
    who: 'priya',
    line: 'Hotels',
    bookedDaysAgo: 248,
    leadDays: 4,
    nights: 2,
    nightlyUsd: 365,
    reason: R.late,
  },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 236, leadDays: 15, nights: 3, nightlyUsd: 198 },
  { who: 'marcus', line: 'Hotels', bookedDaysAgo: 221, leadDays: 8, nights: 2, nightlyUsd: 276 },
  { who: 'priya', line: 'Homes', bookedDaysAgo: 205, leadDays: 25, nights: 3, nightlyUsd: 210 },
  { who: 'elena', line: 'Hotels', bookedDaysAgo: 192, leadDays: 11, nights: 3, nightlyUsd: 289 },
  {
    who: 'tomas',
    line: 'Hotels',
    bookedDaysAgo: 180,
    leadDays: 5,
    nights: 2,
    nightlyUsd: 342,
    reason: R.sold,
  },
  { who: 'priya', line: 'Hotels', bookedDaysAgo: 166, leadDays: 9, nights: 4, nightlyUsd: 231 },
  { who: 'marcus', line: 'Homes', bookedDaysAgo: 151, leadDays: 21, nights: 4, nightlyUsd: 175 },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 139, leadDays: 12, nights: 2, nightlyUsd: 254 },
  { who: 'elena', line: 'Hotels', bookedDaysAgo: 124, leadDays: 7, nights: 2, nightlyUsd: 298 },
  {
    who: 'priya',
    line: 'Hotels',
    bookedDaysAgo: 110,
    leadDays: 6,
    nights: 3,
    nightlyUsd: 389,
    reason: R.sold,
  },
  { who: 'marcus', line: 'Hotels', bookedDaysAgo: 97, leadDays: 14, nights: 2, nightlyUsd: 241 },
  { who: 'tomas', line: 'Homes', bookedDaysAgo: 84, leadDays: 28, nights: 3, nightlyUsd: 205 },
  { who: 'elena', line: 'Hotels', bookedDaysAgo: 71, leadDays: 10, nights: 3, nightlyUsd: 262 },
  {
    who: 'priya',
    line: 'Hotels',
    bookedDaysAgo: 58,
    leadDays: 5,
    nights: 2,
    nightlyUsd: 318,
    reason: R.client,
  },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 44, leadDays: 9, nights: 3, nightlyUsd: 219 },
  {
    who: 'marcus',
    line: 'Hotels',
    bookedDaysAgo: 31,
    leadDays: 8,
    nights: 2,
    nightlyUsd: 355,
    reason: R.safety,
  },
  { who: 'elena', line: 'Hotels', bookedDaysAgo: 19, leadDays: 12, nights: 2, nightlyUsd: 247 },
  { who: 'tomas', line: 'Hotels', bookedDaysAgo: 9, leadDays: 16, nights: 3, nightlyUsd: 236 },
  // Away right now (duty of care): their stays include today.
  { who: 'priya', line: 'Homes', bookedDaysAgo: 16, leadDays: 14, nights: 5, nightlyUsd: 225 },
  { who: 'marcus', line: 'Homes', bookedDaysAgo: 12, leadDays: 11, nights: 3, nightlyUsd: 185 },
];

/** Markets the home stays go to, round-robin (markets-data.ts ids); the away-now stays land far apart. */
export const HOME_MARKETS = [
  'mkt-seattle-wa',
  'mkt-chicago-il',
  'mkt-denver-co',
  'mkt-austin-tx',
  'mkt-san-diego-ca',
];
