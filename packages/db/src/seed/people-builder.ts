import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import type { paymentMethods } from '../schema/payments.ts';
import type { CardBrand } from '../schema/payments.ts';
import type { rewardsAccounts, rewardsLedger } from '../schema/rewards.ts';
import type { travelers } from '../schema/travelers.ts';
import type { businesses, corporateMemberships, policyTiers, users } from '../schema/users.ts';
import type { walletLedger, walletOffers } from '../schema/wallet.ts';
import { demoUsers } from './demo-accounts.ts';
import { addCorporate, addWallet } from './people-extras.ts';
import { addOnboardingBusiness } from './onboarding-business.ts';
import { addCompanyStaff } from './company-staff.ts';
import type { memberDetails } from '../schema/member-details.ts';

export type PeopleRows = {
  users: (typeof users.$inferInsert)[];
  rewardsAccounts: (typeof rewardsAccounts.$inferInsert)[];
  rewardsLedger: (typeof rewardsLedger.$inferInsert)[];
  businesses: (typeof businesses.$inferInsert)[];
  policyTiers: (typeof policyTiers.$inferInsert)[];
  corporateMemberships: (typeof corporateMemberships.$inferInsert)[];
  travelers: (typeof travelers.$inferInsert)[];
  paymentMethods: (typeof paymentMethods.$inferInsert)[];
  walletOffers: (typeof walletOffers.$inferInsert)[];
  walletLedger: (typeof walletLedger.$inferInsert)[];
  memberDetails: (typeof memberDetails.$inferInsert)[];
};

const at = (today: string, daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T15:00:00Z`);

function brandOf(cardType: string): CardBrand {
  return cardType.startsWith('Visa') ? 'visa' : 'master';
}

// Area codes of the demo markets' regions; with 555-01xx (the numbers set aside for fiction) every demo phone
// number is a valid US number that reaches no one.
const AREA_CODES = ['212', '415', '617', '828', '303', '206', '312', '404', '512', '702'] as const;

/** Ten random digits as a valid fictional US number: the same digits always give the same number. */
export function demoPhone(digits: string): string {
  const area = AREA_CODES[Number(digits.slice(0, 2)) % AREA_CODES.length] ?? '212';
  return `+1${area}55501${digits.slice(-2)}`;
}

export function buildPeople(f: Faker, passwordHash: string, today: string): PeopleRows {
  const rows: PeopleRows = {
    users: [],
    rewardsAccounts: [],
    rewardsLedger: [],
    businesses: [],
    policyTiers: [],
    corporateMemberships: [],
    travelers: [],
    paymentMethods: [],
    walletOffers: [],
    walletLedger: [],
    memberDetails: [],
  };
  const idByEmail = new Map<string, string>();

  for (const u of demoUsers) {
    const userId = f.string.uuid();
    idByEmail.set(u.email, userId);
    rows.users.push({
      id: userId,
      email: u.email,
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: demoPhone(f.string.numeric({ length: 10, allowLeadingZeros: false })),
      tenant: u.tenant ?? 'capone',
      accessStatus: u.accessStatus ?? 'ok',
      isAgent: u.isAgent ?? false,
      logoUrl: u.tenant === 'capone-corporate' ? '/favicon.svg' : null,
      createdAt: at(today, 400),
    });

    u.accounts.forEach((a, i) => {
      const accountId = f.string.uuid();
      rows.rewardsAccounts.push({
        id: accountId,
        userId,
        accountReferenceId: a.ref,
        productDisplayName: a.product,
        productId: a.productId,
        cardType: a.cardType,
        accountUseType: a.use ?? 'Personal',
        customerAccountRole: a.role,
        allowRewardsRedemption: a.allowRedemption ?? null,
        lastFour: a.lastFour,
        lastFourVirtualCardNumbers: a.virtualCards ?? [],
        isTiered: a.product === 'Venture X',
        currency: a.currency,
        currencyDescription: a.currency === 'Miles' ? 'miles' : 'cash back',
        redemptionMin: a.redemptionMin ?? 0,
        earn: a.earn,
        sortOrder: i,
      });
      rows.rewardsLedger.push(
        {
          id: f.string.uuid(),
          accountId,
          amount: a.opening,
          kind: 'OpeningBalance',
          description: 'Opening balance',
          createdAt: at(today, 365),
        },
        {
          id: f.string.uuid(),
          accountId,
          amount: 2_500,
          kind: 'Earn',
          description: 'Purchases this statement',
          reference: `stmt-${f.string.numeric(6)}`,
          createdAt: at(today, 40),
        },
        {
          id: f.string.uuid(),
          accountId,
          amount: -2_500,
          kind: 'Redeem',
          description: 'Statement credit for travel',
          reference: `red-${f.string.numeric(6)}`,
          createdAt: at(today, 20),
        },
      );
      rows.paymentMethods.push({
        id: f.string.uuid(),
        userId,
        rewardsAccountId: accountId,
        brand: brandOf(a.cardType),
        last4: a.lastFour,
        expMonth: f.number.int({ min: 1, max: 12 }),
        expYear: Number(today.slice(0, 4)) + f.number.int({ min: 1, max: 5 }),
        cardholderName: `${u.firstName} ${u.lastName}`,
        billingZip: f.location.zipCode('#####'),
        billingCountry: 'US',
        providerToken: `tok_demo_${f.string.alphanumeric(24)}`,
        createdAt: at(today, 300 - i),
      });
    });

    for (let t = 0; t < u.travelers; t++) {
      const self = t === 0;
      const gender = self ? 'F' : f.helpers.arrayElement(['M', 'F'] as const);
      rows.travelers.push({
        id: f.string.uuid(),
        userId,
        givenName: self ? u.firstName : f.person.firstName(gender === 'M' ? 'male' : 'female'),
        surname: u.lastName,
        gender,
        dateOfBirth:
          t === 2
            ? addDays(today, -365 * 9 - 40)
            : `19${f.number.int({ min: 60, max: 95 })}-0${f.number.int({ min: 1, max: 9 })}-1${f.number.int({ min: 0, max: 9 })}`,
        email: self ? u.email : null,
        phoneNumber: self ? demoPhone(f.string.numeric({ length: 10, allowLeadingZeros: false })) : null,
        passportCountry: t < 2 ? 'US' : null,
        passportNumber: t < 2 ? f.string.numeric(9) : null,
        passportExpiry: t < 2 ? addDays(today, 365 * f.number.int({ min: 1, max: 9 })) : null,
        frequentFlyer: self ? { AA: f.string.alphanumeric(8).toUpperCase(), DL: f.string.numeric(10) } : {},
        hotelLoyalty: self
          ? { MAR: f.string.numeric(9), HIL: f.string.numeric(9) }
          : t === 1
            ? { HYA: f.string.numeric(9) }
            : {},
        specialAssistance: t === 1 ? ['WCHR'] : [],
        tsaRedressNumber: self ? f.string.numeric(7) : null,
        knownTravelerNumber: self ? f.string.alphanumeric(9).toUpperCase() : null,
        isDefault: self,
        createdAt: at(today, 200 - t),
      });
    }
  }

  addCorporate(f, rows, idByEmail);
  addOnboardingBusiness(rows, idByEmail);
  addWallet(f, rows, idByEmail, today);
  addCompanyStaff(rows, idByEmail, passwordHash, at(today, 120));
  return rows;
}
