import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import { standardTravelPolicy } from '@portal/domain/policy/standard-tier';
import type { walletLedger, walletOffers } from '../schema/wallet.ts';
import type { PeopleRows } from './people-builder.ts';

// The corporate tenant's businesses and policy, and the travel-wallet offers and credit history.

const at = (today: string, daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T15:00:00Z`);

export function addCorporate(f: Faker, rows: PeopleRows, idByEmail: Map<string, string>): void {
  const acme = {
    id: f.string.uuid(),
    tenant: 'capone-corporate',
    name: 'Acme Outdoor Co.',
    accountReferenceId: 'acct-biz-acme-spark-miles',
    isLive: true,
    loyaltyPrograms: { MAR: 'ACME-CORP-MAR', HIL: 'ACME-HH' },
  };
  const harbor = {
    id: f.string.uuid(),
    tenant: 'capone-corporate',
    name: 'Blue Harbor Logistics',
    accountReferenceId: 'acct-biz-harbor-spark-cash',
    isLive: true,
    loyaltyPrograms: {},
  };
  rows.businesses.push(acme, harbor);
  const tierId = f.string.uuid();
  // Stored whole in the PolicyTier shape of packages/contracts/src/session.ts.
  rows.policyTiers.push({
    id: tierId,
    businessId: acme.id,
    name: 'Standard travel policy',
    policy: { id: tierId, ...standardTravelPolicy() },
  });
  const admin = idByEmail.get('corp-admin@demo.test') as string;
  const traveler = idByEmail.get('corp-traveler@demo.test') as string;
  const adminDefault = rows.travelers.find((t) => t.userId === admin)?.id ?? null;
  rows.corporateMemberships.push(
    {
      id: f.string.uuid(),
      userId: admin,
      businessId: acme.id,
      roles: ['Admin'],
      permissions: ['canViewAdmin', 'canViewUsers'],
      cap1Role: 'Primary',
      policyTierId: tierId,
      defaultTravelerId: adminDefault,
      inUse: true,
    },
    {
      id: f.string.uuid(),
      userId: admin,
      businessId: harbor.id,
      roles: ['Admin'],
      permissions: ['canViewAdmin', 'canViewUsers'],
      cap1Role: 'Primary',
      policyTierId: tierId,
      inUse: false,
    },
    {
      id: f.string.uuid(),
      userId: traveler,
      businessId: acme.id,
      roles: ['Traveler'],
      permissions: [],
      cap1Role: 'AuthorizedUser',
      policyTierId: tierId,
      inUse: true,
    },
  );
}

export function addWallet(f: Faker, rows: PeopleRows, idByEmail: Map<string, string>, today: string): void {
  const primary = idByEmail.get('primary@demo.test') as string;
  const authorized = idByEmail.get('authorized@demo.test') as string;
  const corpTraveler = idByEmail.get('corp-traveler@demo.test') as string;
  const offer = (
    userId: string,
    o: Partial<typeof walletOffers.$inferInsert> & { title: string; description: string },
    expiresIn: number,
  ) =>
    rows.walletOffers.push({
      id: f.string.uuid(),
      userId,
      funnels: ['homes', 'hotels'],
      saleEventStartOn: at(today, 10),
      expiresAt: new Date(`${addDays(today, expiresIn)}T23:59:59Z`),
      createdAt: at(today, 30),
      ...o,
    });
  offer(
    primary,
    {
      title: '$50 off vacation rentals',
      description: 'Save $50 on a vacation rental of $250 or more.',
      amountMinor: 5000,
      minSpendMinor: 25000,
      funnels: ['homes'],
      shopPageBanner: 'You have a $50 offer for vacation rentals',
    },
    60,
  );
  offer(
    primary,
    {
      title: '10% off your next stay',
      description: 'Take 10% off one hotel or vacation rental booking, up to $100.',
      percentBps: 1000,
      maxAmountMinor: 10_000,
      shopPageBanner: 'Save 10% on this stay',
    },
    90,
  );
  offer(
    primary,
    {
      title: '$25 hotel offer',
      description: 'Expired offer kept for history.',
      amountMinor: 2500,
      funnels: ['hotels'],
      status: 'Expired',
    },
    -5,
  );
  offer(
    authorized,
    {
      title: '$30 off vacation rentals',
      description: 'Save $30 on any vacation rental.',
      amountMinor: 3000,
      funnels: ['homes'],
    },
    45,
  );

  const entry = (
    userId: string,
    amountMinor: number,
    transactionType: (typeof walletLedger.$inferInsert)['transactionType'],
    description: string,
    daysAgo: number,
  ) =>
    rows.walletLedger.push({
      id: f.string.uuid(),
      userId,
      amountMinor,
      transactionType,
      description,
      reference: `wl-${f.string.numeric(8)}`,
      createdAt: at(today, daysAgo),
    });
  entry(primary, 30000, 'StatementCreditCreated', 'Annual $300 travel credit', 120);
  entry(primary, -12000, 'Redeemed', 'Applied to Asheville vacation rental', 90);
  entry(primary, 2500, 'ReferralCredit', 'Referral bonus', 70);
  entry(primary, 1500, 'PriceDropProtection', 'Price drop protection refund', 50);
  entry(primary, 2000, 'PriceMatch', 'Price match credit', 35);
  entry(primary, 4000, 'Refund', 'Refund of cancelled booking credit', 25);
  entry(primary, -1000, 'Expired', 'Referral credit expired', 10);
  entry(authorized, 25000, 'StatementCreditCreated', 'One-time $250 travel credit', 60);
  entry(authorized, -25000, 'CreditRedemption', 'Redeemed as a statement credit', 15);
  entry(corpTraveler, 5000, 'TravelOffer', 'Company travel offer', 30);
  entry(corpTraveler, -5000, 'Canceled', 'Offer withdrawn by administrator', 5);
}
