// Spec §3 "Travel wallet" offers as the wallet page lists them: live ones first, then the ones that can no longer
// be used (spec §4 "Credit: Available, Expired, Redeemed" applied to offers), and what an offer is worth.
import { percentOfMinor } from './money.ts';

export type StoredOfferStatus = 'Available' | 'Used' | 'Expired';

/**
 * An offer's status at `nowMs`. The stored status only changes when an offer is used (or expired by a job), so
 * an 'Available' offer whose expiry has passed is Expired; expiry is exclusive (an offer expiring now is gone).
 */
export function offerStatus(
  stored: StoredOfferStatus,
  expiresAtMs: number,
  nowMs: number,
): StoredOfferStatus {
  if (stored !== 'Available') return stored;
  return expiresAtMs > nowMs ? 'Available' : 'Expired';
}

/** Live offers first by soonest expiry; used and expired ones after them, most recently ended first. */
export function compareOffers(
  a: { status: StoredOfferStatus; expiresAtMs: number; id: string },
  b: { status: StoredOfferStatus; expiresAtMs: number; id: string },
): number {
  const liveA = a.status === 'Available';
  const liveB = b.status === 'Available';
  if (liveA !== liveB) return liveA ? -1 : 1;
  const byExpiry = liveA ? a.expiresAtMs - b.expiresAtMs : b.expiresAtMs - a.expiresAtMs;
  return byExpiry !== 0 ? byExpiry : a.id.localeCompare(b.id);
}

export type OfferTerms = {
  /** A fixed amount off, in minor units; null for a percentage offer. */
  amountMinor: number | null;
  /** A percentage off in basis points (10% = 1000); null for a fixed offer. */
  percentBps: number | null;
  /** The most the offer takes off ("up to $100"), in minor units; null when it has no cap. */
  maxAmountMinor: number | null;
};

/**
 * What an offer takes off a total: its fixed amount, or its percentage capped at its maximum; never more than the
 * total. The quote, the checkout page and fulfilment all value an offer here, so they agree to the cent.
 */
export function offerValueMinor(offer: OfferTerms, totalMinor: number): number {
  const raw =
    offer.amountMinor ?? (offer.percentBps === null ? 0 : percentOfMinor(totalMinor, offer.percentBps));
  const capped = offer.maxAmountMinor === null ? raw : Math.min(raw, offer.maxAmountMinor);
  return Math.max(0, Math.min(capped, totalMinor));
}
