// The embedded flight supplier (FlightSupply): real airports and airlines, the generated schedule, the domain's
// connection search over it and live fares on five shelves. Searches and re-pricing are pure computations over
// the cached day schedules; nothing is stored, so every process answers the same for the same question.
import {
  connectionKey,
  indexLegs,
  searchConnections,
  type LegIndex,
} from '@portal/domain/flights/connections';
import { CABIN_NAMES, type CabinName } from '@portal/domain/flights/enums';
import type {
  Connection,
  Leg,
  Passengers,
  SliceOption,
  SliceRequest,
  SupplyFare,
} from '@portal/domain/flights/model';
import { addDays, diffDays, isIsoDate, isoDateOfInstant } from '@portal/domain/iso-date';
import type { FarePriceAnswer, FlightSearchAnswer, FlightSupply } from '../flight-supply.ts';
import { referenceData } from '../reference/reference-data.ts';
import { connectionRules, minConnectionMinutes, isInternational } from './connection-rules.ts';
import { decodeFareId, encodeFareId } from './fare-id.ts';
import { draftFares, type FareContext } from './fares.ts';
import { competitorsOn, type ScheduleScale } from './network.ts';
import { daySchedule, legById, localToUtcMinute } from './schedule.ts';
import type { Stage } from './test-inputs.ts';
import { simulateScheduleChange } from './schedule-changes.ts';
import { bookFlights, cancelFlights } from './ticketing.ts';

/** Options kept per slice (the best by a quick score), so answers stay small. */
export const OPTIONS_PER_SLICE = 60;
/** Airlines sell about 331 days ahead. */
export const BOOKING_HORIZON_DAYS = 331;
/**
 * The search keeps the earliest arrivals, so the day is searched in two departure windows (local times, before and
 * after 13:00) and the nonstops once more on their own: late flights are not crowded out by early ones.
 */
const WINDOWS: readonly [number, number][] = [
  [0, 13 * 60],
  [13 * 60, 24 * 60],
];
const PER_WINDOW = 60;
const MAX_SELF_TRANSFERS = OPTIONS_PER_SLICE / 3;
/**
 * Slice answers kept (least recently used out). A slice's options are a pure function of the route, the date,
 * the observation day, the seats needed, the cabin and the hour-before-departure cut-off (see sliceKey), so
 * travelers searching the same routes and weeks on one day share one answer instead of re-running the
 * connection search and pricing every fare again.
 */
const CACHED_SLICES = 256;

export type FlightSupplySimulatorOptions = {
  /** 'demo': about 10,000 daily flights; 'large': about 50,000 (the benchmark's second schedule). */
  scale?: ScheduleScale;
};

const seatsNeeded = (p: Passengers) => p.adults + p.childAges.length + p.seatedInfants;
const cabinRank = (c: CabinName) => Math.max(1, CABIN_NAMES.indexOf(c));

/** Quick score to keep the best options: minutes of travel, an hour per stop, three per self-transfer. */
function quickScore(c: Connection): number {
  const first = c.legs[0]!;
  const last = c.legs[c.legs.length - 1]!;
  const selfTransfers = c.selfTransferAt.filter(Boolean).length;
  return last.arrivalUtcMinute - first.departureUtcMinute + 60 * (c.legs.length - 1) + 180 * selfTransfers;
}

export function createFlightSupplySimulator(options: FlightSupplySimulatorOptions = {}): FlightSupply {
  const scale = options.scale ?? 'demo';
  const indexes = new Map<string, LegIndex>();

  /** The index of a date's legs and the next day's (connections run overnight), kept for a few dates. */
  function indexFor(date: string): LegIndex {
    let index = indexes.get(date);
    if (!index) {
      index = indexLegs([...daySchedule(date, scale).legs, ...daySchedule(addDays(date, 1), scale).legs]);
      indexes.set(date, index);
      if (indexes.size > 4) indexes.delete(indexes.keys().next().value!);
    }
    return index;
  }

  const routeOf = (leg: Leg) => daySchedule(leg.id.slice(-10), scale).routeOf.get(leg.id)!;

  function context(sliceDate: string, now: Date, stage: Stage): FareContext {
    const observedOn = isoDateOfInstant(now);
    return {
      sliceDate,
      observedOn,
      daysOut: Math.max(0, diffDays(sliceDate, observedOn)),
      stage,
      routeOf,
      competitors: (o, d) => competitorsOn(scale, o, d),
    };
  }

  function fareOf(
    connection: Connection,
    sliceDate: string,
    draft: ReturnType<typeof draftFares>[number],
  ): SupplyFare {
    const fareId = encodeFareId({
      sliceDate,
      legs: connection.legs,
      selfTransferAt: connection.selfTransferAt,
      shelf: draft.shelf,
      cabin: draft.cabin,
      adultMinor: draft.pricePerPassenger.adult,
    });
    return { fareId, ...draft, seatsLeft: Math.min(9, draft.seatsLeft) };
  }

  function connectionsFor(slice: SliceRequest, now: Date): Connection[] {
    const origin = referenceData().airportByCode.get(slice.origin)!;
    const index = indexFor(slice.departureDate);
    const rules = connectionRules(slice.origin, slice.destination, true);
    // Sold until an hour before departure.
    const earliest = Math.floor(now.getTime() / 60_000) + 60;
    const found = new Map<string, Connection>();
    const search = (from: number, until: number, maxStops: number, limit: number) => {
      const departFromUtcMinute = Math.max(
        earliest,
        localToUtcMinute(origin.timeZone, slice.departureDate, from),
      );
      const departUntilUtcMinute = localToUtcMinute(origin.timeZone, slice.departureDate, until) - 1;
      if (departUntilUtcMinute < departFromUtcMinute) return;
      const query = {
        origin: slice.origin,
        destination: slice.destination,
        departFromUtcMinute,
        departUntilUtcMinute,
      };
      for (const c of searchConnections(index, query, { ...rules, maxStops }, limit))
        found.set(connectionKey(c), c);
    };
    search(0, 24 * 60, 0, OPTIONS_PER_SLICE);
    for (const [from, until] of WINDOWS) search(from, until, rules.maxStops, PER_WINDOW);
    // Every nonstop stays; the rest are the best by the quick score, self-transfers a third of them at most.
    const all = [...found.values()].sort((a, b) => quickScore(a) - quickScore(b));
    const nonstops = all.filter((c) => c.legs.length === 1);
    let selfTransfers = 0;
    const others = all
      .filter((c) => c.legs.length > 1)
      .filter((c) => !c.selfTransferAt.some(Boolean) || (selfTransfers += 1) <= MAX_SELF_TRANSFERS)
      .slice(0, Math.max(0, OPTIONS_PER_SLICE - nonstops.length));
    return [...nonstops, ...others].sort(
      (a, b) => a.legs[0]!.departureUtcMinute - b.legs[0]!.departureUtcMinute,
    );
  }

  function served(code: string): boolean {
    return referenceData().tierOf.has(code);
  }

  const sliceCache = new Map<string, readonly SliceOption[]>();

  /**
   * What a slice's answer depends on. The cut-off (sold until an hour before departure) only matters once it
   * falls after the start of the departure day at the origin; before that it is left out of the key, so the key
   * changes once a day, not every minute.
   */
  function sliceKey(slice: SliceRequest, passengers: Passengers, cabin: CabinName, now: Date): string {
    const earliest = Math.floor(now.getTime() / 60_000) + 60;
    const origin = referenceData().airportByCode.get(slice.origin);
    const dayStart = origin ? localToUtcMinute(origin.timeZone, slice.departureDate, 0) : Infinity;
    const cutOff = earliest > dayStart ? String(earliest) : '';
    return [
      slice.origin,
      slice.destination,
      slice.departureDate,
      isoDateOfInstant(now),
      cutOff,
      seatsNeeded(passengers),
      cabin,
    ].join('|');
  }

  function searchSlice(
    slice: SliceRequest,
    passengers: Passengers,
    cabin: CabinName,
    now: Date,
  ): SliceOption[] {
    if (!isIsoDate(slice.departureDate) || !served(slice.origin) || !served(slice.destination))
      return searchSliceUncached(slice, passengers, cabin, now);
    const key = sliceKey(slice, passengers, cabin, now);
    let options = sliceCache.get(key);
    if (options) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      sliceCache.delete(key);
    } else {
      options = searchSliceUncached(slice, passengers, cabin, now);
      if (sliceCache.size >= CACHED_SLICES) sliceCache.delete(sliceCache.keys().next().value!);
    }
    sliceCache.set(key, options);
    // A new array each time: a caller may sort or filter it; the options themselves are shared, never changed.
    return [...options];
  }

  function searchSliceUncached(
    slice: SliceRequest,
    passengers: Passengers,
    cabin: CabinName,
    now: Date,
  ): SliceOption[] {
    const today = isoDateOfInstant(now);
    if (!isIsoDate(slice.departureDate) || slice.departureDate < addDays(today, -1)) return [];
    if (diffDays(slice.departureDate, today) > BOOKING_HORIZON_DAYS) return [];
    if (!served(slice.origin) || !served(slice.destination) || slice.origin === slice.destination) return [];
    const ctx = context(slice.departureDate, now, 'search');
    const needed = seatsNeeded(passengers);
    const out: SliceOption[] = [];
    for (const connection of connectionsFor(slice, now)) {
      const fares = draftFares(connection.legs, connection.selfTransferAt, ctx)
        .filter((f) => f.seatsLeft >= needed && cabinRank(f.cabin) >= cabinRank(cabin))
        .map((f) => fareOf(connection, slice.departureDate, f));
      if (fares.length > 0) out.push({ id: connectionKey(connection), connection, fares });
    }
    return out;
  }

  /** The legs of a decoded fare when they fly, start on the fare's date and connect; else null. */
  function legsOf(decoded: NonNullable<ReturnType<typeof decodeFareId>>): Leg[] | null {
    const legs: Leg[] = [];
    for (const id of decoded.legIds) {
      const leg = legById(id, scale);
      if (!leg) return null;
      legs.push(leg);
    }
    if (legs[0]!.id.slice(-10) !== decoded.sliceDate) return null;
    for (let i = 1; i < legs.length; i += 1) {
      const [a, b] = [legs[i - 1]!, legs[i]!];
      const intl = isInternational(a.origin, a.destination) || isInternational(b.origin, b.destination);
      const mct = minConnectionMinutes(b.origin, intl, decoded.selfTransferAt[i - 1]!);
      if (a.destination !== b.origin || b.departureUtcMinute - a.arrivalUtcMinute < mct) return null;
    }
    return legs;
  }

  return {
    airports: () => referenceData().airports,
    airlines: () => referenceData().airlines,

    async search(request, now): Promise<FlightSearchAnswer> {
      const slices: SliceOption[][] = [];
      for (const [sliceIndex, slice] of request.slices.entries()) {
        const options = searchSlice(slice, request.passengers, request.cabin, now);
        if (options.length === 0) return { kind: 'NoFlights', sliceIndex };
        slices.push(options);
      }
      return { kind: 'Found', slices };
    },

    async price(fareIds, passengers, now): Promise<FarePriceAnswer> {
      const needed = seatsNeeded(passengers);
      // Sold until an hour before departure, as in the search; after that the fare is gone.
      const nowMinute = Math.floor(now.getTime() / 60_000);
      const options: SliceOption[] = [];
      let shown = 0;
      let current = 0;
      for (const fareId of fareIds) {
        const decoded = decodeFareId(fareId);
        const legs = decoded ? legsOf(decoded) : null;
        if (!decoded || !legs || legs[0]!.departureUtcMinute < nowMinute + 60)
          return { kind: 'FareNotFound', fareId };
        const connection: Connection = { legs, selfTransferAt: decoded.selfTransferAt };
        const drafts = draftFares(legs, decoded.selfTransferAt, context(decoded.sliceDate, now, 'review'));
        const chosen = drafts.find((f) => f.shelf === decoded.shelf && f.cabin === decoded.cabin);
        if (!chosen) return { kind: 'FareNotFound', fareId };
        if (chosen.seatsLeft < needed) return { kind: 'SoldOut', fareId };
        shown += decoded.shownAdultMinor;
        current += chosen.pricePerPassenger.adult;
        const fares = drafts
          .filter((f) => f === chosen || f.seatsLeft >= needed)
          .map((f) => fareOf(connection, decoded.sliceDate, f));
        options.push({ id: connectionKey(connection), connection, fares });
      }
      const moved = current > shown ? 'Up' : current < shown ? 'Down' : null;
      return { kind: 'Available', options, moved };
    },

    // Stateless as the rest: the answer is a function of the request (names, key, time), as an airline's
    // idempotent booking call answers the same for the same key.
    book: async (request) =>
      bookFlights(request, (fareId) => {
        const decoded = decodeFareId(fareId);
        return decoded !== null && legsOf(decoded) !== null;
      }),

    // The void window and the fare's rules are the portal's to decide: the airline voids or cancels alike.
    void: async (request) => cancelFlights(request),
    cancel: async (request) => cancelFlights(request),

    scheduleChanges: async (request) => simulateScheduleChange(request),
  };
}
