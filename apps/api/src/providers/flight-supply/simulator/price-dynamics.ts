// How the simulator's fares move (issue 13 "Prices move like airline prices"): by days to departure, weekday,
// season, route competition and seats left, with noise. Private to the simulator: the prediction partner never
// reads these parameters, it learns from the recorded price history only (price-prediction/isolation.test.ts).
// Owner: the prediction work refines this model; the fare builder only calls fareMultiplier.
//
// The shape follows what studies of airline fares report (Etzioni et al., KDD 2003; Groves & Gini 2013): fares
// drift down from far out to a trough some weeks before departure, then climb in steps at the advance-purchase
// fences (21, 14, 7 and 3 days) and with the load factor. On top of that a route and date go through regimes
// nobody can read from the parameters: persistent demand jumps and cuts, and short fare sales. Each is drawn from
// a hash of (route, departure date, period), so the same route, date and observation day always price the same.

export type DemandInput = {
  /** "ORD-LAX": the direction matters (one-way demand differs). */
  routeKey: string;
  /** The slice's departure date (local), YYYY-MM-DD. */
  departureDate: string;
  /** The day the price is observed (UTC date), YYYY-MM-DD; never after departureDate. */
  observedOn: string;
  /** Airlines flying the route (nonstop or one-stop): more competitors, lower fares. */
  competitors: number;
  /** Share of the fare bucket's seats sold, 0 to 1. */
  loadFactor: number;
};

const DAY_MS = 86_400_000;
/** Regimes change at most once per period of this many days. */
const REGIME_DAYS = 4;
/** The farthest period a regime starts in (about 200 days out; fares are not sold much earlier). */
const FIRST_PERIOD = 50;

/** Days since the epoch of a YYYY-MM-DD date; by hand, since Date.parse dominated the cost of a price. */
export function dayNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Whole days from the observation day to the departure date, never negative. */
export function daysBetween(observedOn: string, departureDate: string): number {
  return Math.max(0, dayNumber(departureDate) - dayNumber(observedOn));
}

/** A deterministic hash of a string to [0, 1): the same route, date and day always give the same noise. */
export function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 1_000_000) / 1_000_000;
}

/** unitHash with a final avalanche, so keys differing only in a trailing period number draw independently. */
function draw(text: string): number {
  let h = Math.floor(unitHash(text) * 1_000_000) ^ 0x5bd1e995;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4_294_967_296;
}

/** The route's own shape: where its trough lies and how hard its fences bite (carriers differ by market). */
const shapeCache = new Map<string, { trough: number; fence: number }>();

function routeShape(routeKey: string): { trough: number; fence: number } {
  const cached = shapeCache.get(routeKey);
  if (cached) return cached;
  const shape = {
    trough: 24 + Math.round(draw(`${routeKey}|trough`) * 24),
    fence: 0.7 + draw(`${routeKey}|fence`) * 0.6,
  };
  if (shapeCache.size >= 50_000) shapeCache.clear();
  shapeCache.set(routeKey, shape);
  return shape;
}

/** Days to departure: the U-shape, lowest at the route's trough, with the advance-purchase steps inside 21 days. */
export function advanceFactor(routeKey: string, daysOut: number): number {
  const { trough, fence } = routeShape(routeKey);
  let factor: number;
  if (daysOut >= 60) factor = 1 + (daysOut - 60) / 300;
  else if (daysOut >= trough) factor = 0.85 + (0.15 * (daysOut - trough)) / (60 - trough);
  else factor = 0.85;
  const steps = [
    [21, 0.07],
    [14, 0.14],
    [7, 0.22],
    [3, 0.12],
  ] as const;
  for (const [days, rise] of steps) if (daysOut < days) factor *= 1 + rise * fence;
  return factor;
}

/**
 * The regime of a route and date at an observation day: the product of every demand jump or cut since fares
 * opened, times a fare sale when one runs in the current period. Unpredictable from the parameters by design.
 */
export function regimeFactor(routeKey: string, departureDate: string, daysOut: number): number {
  const current = Math.floor(daysOut / REGIME_DAYS);
  const levels = regimeLevels(routeKey, departureDate);
  const level = levels[Math.min(FIRST_PERIOD, current)] ?? 1;
  const sale = draw(`${routeKey}|${departureDate}|sale|${current}`);
  const depth = draw(`${routeKey}|${departureDate}|depth|${current}`);
  // Sales are rarer close in, where the airline has little reason to discount.
  const saleChance = daysOut < 7 ? 0.005 : 0.015;
  return sale < saleChance ? level * (0.82 + depth * 0.1) : level;
}

/** levels[p]: the product of the jumps and cuts of the periods before p. Memoized: searches price many fares. */
const levelCache = new Map<string, Float64Array>();

function regimeLevels(routeKey: string, departureDate: string): Float64Array {
  const key = `${routeKey}|${departureDate}`;
  const cached = levelCache.get(key);
  if (cached) return cached;
  const levels = new Float64Array(FIRST_PERIOD + 1).fill(1);
  let level = 1;
  for (let period = FIRST_PERIOD; period >= 0; period -= 1) {
    levels[period] = level;
    const roll = draw(`${key}|regime|${period}`);
    const size = draw(`${key}|size|${period}`);
    if (roll < 0.03) level *= 1.03 + size * 0.05;
    else if (roll < 0.05) level *= 0.97 - size * 0.04;
  }
  if (levelCache.size >= 50_000) levelCache.clear();
  levelCache.set(key, levels);
  return levels;
}

/** The multiplier on a fare's base price: about 0.6 (a quiet date on sale, booked early) to 3 (the last seats). */
export function fareMultiplier(input: DemandInput): number {
  const daysOut = daysBetween(input.observedOn, input.departureDate);
  const advance = advanceFactor(input.routeKey, daysOut);
  const regime = regimeFactor(input.routeKey, input.departureDate, daysOut);
  const weekday = (dayNumber(input.departureDate) + 4) % 7; // 1970-01-01 was a Thursday
  const weekdayFactor = [1.08, 1.02, 0.92, 0.94, 1.1, 1.12, 0.96][weekday] ?? 1;
  const month = Number(input.departureDate.slice(5, 7));
  const seasonFactor = [1.0, 0.86, 0.95, 1.02, 1.0, 1.15, 1.22, 1.18, 0.95, 0.98, 1.02, 1.14][month - 1] ?? 1;
  const competitionFactor = 1.25 - Math.min(4, Math.max(1, input.competitors)) * 0.08;
  const scarcity = 1 + Math.max(0, input.loadFactor - 0.7) * 1.6;
  // Fares mostly hold from one day to the next: the noise is small beside the steps.
  const noise = 0.995 + unitHash(`${input.routeKey}|${input.departureDate}|${input.observedOn}`) * 0.01;
  return advance * regime * weekdayFactor * seasonFactor * competitionFactor * scarcity * noise;
}

/**
 * The load factor of a route's cheapest bucket on an observation day: it fills as departure nears, faster on a
 * busy date. The simulator's search uses the seats it has sold; the price history's backfill uses this curve.
 */
export function typicalLoadFactor(routeKey: string, departureDate: string, daysOut: number): number {
  const busy = draw(`${routeKey}|${departureDate}|busy`) * 0.08;
  return Math.min(0.98, Math.max(0.2, 0.3 + busy + 0.5 * (1 - Math.min(daysOut, 90) / 90)));
}
