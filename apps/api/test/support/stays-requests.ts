import type { LightMyRequestResponse } from 'fastify';
import { addDays } from '@portal/domain/iso-date';
import type { AvailabilityAnswer, ShopAnswer } from '@portal/contracts/listings';
import type { z } from 'zod';
import { STAYS_TODAY, type StaysTestApp } from './stays-setup.ts';

export const day = (offset: number) => addDays(STAYS_TODAY, offset);

export type SearchBody = {
  location: { kind: 'Place'; term: string };
  stayDates: { from: string; until: string };
  guests: { adults: number; children: number; infants: 0; petsIncluded: boolean };
  sortOrder?: 'Recommended' | 'Pricing' | 'StarRating';
  petFriendlyOnly?: boolean;
  area?: { south: number; west: number; north: number; east: number };
  page?: { offset: number; limit: number };
};

export function searchBody(patch: Partial<SearchBody> = {}): SearchBody {
  return {
    location: { kind: 'Place', term: 'Asheville, NC' },
    // Saturday to Saturday, 19 days out: every designated rule but the block is satisfied.
    stayDates: { from: day(19), until: day(26) },
    guests: { adults: 2, children: 0, infants: 0, petsIncluded: false },
    page: { offset: 0, limit: 50 },
    ...patch,
  };
}

export async function post(t: StaysTestApp, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.headers });
}

export async function search(
  t: StaysTestApp,
  patch: Partial<SearchBody> = {},
): Promise<z.infer<typeof AvailabilityAnswer>> {
  const res = await post(t, '/api/v0/homes/availability', searchBody(patch));
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function searchIds(t: StaysTestApp, patch: Partial<SearchBody> = {}): Promise<string[]> {
  return (await search(t, patch)).listings.map((l) => l.listingId.id);
}

export function shopBody(
  listingId: string,
  stay: { from: string; until: string },
  guests: Partial<SearchBody['guests']> = {},
) {
  return {
    listingId,
    stayDetails: {
      dateRange: stay,
      guestDetails: { adults: 2, children: 0, infants: 0, petsIncluded: false, ...guests },
    },
    distributionChannels: ['General'],
  };
}

export async function shop(
  t: StaysTestApp,
  listingId: string,
  stay: { from: string; until: string },
  guests: Partial<SearchBody['guests']> = {},
): Promise<ShopAnswer['value']['listing']> {
  const res = await post(t, '/api/v0/homes/shop', shopBody(listingId, stay, guests));
  if (res.statusCode !== 200) throw new Error(`shop answered ${res.statusCode}: ${res.body}`);
  return (res.json() as ShopAnswer).value.listing;
}
