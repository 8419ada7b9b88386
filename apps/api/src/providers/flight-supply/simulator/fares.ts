// Fares of one slice option on every shelf it sells. A ticket (the legs between two self-transfers) is priced as
// one through fare on its origin-destination distance, so a connection costs less than its legs bought apart,
// then moved by the demand model (price-dynamics.ts fareMultiplier: days out, weekday, season, competition, the
// bucket's load). Taxes follow the US domestic rules (7.5% excise, segment, security and facility fees) or a
// distance-based international amount. Children and seated infants pay 75% of the international base fare on
// network carriers (the full fare at home and on low-cost carriers); a lap infant flies free at home and pays
// 10% of the base fare and part of the taxes abroad.
import { greatCircleKm } from '@portal/domain/hotels/distance';
import type {
  FareRestrictions,
  Leg,
  PassengerPrices,
  Penalty,
  SupplyFare,
} from '@portal/domain/flights/model';
import type { FareShelfRating, Refundability } from '@portal/domain/flights/enums';
import { referenceData } from '../reference/reference-data.ts';
import { fareMultiplier } from './price-dynamics.ts';
import type { Route } from './network.ts';
import { brandName, includesFor, restrictionsFor, type ShelfKind } from './brands.ts';
import { bucketState, legSells, CABIN_LETTER } from './seats.ts';
import { basicSeatsOverride, reviewPriceFactor, type Stage } from './test-inputs.ts';
import { offsetOn } from './schedule.ts';
import { unitOf } from './prng.ts';

export type FareContext = {
  /** The slice's departure date (its first leg's local date): the demand model's departureDate. */
  sliceDate: string;
  observedOn: string;
  /** Whole days from the observation day to the slice's date. */
  daysOut: number;
  stage: Stage;
  routeOf: (leg: Leg) => Route;
  competitors: (origin: string, destination: string) => number;
};

/** A fare before it gets its id: the id (fare-id.ts) encodes the legs, the shelf, the cabin and the adult price. */
export type DraftFare = Omit<SupplyFare, 'fareId'>;

const LONG_HAUL_KM = 4800;
const STOP_DISCOUNT = [1, 0.88, 0.8];
const LCC_SHELF = [1, 1.3, 1.65];
const NETWORK_SHELF = [0.82, 1, 1.28];
const BOOKING_LADDER = ['L', 'K', 'Q', 'H', 'M', 'B', 'Y'];
const BASIC_CODE: Record<string, string> = { AA: 'B', DL: 'E', UA: 'N' };

/**
 * What sets one carrier's flight apart from another's on the same route: each airline prices a market a little
 * differently (within 8%), and the business peaks (before 9:00, 16:00 to 20:00) cost more than midday and late
 * departures.
 */
function flightFactor(leg: Leg, timeZone: string, routeKey: string): number {
  const localMinute =
    (((leg.departureUtcMinute + offsetOn(timeZone, leg.id.slice(-10))) % 1440) + 1440) % 1440;
  const hour = Math.floor(localMinute / 60);
  const timeOfDay = hour < 9 ? 1.06 : hour < 16 ? 0.97 : hour < 20 ? 1.05 : 0.92;
  return timeOfDay * (0.94 + unitOf(`${leg.marketingAirline}|${routeKey}`) * 0.14);
}

/** The shelves a ticket sells: the shelves of its longest leg's aircraft that every leg can carry. */
export function shelfKinds(legs: readonly Leg[], routeOf: (leg: Leg) => Route): ShelfKind[] {
  const routes = legs.map(routeOf);
  const principal = routes.reduce((a, b) => (b.km > a.km ? b : a));
  const airline = referenceData().entryOf.get(legs[0]!.marketingAirline);
  const a = principal.aircraft;
  const kinds: ShelfKind[] = [
    { shelf: 0, cabin: 'BasicEconomy', wide: a.wideBody },
    { shelf: 1, cabin: 'Economy', wide: a.wideBody },
    { shelf: 2, cabin: 'Economy', wide: a.wideBody },
  ];
  if (!airline?.lowCost) {
    if (a.seats.PremiumEconomy) kinds.push({ shelf: 3, cabin: 'PremiumEconomy', wide: true });
    else if (a.seats.First && !a.wideBody) kinds.push({ shelf: 3, cabin: 'First', wide: false });
    else if (a.seats.Business && !a.wideBody) kinds.push({ shelf: 3, cabin: 'Business', wide: false });
    if (a.wideBody && a.seats.Business) kinds.push({ shelf: 4, cabin: 'Business', wide: true });
    if (a.wideBody && a.seats.First) kinds.push({ shelf: 4, cabin: 'First', wide: true });
  }
  return kinds.filter((k) => routes.every((r) => legSells(r.aircraft, k)));
}

function shelfFactor(lowCost: boolean, kind: ShelfKind, km: number): number {
  if (kind.shelf <= 2) return (lowCost ? LCC_SHELF : NETWORK_SHELF)[kind.shelf]!;
  if (kind.shelf === 3) return kind.cabin === 'PremiumEconomy' ? 1.9 : 2.3;
  if (kind.cabin === 'First') return 7.5;
  return km >= LONG_HAUL_KM ? 4.6 : 3;
}

type TicketPrice = {
  prices: PassengerPrices;
  /** The taxes and fees inside `prices` (checkout shows base fare and taxes apart). */
  taxes: PassengerPrices;
  seatsLeft: number;
  multiplier: number;
  restrictions: FareRestrictions;
  longHaul: boolean;
};

/** One ticket's price on one shelf, per passenger type, in US cents. */
function priceTicket(legs: readonly Leg[], kind: ShelfKind, sliceKey: string, ctx: FareContext): TicketPrice {
  const ref = referenceData();
  const first = ref.airportByCode.get(legs[0]!.origin)!;
  const last = ref.airportByCode.get(legs[legs.length - 1]!.destination)!;
  const airline = ref.entryOf.get(legs[0]!.marketingAirline)!;
  const km = greatCircleKm(first, last);
  const countries = new Set(
    legs.flatMap((l) => [l.origin, l.destination].map((c) => ref.airportByCode.get(c)!.countryCode)),
  );
  const international = countries.size > 1;
  const usDomestic = !international && countries.has('US');

  // Demand is the cabin's: the economy shelves share the standard bucket's load (a sold-out basic bucket hides
  // the basic fare rather than making it dearer than the standard one).
  const demandKind: ShelfKind = kind.shelf <= 2 ? { shelf: 1, cabin: 'Economy', wide: kind.wide } : kind;
  let loadFactor = 0;
  let seatsLeft = Infinity;
  for (const leg of legs) {
    const aircraft = ctx.routeOf(leg).aircraft;
    loadFactor = Math.max(loadFactor, bucketState(leg.id, aircraft, demandKind, ctx.daysOut).loadFactor);
    seatsLeft = Math.min(seatsLeft, bucketState(leg.id, aircraft, kind, ctx.daysOut).seatsLeft);
  }
  if (kind.shelf === 0) seatsLeft = basicSeatsOverride(sliceKey, ctx.stage) ?? seatsLeft;

  const multiplier = fareMultiplier({
    routeKey: `${first.code}-${last.code}`,
    departureDate: ctx.sliceDate,
    observedOn: ctx.observedOn,
    competitors: ctx.competitors(first.code, last.code),
    loadFactor,
  });
  const economy =
    (60 + 0.09 * km ** 0.93) *
    (international ? 1.25 : 1) *
    (airline.lowCost ? 0.7 : 1) *
    (STOP_DISCOUNT[legs.length - 1] ?? 0.8);
  const base = Math.max(
    19,
    Math.round(
      economy *
        shelfFactor(airline.lowCost, kind, km) *
        multiplier *
        flightFactor(legs[0]!, first.timeZone, `${first.code}-${last.code}`) *
        reviewPriceFactor(sliceKey, ctx.stage),
    ),
  );
  const segments = legs.length;
  const taxes = usDomestic
    ? Math.round(base * 7.5) + segments * (520 + 560) + Math.min(2, segments) * 450
    : international
      ? Math.round((3500 + km * 0.6) * (kind.shelf >= 3 ? 1.4 : 1))
      : Math.round(base * 8) + segments * 500;
  const adult = base * 100 + taxes;
  const reduced = international && !airline.lowCost ? Math.round(base * 0.75) * 100 + taxes : adult;
  const longHaul = km >= LONG_HAUL_KM;
  return {
    prices: {
      adult,
      child: reduced,
      seatedInfant: reduced,
      lapInfant: international ? Math.round(base * 0.1) * 100 + Math.round(taxes * 0.35) : 0,
    },
    taxes: {
      adult: taxes,
      child: taxes,
      seatedInfant: taxes,
      lapInfant: international ? Math.round(taxes * 0.35) : 0,
    },
    seatsLeft,
    multiplier,
    restrictions: restrictionsFor(airline.brand, airline.code, kind, longHaul),
    longHaul,
  };
}

const REFUND_ORDER: Refundability[] = ['FullFtc', 'PartialFtc', 'None'];
const SEAT_ORDER = ['included', 'fee', 'notAllowed'] as const;

function worsePenalty(a: Penalty, b: Penalty): Penalty {
  if (a.kind === 'NotPossible' || b.kind === 'NotPossible') return { kind: 'NotPossible' };
  if (a.kind === 'WithFee' && b.kind === 'WithFee')
    return { kind: 'WithFee', amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
  return a.kind === 'WithFee' ? a : b;
}

/** Two tickets travelled as one trip: each rule is the stricter of the two (fees add up). */
function combine(a: FareRestrictions, b: FareRestrictions): FareRestrictions {
  const worse = <T>(order: readonly T[], x: T, y: T) => (order.indexOf(x) >= order.indexOf(y) ? x : y);
  const penalties =
    a.penalties.kind === 'known' && b.penalties.kind === 'known'
      ? {
          kind: 'known' as const,
          cancelPenalty: worsePenalty(a.penalties.cancelPenalty, b.penalties.cancelPenalty),
          changePenalty: worsePenalty(a.penalties.changePenalty, b.penalties.changePenalty),
        }
      : { kind: 'unknown' as const };
  return {
    baggage: {
      carryOn:
        a.baggage.carryOn === 'notAllowed' || b.baggage.carryOn === 'notAllowed' ? 'notAllowed' : 'allowed',
      checked: a.baggage.checked === 'allowed' && b.baggage.checked === 'allowed' ? 'allowed' : 'unknown',
      checkedBagsIncluded: Math.min(a.baggage.checkedBagsIncluded, b.baggage.checkedBagsIncluded),
    },
    penalties,
    seatSelection: worse(SEAT_ORDER, a.seatSelection, b.seatSelection),
    refundability: worse(REFUND_ORDER, a.refundability, b.refundability),
  };
}

const addPrices = (a: PassengerPrices, b: PassengerPrices): PassengerPrices => ({
  adult: a.adult + b.adult,
  child: a.child + b.child,
  lapInfant: a.lapInfant + b.lapInfant,
  seatedInfant: a.seatedInfant + b.seatedInfant,
});

/** Splits a connection's legs into tickets at its self-transfers. */
export function tickets(legs: readonly Leg[], selfTransferAt: readonly boolean[]): Leg[][] {
  const out: Leg[][] = [[]];
  legs.forEach((leg, i) => {
    out[out.length - 1]!.push(leg);
    if (selfTransferAt[i] && i < legs.length - 1) out.push([]);
  });
  return out;
}

/**
 * The fares of a connection on every shelf each of its tickets sells: the longest ticket names the shelf, brand,
 * cabin and booking code; the prices add up over the tickets; the seats left are the fewest over the legs.
 */
export function draftFares(
  legs: readonly Leg[],
  selfTransferAt: readonly boolean[],
  ctx: FareContext,
): DraftFare[] {
  const ref = referenceData();
  const sliceKey = `${legs[0]!.origin}-${legs[legs.length - 1]!.destination}`;
  const parts = tickets(legs, selfTransferAt);
  const kindsOf = parts.map((p) => shelfKinds(p, ctx.routeOf));
  const span = (p: Leg[]) =>
    greatCircleKm(ref.airportByCode.get(p[0]!.origin)!, ref.airportByCode.get(p[p.length - 1]!.destination)!);
  const principal = parts.reduce((best, p, i) => (span(p) > span(parts[best]!) ? i : best), 0);
  const out: DraftFare[] = [];
  for (const kind of kindsOf[principal]!) {
    // Every other ticket must sell the same shelf (the same cabin if it can, else its own cabin on that shelf).
    const matches = kindsOf.map(
      (ks) =>
        ks.find((k) => k.shelf === kind.shelf && k.cabin === kind.cabin) ??
        ks.find((k) => k.shelf === kind.shelf),
    );
    if (matches.some((m) => !m)) continue;
    const priced = parts.map((p, i) => priceTicket(p, i === principal ? kind : matches[i]!, sliceKey, ctx));
    const main = priced[principal]!;
    const airline = ref.entryOf.get(parts[principal]![0]!.marketingAirline)!;
    const restrictions = priced.map((p) => p.restrictions).reduce(combine);
    out.push({
      shelf: kind.shelf as FareShelfRating,
      shortBrandName: brandName(airline.brand, airline.code, kind),
      cabin: kind.cabin,
      bookingCode: bookingCode(airline.code, kind, main.multiplier),
      currency: 'USD',
      pricePerPassenger: priced.map((p) => p.prices).reduce(addPrices),
      taxesPerPassenger: priced.map((p) => p.taxes).reduce(addPrices),
      seatsLeft: Math.min(...priced.map((p) => p.seatsLeft)),
      restrictions,
      includes: includesFor(kind, restrictions),
    });
  }
  return out;
}

function bookingCode(airline: string, kind: ShelfKind, multiplier: number): string {
  if (kind.shelf === 0) return BASIC_CODE[airline] ?? 'O';
  if (kind.shelf === 3) return kind.cabin === 'PremiumEconomy' ? 'W' : 'A';
  if (kind.shelf === 4) return kind.cabin === 'First' ? 'F' : 'J';
  // The cheaper the moment, the lower the booking class the fare books into.
  const step = Math.max(0, Math.min(BOOKING_LADDER.length - 1, Math.floor((multiplier - 0.7) / 0.25)));
  return BOOKING_LADDER[step]!;
}

export { CABIN_LETTER };
