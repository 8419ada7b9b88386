import { useId } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { hotelLoyaltyProgram } from '@portal/domain/hotel-loyalty-programs';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';

/** The quote request's limits (contracts hotel-booking.ts). */
export const LOYALTY_NUMBER_MAX = 40;
export const SPECIAL_REQUESTS_MAX = 500;

/** The traveler's saved number in the hotel's program (spec §3 hotelLoyalty), or '' when none is saved. */
export function savedLoyaltyNumber(traveler: Person | null, programCode: string | null): string {
  if (!traveler || !programCode) return '';
  return (traveler.hotelLoyalty[programCode] ?? '').slice(0, LOYALTY_NUMBER_MAX);
}

/**
 * Step 1's hotel fields: the primary guest's number in the hotel's loyalty program (the saved one of the chosen
 * traveler until the user types another) and special requests for the hotel.
 */
export function HotelTravelerFields({
  programCode,
  loyaltyNumber,
  saved,
  onLoyaltyNumber,
  specialRequests,
  onSpecialRequests,
}: {
  programCode: string | null;
  loyaltyNumber: string;
  /** Whether the number shown is the traveler's saved one. */
  saved: boolean;
  onLoyaltyNumber: (value: string) => void;
  specialRequests: string;
  onSpecialRequests: (value: string) => void;
}) {
  const requestsId = useId();
  const program = programCode ? hotelLoyaltyProgram(programCode) : undefined;
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-slate-800">Hotel preferences</legend>
      <div className="mt-3 grid gap-4">
        {program ? (
          <TextField
            label={`${program.name} number (optional)`}
            autoComplete="off"
            maxLength={LOYALTY_NUMBER_MAX}
            value={loyaltyNumber}
            onChange={(e) => onLoyaltyNumber(e.target.value)}
            hint={
              saved && loyaltyNumber
                ? 'From the traveler’s saved loyalty programs.'
                : 'Earn your hotel points and member benefits on this stay.'
            }
          />
        ) : null}
        <div>
          <label htmlFor={requestsId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Special requests (optional)
          </label>
          <textarea
            id={requestsId}
            rows={3}
            maxLength={SPECIAL_REQUESTS_MAX}
            value={specialRequests}
            onChange={(e) => onSpecialRequests(e.target.value)}
            aria-describedby={`${requestsId}-hint`}
            className={inputClass}
          />
          <p id={`${requestsId}-hint`} className="mt-1 text-xs text-slate-600">
            Passed to the hotel, which meets them when it can (a high floor, a quiet room, early check-in).
          </p>
        </div>
      </div>
    </fieldset>
  );
}
