import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PRODUCT_TABS, type ProductTab } from '../layout/product-tabs.ts';

interface PanelText {
  title: string;
  body: string;
  points: string[];
  cta: string;
  to: string;
  available: boolean;
}

/** Honest descriptions: vacation rentals book end to end; the other products are described, not faked. */
const PANELS: Record<Exclude<ProductTab, 'closed'>, PanelText> = {
  stays: {
    title: 'Vacation rentals',
    body: 'Search whole homes by destination, dates and guests, compare prices and book with your card, your rewards or both.',
    points: ['Pet-friendly filter', 'Pay with rewards or split', 'Free cancellation shown up front'],
    cta: 'Search vacation rentals',
    to: '/stays/',
    available: true,
  },
  flight: {
    title: 'Flights',
    body: 'One-way, round-trip and multi-city fares with price prediction, price freeze and cancel for any reason.',
    points: [
      'Price prediction: wait, fair, good or great',
      'Freeze a fare while you decide',
      'Disruption assistance',
    ],
    cta: 'Search flights',
    to: '/flights/',
    available: true,
  },
  ground: {
    title: 'Rental cars',
    body: 'Airport and city pick-ups from major rental companies, with free cancellation on many rates.',
    points: ['Airport, shuttle and meet-and-greet pick-ups', 'Loyalty numbers at checkout'],
    cta: 'About rental cars',
    to: '/cars',
    available: false,
  },
  hotel: {
    title: 'Hotels',
    body: 'Search hotels by destination or name, compare rooms and rates with taxes and fees included, including the Premier and Lifestyle collections.',
    points: [
      'Premier and Lifestyle collections',
      'Complimentary fourth night at select hotels',
      'Free cancellation shown up front',
    ],
    cta: 'Search hotels',
    to: '/hotels/',
    available: true,
  },
  trips: {
    title: 'My trips',
    body: 'Every booking made here, with its confirmation number, cancellation policy and receipts.',
    points: ['Upcoming and past trips', 'Cancel eligible bookings online'],
    cta: 'Go to my trips',
    to: '/trips',
    available: true,
  },
  experiences: {
    title: 'Experiences',
    body: 'Tours, tickets and activities at your destination, bookable with your rewards.',
    points: ['Clear cancellation terms before you book'],
    cta: 'Read the FAQ',
    to: '/faq/',
    available: false,
  },
  wallet: {
    title: 'Travel wallet',
    body: 'Your travel credits and offers, applied at checkout. Eligible cards get an annual or one-time travel credit.',
    points: ['Annual $300 credit on the top card tier', 'One-time $250 credit on the base tier'],
    cta: 'Open your travel wallet',
    to: '/wallet',
    available: true,
  },
};

export function ProductPanel({ tab }: { tab: Exclude<ProductTab, 'closed'> }) {
  const panel = PANELS[tab];
  const info = PRODUCT_TABS.find((t) => t.id === tab);
  const Icon = info?.Icon;
  return (
    <Card className="grid gap-6 p-6 text-slate-900 md:grid-cols-[1fr_auto] md:items-center md:p-8">
      <div>
        <div className="flex items-center gap-3">
          {Icon ? (
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon />
            </span>
          ) : null}
          <h2 className="text-xl font-bold">{panel.title}</h2>
          {!panel.available ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              Coming to this portal
            </span>
          ) : null}
        </div>
        <p className="mt-3 max-w-2xl text-slate-700">{panel.body}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {panel.points.map((p) => (
            <li key={p} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {p}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to={panel.to} variant={panel.available ? 'primary' : 'secondary'} className="shrink-0">
        {panel.cta}
      </ButtonLink>
    </Card>
  );
}
