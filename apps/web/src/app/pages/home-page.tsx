import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { ShieldIcon, SparkleIcon, StarIcon } from '../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSessionInfo } from '../../lib/session-info.ts';
import { PRODUCT_TABS, isProductTab, type ProductTab } from '../layout/product-tabs.ts';
import { ProductPanel } from './home-product-panel.tsx';
import { LazyStaysSearchForm } from '../../features/stays/components/lazy-search-form.tsx';
import { DEFAULT_GUESTS } from '../../features/stays/stays-search.ts';
import { usePortalConfig } from '../../lib/portal-config.ts';

function ProductTabBar({ open, onOpen }: { open: ProductTab; onOpen: (tab: ProductTab) => void }) {
  return (
    <div
      role="group"
      aria-label="Choose a product"
      className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 md:mx-0 md:flex-wrap md:px-0"
    >
      {PRODUCT_TABS.map(({ id, label, Icon }) => {
        const pressed = open === id;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={pressed}
            aria-controls="product-panel"
            onClick={() => onOpen(pressed ? 'closed' : id)}
            className={`flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white ${
              pressed
                ? 'bg-white text-brand-900 shadow'
                : 'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20'
            }`}
          >
            <Icon className="size-[18px]" />
            {label}
          </button>
        );
      })}
    </div>
  );
}

const BENEFITS = [
  {
    Icon: StarIcon,
    title: 'Earn on every booking',
    text: 'Vacation rentals booked here earn your card’s travel rate in miles or cash back.',
  },
  {
    Icon: SparkleIcon,
    title: 'Pay your way',
    text: 'Use your card, your rewards, or split the total between them. Travel credits apply at checkout.',
  },
  {
    Icon: ShieldIcon,
    title: 'Book with confidence',
    text: 'Clear cancellation policies on every stay and travel support by phone whenever you need it.',
  },
];

export function HomePage() {
  useDocumentTitle('Travel');
  const [params, setParams] = useSearchParams();
  const productParam = params.get('product');
  const open: ProductTab = isProductTab(productParam) ? productParam : 'closed';
  const session = useSessionInfo();
  const firstName = session.data?.userInfo.firstName;
  const { defaultAdults } = usePortalConfig();

  function onOpen(tab: ProductTab) {
    const next = new URLSearchParams(params);
    if (tab === 'closed') next.delete('product');
    else next.set('product', tab);
    setParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white" aria-labelledby="home-title">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(0,98,155,0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(1,61,99,0.9),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-[1330px] px-5 pt-12 pb-10 md:px-8 md:pt-16 md:pb-14">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {firstName ? `Welcome back, ${firstName}` : 'Welcome'}
          </p>
          <h1
            id="home-title"
            className="mt-2 max-w-3xl text-4xl font-bold tracking-tight md:text-[52px] md:leading-[1.1]"
          >
            Where will your rewards take you?
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Book vacation rentals with your card and your rewards, and keep every trip in one place.
          </p>
          <div className="mt-8">
            <ProductTabBar open={open} onOpen={onOpen} />
          </div>
          <div id="product-panel" aria-live="polite" className="mt-6">
            {open === 'closed' ? (
              <Card className="p-5 text-slate-900 md:p-6">
                <h2 className="mb-4 text-lg font-bold">Search vacation rentals</h2>
                <LazyStaysSearchForm
                  variant="hero"
                  initial={{
                    location: '',
                    dates: null,
                    guests: { ...DEFAULT_GUESTS, adults: defaultAdults },
                  }}
                />
              </Card>
            ) : (
              <ProductPanel tab={open} />
            )}
          </div>
        </div>
      </section>
      <section
        aria-labelledby="benefits-title"
        className="mx-auto max-w-[1330px] px-5 py-12 md:px-8 md:py-16"
      >
        <h2 id="benefits-title" className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
          Why book with Card Travel
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1.5 text-slate-700">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
