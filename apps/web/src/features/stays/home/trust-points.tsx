import { LockIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/ui/icons.tsx';

const POINTS = [
  {
    icon: StarIcon,
    title: 'Earn on every stay',
    text: 'Your card earns its vacation-rental rate on each booking, and you can pay with rewards.',
  },
  {
    icon: SparkleIcon,
    title: 'Homes worth the trip',
    text: 'Entire places with kitchens and space to spread out, from cabins to beach houses.',
  },
  {
    icon: ShieldIcon,
    title: 'Clear prices',
    text: 'The total you see includes cleaning, service fees and taxes. No surprises at checkout.',
  },
  {
    icon: LockIcon,
    title: 'Book with confidence',
    text: 'Secure checkout and 24/7 support from our travel team before and during your stay.',
  },
];

export function TrustPoints() {
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-[1330px] px-5 py-16 md:px-8 md:py-20">
      <h2 id="trust-heading" className="sr-only">
        Why book vacation rentals here
      </h2>
      <ul className="grid gap-8 rounded-3xl bg-slate-50 p-8 sm:grid-cols-2 md:p-10 lg:grid-cols-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon className="size-5" />
            </span>
            <p className="mt-4 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
