import { useHref, useNavigate } from 'react-router';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider as AriaRouterProvider,
  Separator,
} from 'react-aria-components';
import { ACCOUNT_LINKS } from './account-links.ts';
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace } from './header-menu-faces.tsx';
import { useSignOut } from './use-sign-out.ts';

export function AccountMenu({ name, email }: { name: string; email: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  // The menu's items are react-aria links: route them through the router instead of full page loads.
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <MenuTrigger>
        <Button aria-label={`Account menu for ${name}`} className={ACCOUNT_BUTTON_CLASS}>
          <AccountButtonFace name={name} />
        </Button>
        <Popover
          placement="bottom end"
          className="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <div className="px-3 pt-2 pb-2.5">
            <p className="text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
          <Menu
            aria-label="Account"
            className="outline-none"
            onAction={(key) => {
              if (key === 'sign-out') void signOut();
            }}
          >
            {ACCOUNT_LINKS.map(({ id, label, href }) => (
              <MenuItem
                key={id}
                id={id}
                href={href}
                className="flex cursor-pointer rounded-lg px-3 py-2.5 text-sm text-slate-800 outline-none focus:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset"
              >
                {label}
              </MenuItem>
            ))}
            <Separator className="my-1 border-t border-slate-200" />
            <MenuItem
              id="sign-out"
              className="flex cursor-pointer rounded-lg px-3 py-2.5 text-sm font-semibold text-accent-700 outline-none focus:bg-red-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset"
            >
              Sign out
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaRouterProvider>
  );
}
