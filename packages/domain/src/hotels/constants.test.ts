import { describe, expect, it } from 'vitest';
import {
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  COMPLIMENTARY_NIGHT_COLLECTIONS,
  COMPLIMENTARY_NIGHT_EVERY,
  COMPLIMENTARY_NIGHT_MIN_NIGHTS,
  HOTEL_CFAR_EXERCISE_HOURS_BEFORE_CHECK_IN,
  HOTEL_PRICE_DROP_MONITOR_DAYS,
  HOTEL_PRICE_FREEZE_DAYS,
  PRICE_MATCH_CLAIM_HOURS,
  PRICE_MATCH_REFUND_PERCENT,
} from './constants.ts';

describe('hotel constants of spec §9', () => {
  it('keeps the spec values', () => {
    expect(COMPLIMENTARY_NIGHT_MIN_NIGHTS).toBe(4);
    expect(COMPLIMENTARY_NIGHT_EVERY).toBe(4);
    expect(COMPLIMENTARY_NIGHT_COLLECTIONS).toEqual(['Premier', 'Lifestyle']);
    expect(HOTEL_CFAR_EXERCISE_HOURS_BEFORE_CHECK_IN).toBe(0);
    expect(HOTEL_PRICE_DROP_MONITOR_DAYS).toBe(5);
    expect(HOTEL_PRICE_FREEZE_DAYS).toBe(7);
    expect(PRICE_MATCH_CLAIM_HOURS).toBe(24);
    expect(PRICE_MATCH_REFUND_PERCENT).toBe(100);
    expect([CHILD_MIN_AGE, CHILD_MAX_AGE]).toEqual([0, 17]);
  });
});
