import { useEffect, useState } from 'react';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { useExperiment } from '../../lib/experiments.tsx';
import { MAINTENANCE_EXPERIMENT_ID, maintenanceState, nextMaintenanceChange } from '../../lib/maintenance.ts';

const DEFAULT_MESSAGE =
  'Scheduled maintenance is under way. Some searches and bookings may be unavailable; please try again shortly.';

/** spec §4: from the 'maintenance' experiment, always on or on between its start and end. */
export function MaintenanceBanner({ now = () => Date.now() }: { now?: () => number }) {
  const { variant } = useExperiment(MAINTENANCE_EXPERIMENT_ID);
  const [tick, setTick] = useState(0);
  const state = maintenanceState(variant, now());

  useEffect(() => {
    const wait = nextMaintenanceChange(variant, now());
    if (wait === null || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setTick((t) => t + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [variant, now, tick]);

  if (!state.active) return null;
  return (
    <div role="status" className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-[1330px] items-start gap-3 px-5 py-3 text-sm md:px-8">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">Maintenance: </strong>
          {state.message ?? DEFAULT_MESSAGE}
        </p>
      </div>
    </div>
  );
}
