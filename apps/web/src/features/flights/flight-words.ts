import type { FlightFare, FlightOption, FlightSegment } from '@portal/contracts/flights';
import type { Fiat, Price } from '@portal/contracts/common';
import type { BestOfTag, MultiTicketType, TimeOfDayBucket } from '@portal/domain/flights/enums';
import { formatTime12h } from '@portal/domain/text';
import { formatMoney, formatNumber } from '../../lib/format.ts';

// The flight pages' words: times, durations, stops, fare restrictions and labels in plain English.

/** "7:05 AM" from a local wall-clock time "2026-12-01T07:05". */
export function localTime(iso: string): string {
  return formatTime12h(iso.slice(11, 16));
}

/** "Tue, Dec 1" from a local time or date. */
export function localDay(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "5h 20m", "45m". */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}m`;
  return m ? `${h}h ${m}m` : `${h}h`;
}

export function stopsText(stops: number): string {
  return stops === 0 ? 'Nonstop' : `${stops} ${stops === 1 ? 'stop' : 'stops'}`;
}

/** The option's first departure and last arrival, and the arrival's day shift ("+1"). */
export function optionEnds(option: FlightOption): { first: FlightSegment; last: FlightSegment } {
  const first = option.segments[0] as FlightSegment;
  const last = option.segments[option.segments.length - 1] as FlightSegment;
  return { first, last };
}

/** The layovers between segments: the airport, how long, and whether the traveler re-checks bags there. */
export function layovers(
  option: FlightOption,
): { airport: string; minutes: number; selfTransfer: boolean }[] {
  return option.segments.slice(0, -1).map((s) => ({
    airport: s.destination.locationCode,
    minutes: s.stopoverDurationMinutes,
    selfTransfer: s.isSelfTransferLayover,
  }));
}

/** The cheapest fare of an option (the search answers them cheapest shelf first). */
export function lowestFare(option: FlightOption): FlightFare {
  return option.fares.reduce((low, f) => (f.amount.fiat.value < low.amount.fiat.value ? f : low));
}

/** "or 41,250 Miles" in the selected rewards account, or null when the account has no price. */
export function rewardsPrice(price: Price, accountId: string | null): string | null {
  const rewards = accountId ? price.rewards[accountId] : undefined;
  if (!rewards) return null;
  return `${formatNumber(Math.ceil(rewards.value))} ${rewards.currencyDescription ?? rewards.currency}`;
}

export function money(fiat: Fiat): string {
  return formatMoney(fiat);
}

export const MULTI_TICKET_LABELS: Record<MultiTicketType, string | null> = {
  single: null,
  hackerFare: 'Two separate tickets',
  virtualInterline: 'Self-transfer: collect and re-check your bags',
};

export const BEST_OF_STYLE: Record<BestOfTag, string> = {
  'Best Overall': 'bg-brand-50 text-brand-800',
  'Best Price': 'bg-emerald-50 text-emerald-800',
  'Best Quality': 'bg-violet-50 text-violet-800',
  Fastest: 'bg-amber-50 text-amber-900',
};

/** Spec §9 time-of-day buckets with their hours. */
export const TIME_BUCKET_LABELS: Record<TimeOfDayBucket, string> = {
  earlyMorning: 'Early morning (12–5 AM)',
  morning: 'Morning (5 AM–12 PM)',
  afternoon: 'Afternoon (12–6 PM)',
  evening: 'Evening (6 PM–12 AM)',
};

type Restrictions = FlightFare['restrictions'];
type Penalty = Extract<Restrictions['penaltiesInfo'], { kind: 'known' }>['cancelPenalty'];

function penaltyText(p: Penalty, what: 'Cancel' | 'Change'): string {
  switch (p.kind) {
    case 'NoPenalty':
      return what === 'Cancel' ? 'Free cancellation' : 'Free changes';
    case 'NotPossible':
      return what === 'Cancel' ? 'No cancellation' : 'No changes';
    case 'WithFee':
      return `${what === 'Cancel' ? 'Cancellation' : 'Changes'} for a fee${p.amount ? ` of ${formatMoney(p.amount)}` : ''}`;
    default:
      return `${what === 'Cancel' ? 'Cancellation' : 'Change'} rules: ask the airline`;
  }
}

/** The change and cancellation rules of a fare in plain words. */
export function penaltiesText(r: Restrictions): { change: string; cancel: string } {
  const info = r.penaltiesInfo;
  if (info.kind === 'known')
    return {
      change: penaltyText(info.changePenalty, 'Change'),
      cancel: penaltyText(info.cancelPenalty, 'Cancel'),
    };
  if (info.kind === 'externallyManaged')
    return { change: 'Changes handled by the airline', cancel: 'Cancellation handled by the airline' };
  return { change: 'Change rules: ask the airline', cancel: 'Cancellation rules: ask the airline' };
}

/** Spec §3 refundability (FullFtc, PartialFtc, none) as what the traveler gets back. */
export function refundText(r: Restrictions): string {
  if (r.refundability === 'FullFtc') return 'Full travel credit if you cancel';
  if (r.refundability === 'PartialFtc') return 'Travel credit minus a fee if you cancel';
  return 'Non-refundable';
}

export function carryOnText(r: Restrictions): string {
  const c = r.baggageInfo.carryOn;
  return c === 'allowed'
    ? 'Carry-on bag included'
    : c === 'notAllowed'
      ? 'No carry-on bag (personal item only)'
      : 'Carry-on: ask the airline';
}

export function checkedText(r: Restrictions): string {
  const b = r.baggageInfo;
  if (b.checked === 'allowed' && b.checkedBagsIncluded > 0)
    return `${b.checkedBagsIncluded} checked ${b.checkedBagsIncluded === 1 ? 'bag' : 'bags'} included`;
  if (b.checked === 'unknown') return 'Checked bags: ask the airline';
  return 'Checked bags for a fee';
}

export function seatText(r: Restrictions): string {
  return r.seatSelection === 'included'
    ? 'Seat selection included'
    : r.seatSelection === 'fee'
      ? 'Seat selection for a fee'
      : 'Seat assigned at check-in';
}
