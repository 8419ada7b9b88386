import { describe, expect, it } from 'vitest';
import { HOTEL_LOYALTY_PROGRAMS, hotelLoyaltyProgram, isHotelLoyaltyCode } from './hotel-loyalty-programs.ts';
import { isValidCustomFieldKey } from './profiles.ts';

describe('hotel loyalty program list', () => {
  it('has about 42 programs with unique codes and names', () => {
    expect(HOTEL_LOYALTY_PROGRAMS.length).toBeGreaterThanOrEqual(40);
    const codes = HOTEL_LOYALTY_PROGRAMS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = HOTEL_LOYALTY_PROGRAMS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses 3-character codes that pass the spec §5 custom-field key rule', () => {
    for (const p of HOTEL_LOYALTY_PROGRAMS) {
      expect(p.code).toMatch(/^[A-Z0-9]{3}$/);
      expect(isValidCustomFieldKey(p.code)).toBe(true);
      expect(p.name.trim()).not.toBe('');
      expect(p.chainName.trim()).not.toBe('');
    }
  });

  it.each(['ACH', 'BWH', 'CHH', 'HIL', 'HYA', 'IHG', 'MAR', 'WYN'])('holds the spec example %s', (code) => {
    expect(isHotelLoyaltyCode(code)).toBe(true);
  });

  it.each([
    ['MAR', 'Marriott Bonvoy', 'Marriott International'],
    ['HIL', 'Hilton Honors', 'Hilton'],
    ['ACH', 'ALL - Accor Live Limitless', 'Accor'],
  ])('%s is %s of %s', (code, name, chainName) => {
    expect(hotelLoyaltyProgram(code)).toEqual({ code, name, chainName });
  });

  it.each(['', 'mar', 'XYZ', 'MC'])('rejects the unknown code %j', (code) => {
    expect(isHotelLoyaltyCode(code)).toBe(false);
  });

  it('is sorted by code so the select reads in a stable order', () => {
    const codes = HOTEL_LOYALTY_PROGRAMS.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
  });
});
