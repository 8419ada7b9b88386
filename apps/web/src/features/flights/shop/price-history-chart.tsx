import type { PricePoint } from '../api/prediction-api.ts';

const W = 640;
const H = 200;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };

/**
 * The route's recorded lowest prices by observation day, as a plain SVG line (no chart library: the step stays
 * small). The predicted range is a band behind it. A table of the same numbers follows for screen readers.
 */
export function PriceHistoryChart({
  points,
  band,
  currency,
}: {
  points: PricePoint[];
  band: { min: number; max: number } | null;
  currency: string;
}) {
  if (points.length < 2) return null;
  const values = points.map((p) => p.price).concat(band ? [band.min, band.max] : []);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i: number) => PAD.left + (i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - lo) / span) * (H - PAD.top - PAD.bottom);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ');
  const label = (v: number) => `${currency}${Math.round(v).toLocaleString('en-US')}`;
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const last = points[points.length - 1];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Price history: ${points.length} days from ${label(Math.min(...points.map((p) => p.price)))} to ${label(Math.max(...points.map((p) => p.price)))}`}
      >
        {band ? (
          <rect
            x={PAD.left}
            width={W - PAD.left - PAD.right}
            y={y(band.max)}
            height={Math.max(2, y(band.min) - y(band.max))}
            className="fill-emerald-100"
          />
        ) : null}
        {[hi, (hi + lo) / 2, lo].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {label(v)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-700" strokeLinejoin="round" />
        {last ? (
          <circle cx={x(points.length - 1)} cy={y(last.price)} r={4} className="fill-brand-700" />
        ) : null}
        {[0, Math.floor((points.length - 1) / 2), points.length - 1].map((i) => (
          <text
            key={i}
            x={x(i)}
            y={H - 8}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            className="fill-slate-500 text-[11px]"
          >
            {points[i] ? day(points[i].date) : ''}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        Lowest price seen each day for this route and date
        {band ? '; the green band is the predicted range' : ''}.
      </figcaption>
    </figure>
  );
}
