// The backtest's table (bench/flights-prediction.ts): by first search day, then all passengers.

export type Outcome = {
  firstDaysOut: number;
  /** The price at the first search (the baseline buys it), what the passenger paid, the lowest price after. */
  atOnce: number;
  paid: number;
  best: number;
  boughtDaysOut: number;
};

export type Summary = {
  passengers: number;
  shareOfOptimal: number;
  averageSavingMinor: number;
  averageSavingPercent: number;
  optimalSavingPercent: number;
  paidMoreShare: number;
  waitedShare: number;
};

export function summarize(outcomes: readonly Outcome[]): Summary {
  let saved = 0;
  let possible = 0;
  let savedPercent = 0;
  let bestPercent = 0;
  let paidMore = 0;
  let waited = 0;
  for (const o of outcomes) {
    saved += o.atOnce - o.paid;
    possible += o.atOnce - o.best;
    savedPercent += (o.atOnce - o.paid) / o.atOnce;
    bestPercent += (o.atOnce - o.best) / o.atOnce;
    if (o.paid > o.atOnce) paidMore += 1;
    if (o.boughtDaysOut < o.firstDaysOut) waited += 1;
  }
  const n = Math.max(1, outcomes.length);
  return {
    passengers: outcomes.length,
    shareOfOptimal: possible > 0 ? saved / possible : 0,
    averageSavingMinor: saved / n,
    averageSavingPercent: (savedPercent / n) * 100,
    optimalSavingPercent: (bestPercent / n) * 100,
    paidMoreShare: paidMore / n,
    waitedShare: waited / n,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

export function printBacktest(outcomes: readonly Outcome[]): Summary {
  const bands: [string, number, number][] = [
    ['first search 1-7 days out', 1, 7],
    ['8-14', 8, 14],
    ['15-21', 15, 21],
    ['22-35', 22, 35],
    ['36-60', 36, 60],
  ];
  const rows = bands.map(([label, from, to]) => {
    const s = summarize(outcomes.filter((o) => o.firstDaysOut >= from && o.firstDaysOut <= to));
    return { label, ...s };
  });
  const all = summarize(outcomes);
  rows.push({ label: 'all passengers', ...all });
  console.log(
    [
      '',
      'passengers',
      'of optimal',
      'avg saving',
      'avg saving %',
      'clairvoyant %',
      'paid more',
      'waited',
    ].join(' | '),
  );
  for (const r of rows) {
    console.log(
      [
        r.label,
        r.passengers,
        pct(r.shareOfOptimal),
        usd(r.averageSavingMinor),
        `${r.averageSavingPercent.toFixed(2)}%`,
        `${r.optimalSavingPercent.toFixed(2)}%`,
        pct(r.paidMoreShare),
        pct(r.waitedShare),
      ].join(' | '),
    );
  }
  console.log(`Anchor (Etzioni et al. 2003): 61.8% of optimal. Targets: >= 70% of optimal, <= 5% paid more.`);
  return all;
}
