import { useQuery } from '@tanstack/react-query';
import type { AwayAnswer, ReportsAnswer } from '@portal/contracts/admin-reports';
import { answerSchema } from '../../../lib/answer-schema.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_API } from '../admin-api.ts';

const admin = { base: ADMIN_API };
const ReportsSchema = answerSchema<ReportsAnswer>(
  async () => (await import('@portal/contracts/admin-reports')).ReportsAnswer,
);
const AwaySchema = answerSchema<AwayAnswer>(
  async () => (await import('@portal/contracts/admin-reports')).AwayAnswer,
);

/** A period of whole months; null ends ask the server for its default (the last 12 months). */
export type PeriodChoice = { from: string; to: string } | null;

export function useReports(period: PeriodChoice) {
  return useQuery({
    queryKey: ['admin', 'reports', period],
    queryFn: () =>
      api.get(period ? `reports?from=${period.from}&to=${period.to}` : 'reports', {
        ...admin,
        schema: ReportsSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useAwayNow() {
  return useQuery({
    queryKey: ['admin', 'reports', 'away'],
    queryFn: () => api.get('reports/away', { ...admin, schema: AwaySchema }),
  });
}
