/**
 * Short names of the spec §3 special-assistance codes, as IATA defines these SSR codes, for the places that list
 * what a passenger asked for (itinerary, confirmation, trip details). The traveler form keeps its longer
 * explanations (traveler-form.ts); both are keyed by the same code type so neither can miss a code.
 */
import { SPECIAL_ASSISTANCE_CODES, type AssistanceCode } from '../traveler-form.ts';

export const SPECIAL_ASSISTANCE_SHORT_LABELS: Record<AssistanceCode, string> = {
  BLND: 'Blind passenger',
  DEAF: 'Deaf passenger',
  STCR: 'Stretcher passenger',
  // R, S, C: the wheelchair reaches the Ramp, the Steps, or the Cabin seat.
  WCHR: 'Wheelchair (can climb stairs)',
  WCHS: "Wheelchair (can't climb stairs)",
  WCHC: "Wheelchair (can't walk to the seat)",
  WCBD: 'Own wheelchair, dry-cell battery',
  WCBW: 'Own wheelchair, wet-cell battery',
  WCLB: 'Own wheelchair, lithium-ion battery',
  WCMP: 'Own manual wheelchair',
  WCOB: 'On-board wheelchair',
};

export function isAssistanceCode(value: string): value is AssistanceCode {
  return (SPECIAL_ASSISTANCE_CODES as readonly string[]).includes(value);
}

/** The labels of a passenger's codes in the spec's order, each once; unknown codes are dropped. */
export function assistanceLabels(codes: readonly string[]): string[] {
  return SPECIAL_ASSISTANCE_CODES.filter((code) => codes.includes(code)).map(
    (code) => SPECIAL_ASSISTANCE_SHORT_LABELS[code],
  );
}
