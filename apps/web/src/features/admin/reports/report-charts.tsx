// Loaded on demand with the Reports screen only: recharts never reaches the landing pages.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportsAnswer } from '@portal/contracts/admin-reports';
import type { ProductType } from '@portal/domain/enums';
import { formatMoney } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { axisDollars, monthLabel, PRODUCT_COLOR, PRODUCT_LABEL } from './reports-format.ts';

const usd = (value: number) => formatMoney({ value, currencyCode: 'USD', currencySymbol: '$' });
const tooltipMoney = (value: unknown) => usd(Number(value));
const AXIS = { fontSize: 12, fill: '#475569' };

function HorizontalBars(props: { data: { label: string; value: number }[]; color: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={props.data}
        layout="vertical"
        margin={{ left: 8, right: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" tickFormatter={axisDollars} tick={AXIS} />
        <YAxis type="category" dataKey="label" width={118} tick={AXIS} />
        <Tooltip formatter={tooltipMoney} cursor={{ fill: '#f1f5f9' }} />
        <Bar
          isAnimationActive={false}
          dataKey="value"
          name="Spend"
          fill={props.color}
          radius={[0, 4, 4, 0]}
          maxBarSize={26}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ReportCharts({ report }: { report: ReportsAnswer }) {
  const lines = report.byProduct.map((p) => p.productLine);
  const months = report.byMonth.map((m) => ({
    label: monthLabel(m.month, true),
    ...Object.fromEntries(m.byProduct.map((p) => [p.productLine, p.spend.value])),
  }));
  const top = report.byTraveler.slice(0, 8);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ChartCard
        className="lg:col-span-2"
        title="Spend by month"
        summary={`By product line, ${monthLabel(report.period.from)} to ${monthLabel(report.period.to)}`}
        columns={['Month', ...lines.map((l) => PRODUCT_LABEL[l]), 'Total']}
        rows={report.byMonth.map((m) => [
          monthLabel(m.month),
          ...lines.map((l) => usd(m.byProduct.find((p) => p.productLine === l)?.spend.value ?? 0)),
          usd(m.spend.value),
        ])}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months} margin={{ left: 0, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
            <YAxis tickFormatter={axisDollars} tick={AXIS} width={48} />
            <Tooltip formatter={tooltipMoney} cursor={{ fill: '#f1f5f9' }} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {lines.map((line: ProductType) => (
              <Bar
                isAnimationActive={false}
                key={line}
                dataKey={line}
                name={PRODUCT_LABEL[line]}
                stackId="spend"
                fill={PRODUCT_COLOR[line]}
                maxBarSize={40}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Spend by product"
        summary="Which kinds of travel the money went to"
        columns={['Product', 'Spend', 'Trips']}
        rows={report.byProduct.map((p) => [
          PRODUCT_LABEL[p.productLine],
          usd(p.spend.value),
          String(p.trips),
        ])}
      >
        <HorizontalBars
          color="#1d4ed8"
          data={report.byProduct.map((p) => ({ label: PRODUCT_LABEL[p.productLine], value: p.spend.value }))}
        />
      </ChartCard>
      <ChartCard
        title="Spend by department"
        summary="Teams ranked by what they spent"
        columns={['Department', 'Spend', 'Trips']}
        rows={report.byDepartment.map((d) => [d.department, usd(d.spend.value), String(d.trips)])}
      >
        <HorizontalBars
          color="#0f766e"
          data={report.byDepartment.map((d) => ({ label: d.department, value: d.spend.value }))}
        />
      </ChartCard>
      <ChartCard
        className="lg:col-span-2"
        title="Spend by traveler"
        summary={top.length < report.byTraveler.length ? `Top ${top.length} travelers` : 'Every traveler'}
        columns={['Traveler', 'Department', 'Spend', 'Trips']}
        rows={report.byTraveler.map((t) => [t.name, t.department, usd(t.spend.value), String(t.trips)])}
      >
        <HorizontalBars color="#7c3aed" data={top.map((t) => ({ label: t.name, value: t.spend.value }))} />
      </ChartCard>
    </div>
  );
}
