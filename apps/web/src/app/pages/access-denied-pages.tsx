import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LockIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePortalConfig } from '../../lib/portal-config.ts';

function NoticePage({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  const { supportPhone } = usePortalConfig();
  return (
    <div className="bg-slate-50 px-5 py-16 md:py-24">
      <Card className="mx-auto max-w-xl p-8 text-center md:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <LockIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        <div className="mt-3 space-y-3 text-slate-700">{children}</div>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm font-semibold text-slate-800">
          <PhoneIcon className="size-5 text-brand-700" /> Questions? Call {supportPhone}
        </p>
        <ButtonLink to="/login" variant="secondary" className="mt-6">
          Sign in with another account
        </ButtonLink>
      </Card>
    </div>
  );
}

/** spec §8: auth code 40103. */
export function AccessDeniedPage() {
  return (
    <NoticePage title="Access denied">
      <p>Your account does not have access to Card Travel.</p>
      <p>
        Travel booking is available to cardholders whose account is open and in good standing. If you believe
        this is a mistake, please call us.
      </p>
    </NoticePage>
  );
}

/** spec §8: auth code 40102. */
export function NotBetaPage() {
  return (
    <NoticePage title="You’re not in the beta yet">
      <p>Card Travel is open to a limited group of cardholders while we finish it.</p>
      <p>Your account is not part of this group yet. We’ll let you know by email as soon as it is.</p>
    </NoticePage>
  );
}
