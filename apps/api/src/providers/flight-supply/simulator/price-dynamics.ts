// How the simulator's fares move (issue 13 "Prices move like airline prices"): by days to departure, weekday,
// season, route competition and seats left, with noise. Private to the simulator: the prediction partner never
// reads these parameters, it learns from the recorded price history only.
// Owner: the prediction work refines this model; the fare builder only calls fareMultiplier.

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

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
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

/** The multiplier on a fare's base price: about 0.7 (a quiet date booked early) to 2.5 (the last seats). */
export function fareMultiplier(input: DemandInput): number {
  const daysOut = Math.max(0, dayNumber(input.departureDate) - dayNumber(input.observedOn));
  // Airline fares are lowest around 3 to 8 weeks out and climb steeply inside two weeks.
  const advance = daysOut >= 21 ? 1 + Math.max(0, daysOut - 60) / 400 : 1 + ((21 - daysOut) / 21) ** 2 * 0.9;
  const weekday = new Date(dayNumber(input.departureDate) * DAY_MS).getUTCDay();
  const weekdayFactor = [1.08, 1.02, 0.92, 0.94, 1.1, 1.12, 0.96][weekday] ?? 1;
  const month = Number(input.departureDate.slice(5, 7));
  const seasonFactor = [1.0, 0.86, 0.95, 1.02, 1.0, 1.15, 1.22, 1.18, 0.95, 0.98, 1.02, 1.14][month - 1] ?? 1;
  const competitionFactor = 1.25 - Math.min(4, Math.max(1, input.competitors)) * 0.08;
  const scarcity = 1 + Math.max(0, input.loadFactor - 0.7) * 1.6;
  const noise = 0.93 + unitHash(`${input.routeKey}|${input.departureDate}|${input.observedOn}`) * 0.14;
  return advance * weekdayFactor * seasonFactor * competitionFactor * scarcity * noise;
}
