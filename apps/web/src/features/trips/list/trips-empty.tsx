import { ButtonLink } from '../../../components/ui/button.tsx';
import { PlaneIcon, SuitcaseIcon, TicketIcon } from '../../../components/ui/icons.tsx';
import type { TripTab } from '../trip-tabs.ts';

const ICONS = { watched: PlaneIcon, frozen: TicketIcon, credits: TicketIcon } as const;

/** What a tab would hold, and where to go to fill it. */
export function TripsEmpty({ tab }: { tab: TripTab }) {
  const Icon = tab.id in ICONS ? ICONS[tab.id as keyof typeof ICONS] : SuitcaseIcon;
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center md:py-14">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{tab.empty.title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{tab.empty.text}</p>
      <ButtonLink to={tab.empty.action.to} className="mt-6">
        {tab.empty.action.label}
      </ButtonLink>
    </div>
  );
}
