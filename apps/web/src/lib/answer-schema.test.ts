import { describe, expect, it } from 'vitest';
import { answerSchema } from './answer-schema.ts';
import { ShopAnswer } from './contract-answers.ts';

describe('AnswerSchema', () => {
  it('parses with the contract schema outside production builds, so drift fails in tests', async () => {
    await expect(ShopAnswer.read({ value: { listing: {} } })).rejects.toThrow();
    const checked = answerSchema(async () => ({ parse: (data: unknown) => ({ seen: data }) }));
    await expect(checked.read(1)).resolves.toEqual({ seen: 1 });
  });
});
