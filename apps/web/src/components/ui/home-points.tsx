import type { ComponentType } from 'react';
import { Link } from 'react-router';

export type HomePoint = {
  icon: ComponentType;
  title: string;
  text: string;
  /** A link after the text ("Terms apply"). */
  link?: { to: string; text: string };
};

/** A product home's three reasons to book, under its hero; `heading` names the list for screen readers. */
export function HomePoints({ id, heading, points }: { id: string; heading: string; points: HomePoint[] }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-[1330px] px-5 py-14 md:px-8 md:py-20">
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text, link }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">
                {text}
                {link ? (
                  <>
                    {' '}
                    <Link to={link.to} className="font-medium text-brand-700 underline underline-offset-2">
                      {link.text}
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
