import type { PersonInput } from '@portal/contracts/travelers';
import { isHotelLoyaltyCode } from '@portal/domain/hotel-loyalty-programs';
import { isBefore } from '@portal/domain/iso-date';
import { customFieldErrors, withoutEmptyEntries } from '@portal/domain/profiles';
import { isAirlineCode } from '@portal/domain/traveler-form';

export type FieldError = { field: string; message: string };

const PROGRAM_MESSAGE =
  'Program codes use letters and digits; numbers use letters, digits, spaces, / and - only';

/**
 * Checks that need the clock, the spec §5 custom-field rules or the program list, which a schema cannot
 * express. `prefix` is where the person sits in the request body ('body.person' or 'body').
 */
export function personErrors(person: PersonInput, today: string, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!isBefore(person.dateOfBirth, today)) {
    errors.push({ field: `${prefix}.dateOfBirth`, message: 'Must be a date in the past' });
  }
  for (const map of ['frequentFlyer', 'hotelLoyalty'] as const) {
    const entries = withoutEmptyEntries(person[map]);
    const inError = new Set(customFieldErrors(entries));
    for (const key of Object.keys(entries)) {
      if (inError.has(key)) {
        errors.push({ field: `${prefix}.${map}.${key}`, message: PROGRAM_MESSAGE });
      } else if (map === 'hotelLoyalty' && !isHotelLoyaltyCode(key)) {
        errors.push({ field: `${prefix}.${map}.${key}`, message: 'Not a hotel loyalty program code' });
      } else if (map === 'frequentFlyer' && !isAirlineCode(key)) {
        errors.push({ field: `${prefix}.${map}.${key}`, message: 'Not a 2-character airline code' });
      }
    }
  }
  return errors;
}
