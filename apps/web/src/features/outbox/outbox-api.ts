import { useQuery } from '@tanstack/react-query';
import type { OutboxAnswer } from '@portal/contracts/outbox';
import { answerSchema } from '../../lib/answer-schema.ts';
import { api } from '../../lib/api-client.ts';

// The contract (and zod) load only where answers are checked: development and tests.
const OutboxAnswerSchema = answerSchema<OutboxAnswer>(
  async () => (await import('@portal/contracts/outbox')).OutboxAnswer,
);

export function useOutbox() {
  return useQuery({
    queryKey: ['outbox'],
    queryFn: () => api.get('outbox', { schema: OutboxAnswerSchema }),
  });
}
