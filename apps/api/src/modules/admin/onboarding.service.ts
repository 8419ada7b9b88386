import type { OnboardingAnswer } from '@portal/contracts/admin';
import {
  BOOKING_FOR_MODE_LABELS,
  BOOKING_FOR_MODES,
  isBookingForMode,
  type BookingForMode,
} from '@portal/domain/corporate';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AdminActor } from './admin-access.ts';
import { findBusinessSettings, setBookingForMode } from './onboarding.repository.ts';

const OPTIONS = BOOKING_FOR_MODES.map((mode) => ({ mode, label: BOOKING_FOR_MODE_LABELS[mode] }));

function answerOf(row: { name: string; bookingForMode: string }): OnboardingAnswer {
  // A mode edited by hand into something unknown reads as the default, the most permissive.
  const mode = isBookingForMode(row.bookingForMode) ? row.bookingForMode : 'BookForMyselfAndOthers';
  return { businessName: row.name, bookingForMode: mode, options: OPTIONS };
}

/** GET /admin/api/v0/onboarding. */
export async function onboardingOf(deps: AppDeps, admin: AdminActor): Promise<OnboardingAnswer> {
  const row = await findBusinessSettings(deps.db, admin.businessId);
  if (!row) throw notFound('Business');
  return answerOf(row);
}

/** PUT /admin/api/v0/onboarding: the booking-for mode changes with its audit entry, or not at all. */
export async function changeBookingForMode(
  deps: AppDeps,
  admin: AdminActor,
  mode: BookingForMode,
): Promise<OnboardingAnswer> {
  return deps.db.transaction(async (tx) => {
    const row = await findBusinessSettings(tx, admin.businessId, true);
    if (!row) throw notFound('Business');
    if (row.bookingForMode !== mode) {
      await setBookingForMode(tx, admin.businessId, mode);
      await recordAudit(tx, deps.clock, {
        actorUserId: admin.userId,
        businessId: admin.businessId,
        action: 'business.bookingForMode',
        targetType: 'business',
        targetId: admin.businessId,
        before: { bookingForMode: row.bookingForMode },
        after: { bookingForMode: mode },
      });
    }
    return answerOf({ ...row, bookingForMode: mode });
  });
}
