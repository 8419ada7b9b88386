import type { HotelRoom, HotelRoomProduct } from '@portal/contracts/hotel-details';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { formatMoney } from '../../../lib/format.ts';

/**
 * The chosen room and rate, fixed at the bottom of the screen. Hotel checkout (issue 12, "Book and manage") is
 * built separately; until it is, the bar says how to book the selection with the travel team.
 */
export function SelectedRateBar({
  room,
  rate,
  nights,
  onClear,
}: {
  room: HotelRoom;
  rate: HotelRoomProduct;
  nights: number;
  onClear: () => void;
}) {
  const { supportPhone } = usePortalConfig();
  return (
    <div
      role="region"
      aria-label="Your selection"
      aria-live="polite"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_-12px_rgba(2,43,69,0.35)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-[1200px] flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:justify-between md:px-8">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{`${room.name} · ${rate.name}`}</p>
          <p className="text-sm text-slate-700">
            {`${formatMoney(rate.tripTotal.fiat)} total for ${nights} ${nights === 1 ? 'night' : 'nights'}, taxes and fees included`}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600">{`Online hotel checkout is on its way. To book this rate now, call ${supportPhone}.`}</p>
          <button
            type="button"
            onClick={onClear}
            className="shrink-0 text-sm font-semibold text-brand-700 underline"
          >
            Clear selection
          </button>
        </div>
      </div>
    </div>
  );
}
