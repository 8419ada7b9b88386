import { lazy } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '../../components/ui/icons.tsx';
import { useSessionInfo } from '../../lib/session-info.ts';
import { isAgentMode } from '../../lib/query-params.ts';
import { hasLiveSession } from '../../lib/session-store.ts';
import { AfterLoad } from '../../lib/after-load.tsx';
import { AccountButtonPlaceholder, MobileMenuButtonPlaceholder } from './header-menu-faces.tsx';
import { PRODUCT_TABS, currentTab } from './product-tabs.ts';

// The menus' react-aria menu and dialog code stays out of every page's first load: it is fetched once the page has
// loaded and shown its data (AfterLoad), behind placeholders that look like the triggers.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));
const BusinessSwitcher = lazy(async () => ({
  default: (await import('./business-switcher.tsx')).BusinessSwitcher,
}));

function BusinessName({ name }: { name: string }) {
  return (
    <span className="hidden border-l border-white/25 pl-4 text-sm text-brand-100 md:inline">{name}</span>
  );
}

export function Wordmark() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md text-white outline-offset-4 focus-visible:outline-3 focus-visible:outline-white"
    >
      <LogoMark className="size-8 text-white" />
      <span className="text-[19px] font-bold tracking-tight whitespace-nowrap">
        Card<span className="font-light"> Travel</span>
      </span>
    </Link>
  );
}

function AgentBadge() {
  return (
    <span className="rounded-full bg-amber-300 px-2.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-slate-900 uppercase">
      Agent<span className="hidden sm:inline"> portal</span>
    </span>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const session = useSessionInfo();
  const active = currentTab(pathname);
  const agent = isAgentMode() || session.data?.isDelegatedSession === true;
  const signedIn = hasLiveSession();
  // Cached user info outlives a cleared session for a moment; never show a signed-out visitor a name.
  const info = signedIn ? session.data : undefined;
  const name = info ? `${info.userInfo.firstName} ${info.userInfo.lastName}` : null;
  const corporate = info?.tenant === 'capone-corporate' ? info.corporateInfo : null;
  const businessName = corporate?.businessName;
  const canViewAdmin = info?.corporateInfo?.permissions.canViewAdmin === true && !agent;

  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex h-16 max-w-[1330px] items-center gap-4 px-5 md:px-8">
        <Wordmark />
        {corporate && businessName && corporate.businesses.length > 1 ? (
          <div className="hidden border-l border-white/25 pl-2 md:block">
            <AfterLoad fallback={<BusinessName name={businessName} />}>
              <BusinessSwitcher
                businesses={corporate.businesses}
                current={{ businessId: corporate.businessId, businessName }}
              />
            </AfterLoad>
          </div>
        ) : businessName ? (
          <BusinessName name={businessName} />
        ) : null}
        {agent ? <AgentBadge /> : null}
        <div className="ml-auto flex items-center gap-2">
          {canViewAdmin ? (
            <Link
              to="/admin"
              className="hidden min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10 md:inline-flex"
            >
              Admin
            </Link>
          ) : null}
          {name && info ? (
            <div className="hidden md:block">
              <AfterLoad fallback={<AccountButtonPlaceholder name={name} />}>
                <AccountMenu name={name} email={info.userInfo.email} />
              </AfterLoad>
            </div>
          ) : !signedIn && pathname !== '/login' ? (
            <Link
              to="/login"
              className="hidden min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/50 hover:bg-white/10 md:inline-flex"
            >
              Sign in
            </Link>
          ) : null}
          <AfterLoad fallback={<MobileMenuButtonPlaceholder />}>
            <MobileMenu
              name={name}
              email={info?.userInfo.email ?? null}
              businessName={businessName ?? null}
              businesses={corporate?.businesses ?? []}
              businessId={corporate?.businessId ?? null}
              showAdmin={canViewAdmin}
            />
          </AfterLoad>
        </div>
      </div>
      <nav aria-label="Products" className="hidden border-t border-white/10 md:block">
        <ul className="mx-auto flex max-w-[1330px] gap-1 px-5 md:px-8">
          {PRODUCT_TABS.map(({ id, label, href, Icon }) => {
            const current = active?.id === id;
            return (
              <li key={id}>
                <NavLink
                  to={href}
                  aria-current={current ? 'page' : undefined}
                  className={`flex h-12 items-center gap-2 border-b-[3px] px-3 text-sm font-medium outline-offset-[-3px] focus-visible:outline-3 focus-visible:outline-white ${
                    current
                      ? 'border-white text-white'
                      : 'border-transparent text-brand-100 hover:border-white/40 hover:text-white'
                  }`}
                >
                  <Icon className="size-[18px]" />
                  {label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
