import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BedIcon, CarIcon, ChevronRightIcon, Icon, PlaneIcon } from '../../../components/ui/icons.tsx';
import type { CrossSell } from '../../../lib/checkout-product.ts';
import { useExperiment } from '../../../lib/experiments.tsx';

/** spec §9: two trees, $0.25 per completed booking. */
export const TREES_NOTE =
  'Your booking plants two trees. We give $0.25 of every completed booking to tree planting.';

const TreeIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 22v-6M12 16l-3-3M12 14l3-3M7 16a5 5 0 0 1-1.5-9.5A6 6 0 0 1 17.5 6 5 5 0 0 1 17 16z" />
  </Icon>
);

function NextCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 outline-offset-2 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{text}</span>
      </span>
      <ChevronRightIcon className="size-5 text-slate-500 group-hover:text-brand-700" />
    </Link>
  );
}

const CROSS_SELL: Record<CrossSell, { to: string; icon: ReactNode; title: string; text: string }> = {
  flight: {
    to: '/flights',
    icon: <PlaneIcon className="size-6" />,
    title: 'Book a Flight',
    text: 'Find a flight for your trip.',
  },
  hotel: {
    to: '/hotels',
    icon: <BedIcon className="size-6" />,
    title: 'Book a Hotel',
    text: 'Find a place to stay.',
  },
  car: {
    to: '/cars',
    icon: <CarIcon className="size-6" />,
    title: 'Rent a Car',
    text: 'Get around once you arrive.',
  },
};

/**
 * "What's next?": the line's own steps for this booking (`children`, when it has some), then the cross-sell cards:
 * what the trip may still need, never the line just booked.
 */
export function WhatsNext({
  children,
  offers = ['flight', 'car'],
}: {
  children?: ReactNode;
  offers?: readonly CrossSell[];
}) {
  return (
    <section aria-labelledby="confirm-whats-next" className="py-6">
      <h2 id="confirm-whats-next" className="text-xl font-bold text-slate-900">
        What&apos;s next?
      </h2>
      {children ? <div className="mt-4">{children}</div> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {offers.map((offer) => (
          <NextCard key={offer} {...CROSS_SELL[offer]} />
        ))}
      </div>
    </section>
  );
}

/** spec §9: shown only to users in the trees experiment. */
export function TreesNote() {
  const { variant } = useExperiment('trees');
  if (variant !== 'available') return null;
  return (
    <p className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900">
      <TreeIcon className="mt-0.5 size-5 shrink-0" />
      <span>{TREES_NOTE}</span>
    </p>
  );
}
