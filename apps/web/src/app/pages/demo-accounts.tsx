import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';

export const DEMO_PASSWORD = 'travel-demo';

/** The demo's seeded users (apps/api bootstrap), each exercising one path of spec §6 and §8. */
export const DEMO_ACCOUNTS: { email: string; note: string }[] = [
  { email: 'primary@demo.test', note: 'Primary cardholder' },
  { email: 'authorized@demo.test', note: 'Authorized user (cannot redeem)' },
  { email: 'manager@demo.test', note: 'Account manager (cannot redeem)' },
  { email: 'nonfinancial@demo.test', note: 'Non-financial user' },
  { email: 'corp-admin@demo.test', note: 'Business admin' },
  { email: 'corp-traveler@demo.test', note: 'Business traveler' },
  { email: 'agent@demo.test', note: 'Travel agent' },
  { email: 'notbeta@demo.test', note: 'Not in the beta' },
  { email: 'denied@demo.test', note: 'Access denied' },
  { email: 'onboarding@demo.test', note: 'Needs business onboarding' },
  { email: 'ack@demo.test', note: 'Needs to acknowledge terms' },
];

/** Choosing an account fills the sign-in form, so trying a role takes one tap. */
export function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  return (
    <Disclosure className="group mt-6 border-t border-slate-200 pt-4">
      <Heading level={3} className="text-sm">
        <Button
          slot="trigger"
          className="flex min-h-11 w-full items-center justify-between rounded-md font-semibold text-brand-700 hover:text-brand-800"
        >
          Demo accounts
          <ChevronDownIcon className="size-4 transition-transform group-data-[expanded]:rotate-180" />
        </Button>
      </Heading>
      <DisclosurePanel>
        <p className="text-sm text-slate-700">
          Every demo account uses the password{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5">{DEMO_PASSWORD}</code>.
        </p>
        <ul className="-mx-2 mt-3 grid text-sm sm:grid-cols-2">
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email}>
              <button
                type="button"
                onClick={() => onPick(a.email)}
                aria-label={`Use ${a.email} (${a.note})`}
                className="flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-brand-50"
              >
                <code className="text-slate-900">{a.email}</code>
                <span className="text-xs text-slate-600">{a.note}</span>
              </button>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
