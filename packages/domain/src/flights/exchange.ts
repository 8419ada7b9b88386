/**
 * Spec §4 flight exchange: whether a booking can be exchanged online (the first step of the flow, with the spec's
 * not-eligible reasons), the per-slice actions Keep/Change/Add/Remove/Flown, and the money of the change (fare
 * difference plus change penalty: an amount due or a residual credit), and the flow's steps as a transition table.
 * Instants are epoch milliseconds.
 */
import type { Lifecycle } from '../lifecycles.ts';
import type { Refundability } from './enums.ts';
import type { FareRestrictions } from './model.ts';
import type { TicketLifecycleState } from './ticket-lifecycle.ts';
import type { VoidStatus } from './void-window.ts';

/** Spec §3 "Slice actions". */
export const SLICE_ACTIONS = ['Add', 'Change', 'Flown', 'Keep', 'Remove'] as const;
export type SliceAction = (typeof SLICE_ACTIONS)[number];

/** Spec §4 "Exchange not-eligible reasons". */
export const EXCHANGE_NOT_ELIGIBLE_REASONS = [
  'ItineraryNotFound',
  'ContractNotFound',
  'MissingCoverageOrFareClass',
  'InvalidRoute',
  'ShopSummaryFailed',
  'RebookNotEligible',
] as const;
export type ExchangeNotEligibleReason = (typeof EXCHANGE_NOT_ELIGIBLE_REASONS)[number];

/**
 * Three failed change requests send the traveler to support (TooManyAttemptsSupport): by then the airline is
 * refusing the change for a reason the self-serve flow cannot see, and each retry holds seats for nothing.
 */
export const MAX_EXCHANGE_ATTEMPTS = 3;

export type ExchangeEntryStep =
  | 'SliceSelection'
  | 'ItineraryNotFound'
  | 'TicketedVoidable'
  | 'IneligibleForExchange'
  | 'ContactAirline'
  | 'ContactSupport'
  | 'TooManyAttemptsSupport';

export type ExchangeEntry = { step: ExchangeEntryStep; reason: ExchangeNotEligibleReason | null };

export type ExchangeEligibilityInput = {
  /** False when the booking (or its supplier record) cannot be found. */
  itineraryFound: boolean;
  ticketState: TicketLifecycleState;
  voidStatus: VoidStatus;
  penalties: FareRestrictions['penalties'];
  /** The fare class (booking code) of every slice is known: the airline reprices an exchange from it. */
  fareClassKnown: boolean;
  multiTicket: boolean;
  multiProvider: boolean;
  failedAttempts: number;
  /** Departure of each booked slice. */
  sliceDeparturesMs: readonly number[];
  nowMs: number;
};

/**
 * The step the exchange flow opens on. In the void window the traveler is sent to void instead (a full refund
 * then a new booking costs nothing, an exchange may); pending or dead tickets cannot be reissued; tickets the
 * airline controls or several tickets at once need people.
 */
export function exchangeEntry(input: ExchangeEligibilityInput): ExchangeEntry {
  const no = (step: ExchangeEntryStep, reason: ExchangeNotEligibleReason | null = null): ExchangeEntry => ({
    step,
    reason,
  });
  if (!input.itineraryFound) return no('ItineraryNotFound', 'ItineraryNotFound');
  if (input.ticketState !== 'Ticketed' && input.ticketState !== 'Modified')
    return no('IneligibleForExchange', 'RebookNotEligible');
  if (input.voidStatus === 'TicketedVoid') return no('TicketedVoidable');
  if (input.multiTicket || input.multiProvider) return no('ContactSupport');
  if (input.penalties.kind === 'externallyManaged') return no('ContactAirline');
  if (input.penalties.kind === 'unknown') return no('IneligibleForExchange', 'ContractNotFound');
  if (!input.fareClassKnown) return no('IneligibleForExchange', 'MissingCoverageOrFareClass');
  const change = input.penalties.changePenalty.kind;
  if (change === 'Unknown') return no('IneligibleForExchange', 'ContractNotFound');
  if (change === 'NotPossible') return no('IneligibleForExchange', 'RebookNotEligible');
  if (!input.sliceDeparturesMs.some((departure) => departure > input.nowMs))
    return no('IneligibleForExchange', 'RebookNotEligible');
  if (input.failedAttempts >= MAX_EXCHANGE_ATTEMPTS) return no('TooManyAttemptsSupport');
  return { step: 'SliceSelection', reason: null };
}

/** What the traveler picked for a booked slice. */
export type SlicePick = 'keep' | 'change' | 'remove';

export type SlicePlan =
  | { ok: true; actions: SliceAction[] }
  | {
      ok: false;
      reason: 'InvalidRoute';
      detail: 'NothingChanged' | 'FlownSliceChanged' | 'EverySliceRemoved';
    };

/**
 * The actions of the exchange: one per booked slice in order (a slice that has left is Flown whatever was
 * picked, and picking to change or remove it is an error), then Add for each new slice. Removing every unflown
 * slice with nothing added is a cancellation, not an exchange.
 */
export function sliceActions(input: {
  sliceDeparturesMs: readonly number[];
  picks: readonly SlicePick[];
  addedSlices: number;
  nowMs: number;
}): SlicePlan {
  if (input.picks.length !== input.sliceDeparturesMs.length)
    throw new RangeError(`${input.picks.length} picks for ${input.sliceDeparturesMs.length} slices`);
  const actions: SliceAction[] = [];
  for (const [i, departure] of input.sliceDeparturesMs.entries()) {
    const pick = input.picks[i]!;
    if (departure <= input.nowMs) {
      if (pick !== 'keep') return { ok: false, reason: 'InvalidRoute', detail: 'FlownSliceChanged' };
      actions.push('Flown');
    } else actions.push(pick === 'keep' ? 'Keep' : pick === 'change' ? 'Change' : 'Remove');
  }
  for (let i = 0; i < input.addedSlices; i++) actions.push('Add');
  const flying = actions.filter((a) => a === 'Keep' || a === 'Change' || a === 'Add');
  if (!actions.some((a) => a === 'Change' || a === 'Remove' || a === 'Add'))
    return { ok: false, reason: 'InvalidRoute', detail: 'NothingChanged' };
  if (flying.length === 0) return { ok: false, reason: 'InvalidRoute', detail: 'EverySliceRemoved' };
  return { ok: true, actions };
}

export type ExchangePrice = {
  /** New fare less the unflown value of the old one; negative when the new flights are cheaper. */
  fareDifferenceMinor: number;
  penaltyMinor: number;
  /** What the traveler pays now. */
  dueMinor: number;
  /** Value left over when the new flights cost less, kept as a travel credit (or lost on a no-credit fare). */
  residualCreditMinor: number;
  /** Value lost: the leftover of a fare that gives no credit. */
  forfeitedMinor: number;
};

/**
 * The money of an exchange: the change penalty (per ticketed passenger, like every airline fee) plus the fare
 * difference. A positive total is due; a negative one is residual value, kept as a credit unless the fare gives
 * none (spec §3 refundability None). The penalty must be NoPenalty or WithFee: exchangeEntry refuses the rest.
 */
export function exchangePrice(input: {
  unflownValueMinor: number;
  newFareMinor: number;
  changePenalty: { kind: 'NoPenalty' } | { kind: 'WithFee'; amountMinor: number };
  ticketedPassengers: number;
  refundability: Refundability;
}): ExchangePrice {
  const fareDifferenceMinor = input.newFareMinor - input.unflownValueMinor;
  const perTicket = input.changePenalty.kind === 'WithFee' ? input.changePenalty.amountMinor : 0;
  const penaltyMinor = perTicket * Math.max(1, input.ticketedPassengers);
  const total = fareDifferenceMinor + penaltyMinor;
  const leftover = total < 0 ? -total : 0;
  const keepsCredit = input.refundability !== 'None';
  return {
    fareDifferenceMinor,
    penaltyMinor,
    dueMinor: Math.max(0, total),
    residualCreditMinor: keepsCredit ? leftover : 0,
    forfeitedMinor: keepsCredit ? 0 : leftover,
  };
}

/** Spec §4 "Flight exchange steps". */
export const EXCHANGE_STEPS = [
  'ChangeAirports',
  'ChangeDateTime',
  'ChangeFailed',
  'ChangeRequested',
  'ContactAirline',
  'ContactSupport',
  'GoToExchange',
  'IneligibleForExchange',
  'ItineraryNotFound',
  'LoadFailed',
  'LoadingOrProcessing',
  'SliceSelection',
  'TicketedVoidable',
  'TooManyAttemptsSupport',
  'LegacyTicketedVoidable',
] as const;
export type ExchangeStep = (typeof EXCHANGE_STEPS)[number];

/**
 * The exchange flow. It opens LoadingOrProcessing (the booking and its fare rules load), lands on the step
 * exchangeEntry decides, goes through picking slices, airports and dates, shops (GoToExchange), and submits
 * (LoadingOrProcessing again) to ChangeRequested or ChangeFailed.
 */
export const EXCHANGE_FLOW: Lifecycle<ExchangeStep> = {
  name: 'flight exchange',
  states: EXCHANGE_STEPS,
  transitions: [
    ['LoadingOrProcessing', 'SliceSelection'], // the booking can be exchanged online
    ['LoadingOrProcessing', 'LoadFailed'], // the booking or its fare rules did not load
    ['LoadingOrProcessing', 'ItineraryNotFound'], // no such booking at the supplier
    ['LoadingOrProcessing', 'IneligibleForExchange'], // a not-eligible reason applies
    ['LoadingOrProcessing', 'TicketedVoidable'], // in the void window: void and rebook instead
    ['LoadingOrProcessing', 'LegacyTicketedVoidable'], // the same, for a booking made before this flow existed
    ['LoadingOrProcessing', 'ContactAirline'], // the airline controls the ticket
    ['LoadingOrProcessing', 'ContactSupport'], // several tickets or suppliers: people coordinate them
    ['LoadingOrProcessing', 'TooManyAttemptsSupport'], // too many failed requests already
    ['LoadingOrProcessing', 'ChangeRequested'], // the submitted change was accepted by the airline
    ['LoadingOrProcessing', 'ChangeFailed'], // the submitted change was refused or timed out
    ['LoadFailed', 'LoadingOrProcessing'], // try loading again
    ['SliceSelection', 'ChangeAirports'], // the traveler changes where a slice flies
    ['SliceSelection', 'ChangeDateTime'], // the traveler changes when a slice flies
    ['ChangeAirports', 'ChangeDateTime'], // airports picked, now the dates
    ['ChangeAirports', 'SliceSelection'], // back to the slices
    ['ChangeAirports', 'GoToExchange'], // shop flights for the new airports
    ['ChangeDateTime', 'ChangeAirports'], // dates picked, adjust the airports too
    ['ChangeDateTime', 'SliceSelection'], // back to the slices
    ['ChangeDateTime', 'GoToExchange'], // shop flights for the new dates
    ['GoToExchange', 'SliceSelection'], // start over
    ['GoToExchange', 'LoadingOrProcessing'], // the traveler confirmed new flights and the price: submit
    ['ChangeFailed', 'SliceSelection'], // try another change
    ['ChangeFailed', 'TooManyAttemptsSupport'], // the last allowed attempt failed
    ['ChangeFailed', 'ContactSupport'], // the traveler asks for help
  ],
};

/** Where a failed change request leads: another try, or support after the last allowed attempt. */
export function afterChangeFailed(failedAttempts: number): 'SliceSelection' | 'TooManyAttemptsSupport' {
  return failedAttempts >= MAX_EXCHANGE_ATTEMPTS ? 'TooManyAttemptsSupport' : 'SliceSelection';
}
