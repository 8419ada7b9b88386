import type { EarnRates } from '../schema/rewards.ts';

// The demo sign-ins (password `travel-demo`), documented in docs/demo-data.md.
export const DEMO_PASSWORD = 'travel-demo';

export type AccountSeed = {
  ref: string;
  product: string;
  productId: string;
  cardType: string;
  role: 'Primary' | 'AuthorizedUser' | 'AccountManager' | 'NonFinancialUser';
  use?: 'Personal' | 'Business';
  currency: 'Miles' | 'Cash';
  lastFour: string;
  virtualCards?: string[];
  redemptionMin?: number;
  opening: number;
  earn: EarnRates;
  allowRedemption?: boolean | null;
};

export type UserSeed = {
  email: string;
  firstName: string;
  lastName: string;
  tenant?: 'capone' | 'capone-corporate';
  accessStatus?: 'ok' | 'not_beta' | 'denied' | 'onboarding' | 'ack';
  isAgent?: boolean;
  accounts: AccountSeed[];
  travelers: number;
};

const ventureX: EarnRates = {
  homesMultiplier: 10,
  hotelsMultiplier: 10,
  flightsMultiplier: 5,
  carsMultiplier: 10,
};
const venture: EarnRates = {
  homesMultiplier: 5,
  hotelsMultiplier: 5,
  flightsMultiplier: 5,
  carsMultiplier: 5,
};
const quicksilver: EarnRates = {
  homesMultiplier: 5,
  hotelsMultiplier: 5,
  flightsMultiplier: 1.5,
  carsMultiplier: 5,
};
const savor: EarnRates = { homesMultiplier: 8, hotelsMultiplier: 8, flightsMultiplier: 1, carsMultiplier: 8 };
const spark: EarnRates = { homesMultiplier: 5, hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 5 };

// Miles are whole miles; Cash amounts are cents.
export const demoUsers: readonly UserSeed[] = [
  {
    email: 'primary@demo.test',
    firstName: 'Avery',
    lastName: 'Morgan',
    travelers: 3,
    accounts: [
      {
        ref: 'acct-primary-venture-x',
        product: 'Venture X',
        productId: 'VENTUREX',
        cardType: 'Visa Infinite',
        role: 'Primary',
        currency: 'Miles',
        lastFour: '1234',
        opening: 152_340,
        earn: ventureX,
      },
      {
        ref: 'acct-primary-quicksilver',
        product: 'Quicksilver',
        productId: 'QUICKSILVER',
        cardType: 'Mastercard World',
        role: 'Primary',
        currency: 'Cash',
        lastFour: '5678',
        opening: 48_215,
        earn: quicksilver,
      },
      {
        ref: 'acct-primary-ventureone',
        product: 'VentureOne',
        productId: 'VENTUREONE',
        cardType: 'Visa Signature',
        role: 'Primary',
        currency: 'Miles',
        lastFour: '9012',
        opening: 1_200,
        redemptionMin: 5_000,
        earn: venture,
      },
      {
        ref: 'acct-primary-savor',
        product: 'Savor',
        productId: 'SAVOR',
        cardType: 'Mastercard World Elite',
        role: 'Primary',
        currency: 'Cash',
        lastFour: '3456',
        virtualCards: ['7788', '9900'],
        opening: 12_650,
        earn: savor,
      },
    ],
  },
  {
    email: 'authorized@demo.test',
    firstName: 'Blake',
    lastName: 'Rivera',
    travelers: 1,
    accounts: [
      {
        ref: 'acct-authorized-venture',
        product: 'Venture',
        productId: 'VENTURE',
        cardType: 'Visa Signature',
        role: 'AuthorizedUser',
        currency: 'Miles',
        lastFour: '2468',
        opening: 60_000,
        earn: venture,
      },
      {
        ref: 'acct-authorized-quicksilver',
        product: 'Quicksilver',
        productId: 'QUICKSILVER',
        cardType: 'Mastercard World',
        role: 'AuthorizedUser',
        currency: 'Cash',
        lastFour: '1357',
        opening: 9_900,
        earn: quicksilver,
      },
    ],
  },
  {
    email: 'manager@demo.test',
    firstName: 'Casey',
    lastName: 'Nguyen',
    travelers: 1,
    accounts: [
      {
        ref: 'acct-manager-venture-x',
        product: 'Venture X',
        productId: 'VENTUREX',
        cardType: 'Visa Infinite',
        role: 'AccountManager',
        currency: 'Miles',
        lastFour: '8642',
        opening: 75_000,
        earn: ventureX,
      },
    ],
  },
  {
    email: 'nonfinancial@demo.test',
    firstName: 'Drew',
    lastName: 'Patel',
    travelers: 0,
    accounts: [
      {
        ref: 'acct-nonfinancial-savor',
        product: 'Savor',
        productId: 'SAVOR',
        cardType: 'Mastercard World Elite',
        role: 'NonFinancialUser',
        currency: 'Cash',
        lastFour: '7531',
        opening: 4_000,
        earn: savor,
        allowRedemption: false,
      },
    ],
  },
  {
    email: 'corp-admin@demo.test',
    firstName: 'Emerson',
    lastName: 'Clarke',
    tenant: 'capone-corporate',
    travelers: 1,
    accounts: [
      {
        ref: 'acct-biz-acme-spark-miles',
        product: 'Spark Miles',
        productId: 'SPARKMILES',
        cardType: 'Visa Business',
        role: 'Primary',
        use: 'Business',
        currency: 'Miles',
        lastFour: '4040',
        opening: 310_000,
        earn: spark,
      },
      {
        ref: 'acct-biz-harbor-spark-cash',
        product: 'Spark Cash Plus',
        productId: 'SPARKCASHPLUS',
        cardType: 'Mastercard Business',
        role: 'Primary',
        use: 'Business',
        currency: 'Cash',
        lastFour: '5050',
        opening: 125_000,
        earn: { ...spark, homesMultiplier: 2 },
      },
    ],
  },
  {
    email: 'corp-traveler@demo.test',
    firstName: 'Finley',
    lastName: 'Brooks',
    tenant: 'capone-corporate',
    travelers: 1,
    accounts: [
      {
        ref: 'acct-biz-acme-traveler',
        product: 'Spark Miles Select',
        productId: 'SPARKMILESSELECT',
        cardType: 'Visa Business',
        role: 'AuthorizedUser',
        use: 'Business',
        currency: 'Miles',
        lastFour: '6060',
        opening: 20_000,
        earn: { ...spark, homesMultiplier: 3 },
      },
    ],
  },
  {
    email: 'agent@demo.test',
    firstName: 'Gray',
    lastName: 'Support',
    isAgent: true,
    travelers: 1,
    accounts: [
      {
        ref: 'acct-agent-venture',
        product: 'Venture',
        productId: 'VENTURE',
        cardType: 'Visa Signature',
        role: 'Primary',
        currency: 'Miles',
        lastFour: '1111',
        opening: 5_000,
        earn: venture,
      },
    ],
  },
  {
    email: 'notbeta@demo.test',
    firstName: 'Harper',
    lastName: 'Lee',
    accessStatus: 'not_beta',
    travelers: 0,
    accounts: [],
  },
  {
    email: 'denied@demo.test',
    firstName: 'Indy',
    lastName: 'Young',
    accessStatus: 'denied',
    travelers: 0,
    accounts: [],
  },
  {
    email: 'onboarding@demo.test',
    firstName: 'Jules',
    lastName: 'Kim',
    tenant: 'capone-corporate',
    accessStatus: 'onboarding',
    travelers: 0,
    accounts: [],
  },
  {
    email: 'ack@demo.test',
    firstName: 'Kai',
    lastName: 'Lopez',
    accessStatus: 'ack',
    travelers: 0,
    accounts: [],
  },
];
