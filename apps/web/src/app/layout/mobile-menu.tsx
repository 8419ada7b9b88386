import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import type { BusinessChoice } from './business-switcher.tsx';
import { MobileBusinessChoice } from './mobile-business-choice.tsx';
import { MOBILE_MENU_BUTTON_CLASS } from './header-menu-faces.tsx';
import { PRODUCT_TABS } from './product-tabs.ts';
import { useSignOut } from './use-sign-out.ts';

const LINK_CLASS =
  'flex min-h-12 items-center rounded-lg px-3 text-[15px] font-medium text-slate-800 hover:bg-slate-100';
const ACCOUNT_TAB_IDS = new Set<string>(ACCOUNT_LINKS.map((l) => l.id));

/** Replaces the product tab row at 960px and narrower (spec §2 breakpoints). */
export function MobileMenu({
  name,
  email,
  businessName,
  businesses = [],
  businessId = null,
  showAdmin = false,
}: {
  name: string | null;
  email: string | null;
  businessName: string | null;
  businesses?: readonly BusinessChoice[];
  businessId?: string | null;
  /** The signed-in user may open the admin portal (canViewAdmin). */
  showAdmin?: boolean;
}) {
  const signOut = useSignOut();
  // Signed in, My trips and Travel wallet are listed once, with the other account pages.
  const products = name ? PRODUCT_TABS.filter((t) => !ACCOUNT_TAB_IDS.has(t.id)) : PRODUCT_TABS;
  const accountLinks = name ? ACCOUNT_LINKS : ACCOUNT_LINKS.filter((l) => l.id === 'faq');
  return (
    <DialogTrigger>
      <Button aria-label="Open menu" className={MOBILE_MENU_BUTTON_CLASS}>
        <MenuIcon />
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-slate-950/50 md:hidden">
        <Modal className="fixed inset-y-0 right-0 w-[min(22rem,88vw)] overflow-y-auto bg-white shadow-2xl">
          <Dialog aria-label="Menu" className="flex min-h-full flex-col outline-none">
            {({ close }) => (
              <>
                <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
                  <Heading slot="title" className="text-lg font-bold text-brand-900">
                    Menu
                  </Heading>
                  <Button
                    aria-label="Close menu"
                    onPress={close}
                    className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
                  >
                    <CloseIcon />
                  </Button>
                </div>
                {name ? (
                  <div className="border-b border-slate-200 bg-brand-50 px-5 py-4">
                    <p className="font-semibold text-slate-900">{name}</p>
                    {email ? <p className="text-sm text-slate-600">{email}</p> : null}
                    {businessId && businesses.length > 1 ? (
                      <MobileBusinessChoice businesses={businesses} businessId={businessId} />
                    ) : businessName ? (
                      <p className="text-sm text-slate-600">{businessName}</p>
                    ) : null}
                  </div>
                ) : null}
                <nav aria-label="Products (mobile)" className="px-2 pt-2">
                  <ul>
                    {products.map(({ id, label, href, Icon }) => (
                      <li key={id}>
                        <Link to={href} onClick={close} className={`${LINK_CLASS} gap-3`}>
                          <Icon className="size-5 text-brand-700" />
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <nav
                  aria-label={name ? 'Your account (mobile)' : 'Help (mobile)'}
                  className="flex-1 border-t border-slate-200 px-2 py-2 mt-2"
                >
                  {name ? (
                    <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
                      Your account
                    </p>
                  ) : null}
                  <ul>
                    {showAdmin ? (
                      <li>
                        <Link to="/admin" onClick={close} className={LINK_CLASS}>
                          Admin portal
                        </Link>
                      </li>
                    ) : null}
                    {accountLinks.map(({ id, label, href }) => (
                      <li key={id}>
                        <Link to={href} onClick={close} className={LINK_CLASS}>
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="border-t border-slate-200 p-4">
                  {name ? (
                    <Button
                      onPress={() => {
                        close();
                        void signOut();
                      }}
                      className="min-h-11 w-full rounded-lg font-semibold text-accent-700 ring-1 ring-accent-600/40 hover:bg-red-50"
                    >
                      Sign out
                    </Button>
                  ) : (
                    <Link
                      to="/login"
                      onClick={close}
                      className="flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white"
                    >
                      Sign in
                    </Link>
                  )}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
