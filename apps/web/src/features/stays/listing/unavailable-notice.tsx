import type { Availability, Listing } from '@portal/contracts/listings';
import {
  unavailabilityMessage,
  unavailabilityPrompt,
  UNAVAILABILITY_REASONS,
} from '@portal/domain/availability';
import { stayRuleText } from '@portal/domain/stay-rules';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** The reason that decides the message and the prompt: the highest-precedence one, if any is known. */
export function leadingReason(reasons: readonly string[]): (typeof UNAVAILABILITY_REASONS)[number] | null {
  return UNAVAILABILITY_REASONS.find((r) => reasons.includes(r)) ?? null;
}

/** The rule behind the leading reason, with its number ('This home needs at least 7 nights'), if it has one. */
export function leadingRule(availability: Availability, rules: Listing['stayRules']): string | null {
  const reason = leadingReason(availability.reasons);
  return reason ? stayRuleText(reason, rules) : null;
}

/** 'guests' for occupancy and pets, 'dates' for everything else (spec §8). */
export function promptFor(availability: Availability): 'guests' | 'dates' {
  const reason = leadingReason(availability.reasons);
  return reason ? unavailabilityPrompt(reason) : 'dates';
}

export function isBookable(availability: Availability | undefined): boolean {
  return availability?.AvailabilityResult === 'Available' && availability.rate !== undefined;
}

/** Spec §8 message for the stay and the rule behind it, with the button that fixes it (dates or travelers). */
export function UnavailableNotice({
  availability,
  rules,
  onChangeDates,
  onChangeTravelers,
  compact = false,
}: {
  availability: Availability;
  rules: Listing['stayRules'];
  onChangeDates: () => void;
  onChangeTravelers: () => void;
  compact?: boolean;
}) {
  const message = unavailabilityMessage(availability.reasons);
  const rule = leadingRule(availability, rules);
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
          {rule ? <p className="mt-0.5 text-sm font-medium">{rule}.</p> : null}
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
