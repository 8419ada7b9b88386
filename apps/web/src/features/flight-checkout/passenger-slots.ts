import type { FlightPassengers } from '@portal/contracts/flights';

/*
 * The passengers a flight search asked for, one slot each, and the saved traveler the user puts in every slot.
 * The server decides the passenger types from birth dates (spec §3 ADT, CNN, INF, INS; §5 "Passengers"); the page
 * only checks what it can say before asking: every slot filled, nobody twice, no more lap infants than adults.
 */

export type SlotKind = 'adult' | 'child' | 'infant';
/** An infant travels on an adult's lap or in a seat of their own (spec §3 LapInfant, SeatedInfant). */
export type InfantSeat = 'lap' | 'seat';

export type PassengerSlot = {
  /** 'adult-1', 'child-1', 'infant-2': stable across renders, the key of the assignment. */
  key: string;
  kind: SlotKind;
  /** 'Adult 1', 'Child 1 (age 7)', 'Infant 1'. */
  label: string;
  /** The age the search gave a child at the date of travel. */
  age?: number;
  /** How the search asked the infant to travel. */
  seat?: InfantSeat;
};

export type Assignment = { travelerId: string | null; seat?: InfantSeat };
export type Assignments = Record<string, Assignment>;

/** One slot per passenger the search asked for: adults, then children, then infants (lap ones first). */
export function passengerSlots(p: FlightPassengers): PassengerSlot[] {
  const slots: PassengerSlot[] = [];
  for (let i = 1; i <= p.adultsCount; i++)
    slots.push({ key: `adult-${i}`, kind: 'adult', label: `Adult ${i}` });
  p.childAges.forEach((age, i) =>
    slots.push({ key: `child-${i + 1}`, kind: 'child', label: `Child ${i + 1} (age ${age})`, age }),
  );
  const infants = p.lapInfantsCount + p.seatedInfantsCount;
  for (let i = 1; i <= infants; i++)
    slots.push({
      key: `infant-${i}`,
      kind: 'infant',
      label: `Infant ${i}`,
      seat: i <= p.lapInfantsCount ? 'lap' : 'seat',
    });
  return slots;
}

/** The slots with nobody chosen yet, each infant with the seat its search asked for. */
export function emptyAssignments(slots: readonly PassengerSlot[]): Assignments {
  return Object.fromEntries(
    slots.map((s) => [
      s.key,
      s.kind === 'infant' ? { travelerId: null, seat: s.seat ?? 'lap' } : { travelerId: null },
    ]),
  );
}

export const SLOT_MESSAGES = {
  choose: 'Choose a traveler for this passenger.',
  twice: 'This traveler is already another passenger. Choose someone else.',
  lapInfants: 'Each lap infant needs an adult: seat this infant, or choose fewer lap infants.',
} as const;

/** What is wrong with each slot before the quote is asked for, by slot key; empty when every slot is fine. */
export function slotProblems(
  slots: readonly PassengerSlot[],
  assignments: Assignments,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const slot of slots) {
    const id = assignments[slot.key]?.travelerId ?? null;
    if (!id) problems[slot.key] = SLOT_MESSAGES.choose;
    else if (seen.has(id)) problems[slot.key] = SLOT_MESSAGES.twice;
    else seen.add(id);
  }
  const adults = slots.filter((s) => s.kind === 'adult').length;
  let lap = 0;
  for (const slot of slots) {
    if (slot.kind !== 'infant' || assignments[slot.key]?.seat !== 'lap') continue;
    lap += 1;
    if (lap > adults && !problems[slot.key]) problems[slot.key] = SLOT_MESSAGES.lapInfants;
  }
  return problems;
}

/** The passengers as the quote request lists them: the saved traveler of each slot, and each infant's seat. */
export function quotedPassengers(
  slots: readonly PassengerSlot[],
  assignments: Assignments,
): { travelerId: string; seat?: InfantSeat }[] {
  return slots.flatMap((slot) => {
    const a = assignments[slot.key];
    if (!a?.travelerId) return [];
    return slot.kind === 'infant'
      ? [{ travelerId: a.travelerId, seat: a.seat ?? 'lap' }]
      : [{ travelerId: a.travelerId }];
  });
}

/** Whole years between a birth date and a day (ISO dates), for the age a traveler has on the day of travel. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}
