// The simulator's fare id: compact, readable and enough to re-price the fare without any stored state.
//   F1.20261201.UA855+0-UA1203+0~DL44+1.1Y.23450
//   version . slice date . legs (flight + days after the slice date; "-" a connection on one ticket, "~" a
//   self-transfer) . shelf and cabin letter . the adult price in cents when the fare was shown
// decodeFareId validates the form only; the simulator then checks that the legs fly and connect.
import { addDays, isIsoDate } from '@portal/domain/iso-date';
import type { CabinName, FareShelfRating } from '@portal/domain/flights/enums';
import { CABIN_LETTER } from './seats.ts';

export type DecodedFare = {
  sliceDate: string;
  /** Leg ids, e.g. "UA855-2026-12-01". */
  legIds: string[];
  selfTransferAt: boolean[];
  shelf: FareShelfRating;
  cabin: CabinName;
  shownAdultMinor: number;
};

const CABIN_OF_LETTER = new Map(
  Object.entries(CABIN_LETTER).map(([cabin, letter]) => [letter, cabin as CabinName]),
);
const FORM =
  /^F1\.(\d{8})\.([A-Z0-9]{2}[1-9]\d{0,3}\+[0-3](?:[-~][A-Z0-9]{2}[1-9]\d{0,3}\+[0-3]){0,2})\.([0-4])([XYWJF])\.(\d{1,9})$/;
const LEG = /^([A-Z0-9]{2})(\d{1,4})\+([0-3])$/;

const compactDate = (iso: string) => iso.replaceAll('-', '');

export function encodeFareId(input: {
  sliceDate: string;
  legs: readonly { marketingAirline: string; flightNumber: number; id: string }[];
  selfTransferAt: readonly boolean[];
  shelf: FareShelfRating;
  cabin: CabinName;
  adultMinor: number;
}): string {
  const base = Date.parse(`${input.sliceDate}T00:00:00Z`);
  const legs = input.legs
    .map((leg, i) => {
      const days = Math.round((Date.parse(`${leg.id.slice(-10)}T00:00:00Z`) - base) / 86_400_000);
      const sep = i === 0 ? '' : input.selfTransferAt[i - 1] ? '~' : '-';
      return `${sep}${leg.marketingAirline}${leg.flightNumber}+${days}`;
    })
    .join('');
  return `F1.${compactDate(input.sliceDate)}.${legs}.${input.shelf}${CABIN_LETTER[input.cabin]}.${input.adultMinor}`;
}

/** The parts of a fare id, or null when it is not one of this simulator's (never throws). */
export function decodeFareId(fareId: string): DecodedFare | null {
  if (typeof fareId !== 'string' || fareId.length > 120) return null;
  const match = FORM.exec(fareId);
  if (!match) return null;
  const [, date8, legsPart, shelfText, letter, priceText] = match;
  const sliceDate = `${date8!.slice(0, 4)}-${date8!.slice(4, 6)}-${date8!.slice(6, 8)}`;
  if (!isIsoDate(sliceDate)) return null;
  const cabin = CABIN_OF_LETTER.get(letter!);
  if (!cabin) return null;
  const legIds: string[] = [];
  const selfTransferAt: boolean[] = [];
  for (const piece of legsPart!.split(/(?=[-~])/)) {
    const sep = piece[0] === '-' || piece[0] === '~' ? piece[0] : '';
    if (sep) selfTransferAt.push(sep === '~');
    const leg = LEG.exec(sep ? piece.slice(1) : piece);
    if (!leg) return null;
    legIds.push(`${leg[1]}${Number(leg[2])}-${addDays(sliceDate, Number(leg[3]))}`);
  }
  return {
    sliceDate,
    legIds,
    selfTransferAt,
    shelf: Number(shelfText) as FareShelfRating,
    cabin,
    shownAdultMinor: Number(priceText),
  };
}

/** The fare without its shown price: the same fare re-priced keeps this key (the review finds the chosen one). */
export function fareKey(fareId: string): string {
  return fareId.slice(0, fareId.lastIndexOf('.'));
}
