/**
 * Phone numbers, parsed and checked with libphonenumber-js's `min` metadata (each country's number pattern and
 * lengths, without per-type patterns, so the book page stays small). The web app's contact step and the API's
 * addMainGuest check the same way, and what an account saved is read the way it was written (E.164).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** The traveler form's wording (spec §5 leaves it open). */
export const PHONE_ERROR = 'Enter a valid phone number.';

/** A number typed in the contact step: its '+code' field and the national number (or a whole '+…' number). */
export function parseContactPhone(countryCode: string, national: string): PhoneNumber | undefined {
  const typed = national.trim();
  if (!typed) return undefined;
  if (typed.startsWith('+')) return parsePhoneNumberFromString(typed);
  const code = countryCode.trim();
  if (!/^\+?\d{1,3}$/.test(code)) return undefined;
  return parsePhoneNumberFromString(`+${code.replace('+', '')} ${typed}`);
}

export function isValidContactPhone(countryCode: string, national: string): boolean {
  return parseContactPhone(countryCode, national)?.isValid() ?? false;
}

/**
 * A phone number as an API request carries it: '+1 415 555 0134' with its country code, or a US number without
 * one (spec §9: the default country code is '+1').
 */
export function isValidPhoneNumber(value: string): boolean {
  return parseRequestPhone(value)?.isValid() ?? false;
}

function parseRequestPhone(value: string): PhoneNumber | undefined {
  const typed = value.trim();
  return typed.startsWith('+') ? parsePhoneNumberFromString(typed) : parsePhoneNumberFromString(typed, 'US');
}

/** A saved number ('+14155550134') as the contact step's two fields: '+1' and '(415) 555-0134'. */
export function savedPhoneFields(
  saved: string | null | undefined,
): { countryCode: string; phone: string } | null {
  const parsed = saved ? parseRequestPhone(saved) : undefined;
  if (!parsed?.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, phone: parsed.formatNational() };
}
