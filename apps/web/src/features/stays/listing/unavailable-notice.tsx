import type { Availability } from '@portal/contracts/listings';
import {
  unavailabilityMessage,
  unavailabilityPrompt,
  UNAVAILABILITY_REASONS,
} from '@portal/domain/availability';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** The reason that decides the message and the prompt: the highest-precedence one, if any is known. */
export function leadingReason(reasons: readonly string[]): string | null {
  return UNAVAILABILITY_REASONS.find((r) => reasons.includes(r)) ?? null;
}

/** 'guests' for occupancy and pets, 'dates' for everything else (spec §8). */
export function promptFor(availability: Availability): 'guests' | 'dates' {
  const reason = leadingReason(availability.reasons);
  return reason ? unavailabilityPrompt(reason) : 'dates';
}

export function isBookable(availability: Availability | undefined): boolean {
  return availability?.AvailabilityResult === 'Available' && availability.rate !== undefined;
}

/** Spec §8 message for the stay, with the button that fixes it: change dates or change travelers. */
export function UnavailableNotice({
  availability,
  onChangeDates,
  onChangeTravelers,
  compact = false,
}: {
  availability: Availability;
  onChangeDates: () => void;
  onChangeTravelers: () => void;
  compact?: boolean;
}) {
  const message = unavailabilityMessage(availability.reasons);
  const prompt = promptFor(availability);
  return (
    <div
      role="alert"
      className={`rounded-xl border border-amber-300 bg-amber-50 text-amber-950 ${compact ? 'p-3' : 'p-4'}`}
    >
      <div className="flex gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <p className="font-semibold">{message.title}</p>
          {message.subtitle ? <p className="mt-0.5 text-sm">{message.subtitle}</p> : null}
          <button
            type="button"
            onClick={prompt === 'guests' ? onChangeTravelers : onChangeDates}
            className="mt-2 rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {prompt === 'guests' ? 'Change travelers' : 'Change dates'}
          </button>
        </div>
      </div>
    </div>
  );
}
