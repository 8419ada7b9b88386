import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnConflict } from './transaction-retry.ts';

const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('isRetryableConflict', () => {
  it.each([
    ['40P01', true],
    ['40001', true],
    ['23P01', false],
    ['23505', false],
    ['57P01', false],
  ])('SQLSTATE %s: %s', (code, retryable) => {
    expect(isRetryableConflict(sqlError(code))).toBe(retryable);
    // Drizzle wraps the driver's error: its cause is what PostgreSQL said.
    expect(isRetryableConflict(new Error('Failed query', { cause: sqlError(code) }))).toBe(retryable);
  });

  it('is false for errors without a code', () => {
    expect(isRetryableConflict(new Error('boom'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});

describe('retryOnConflict', () => {
  it('runs the work again after a deadlock, and answers its result', async () => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls += 1;
      if (calls < 3) throw sqlError('40P01');
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    let calls = 0;
    const run = retryOnConflict(async () => {
      calls += 1;
      throw sqlError('40001');
    }, 3);
    await expect(run).rejects.toMatchObject({ code: '40001' });
    expect(calls).toBe(3);
  });

  it('does not retry any other error', async () => {
    let calls = 0;
    const run = retryOnConflict(async () => {
      calls += 1;
      throw sqlError('23P01');
    });
    await expect(run).rejects.toMatchObject({ code: '23P01' });
    expect(calls).toBe(1);
  });
});
