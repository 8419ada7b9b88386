import type { ReactNode } from 'react';

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a visually hidden
 * table carries the same figures, so a screen reader reads numbers, not shapes.
 */
export function ChartCard(props: {
  title: string;
  summary: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  children: ReactNode;
  className?: string;
}) {
  const id = `chart-${props.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <figure
      aria-labelledby={id}
      className={`min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${props.className ?? ''}`}
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {props.title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{props.summary}</p>
      <div aria-hidden="true" className="mt-4 h-64">
        {props.children}
      </div>
      <table className="sr-only">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
