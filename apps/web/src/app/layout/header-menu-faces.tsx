import { ChevronDownIcon, MenuIcon, UserIcon } from '../../components/ui/icons.tsx';

// The menus' triggers look the same before and after their react-aria code loads (site-header.tsx).
export const ACCOUNT_BUTTON_CLASS =
  'flex min-h-11 items-center gap-2 rounded-full py-1.5 pr-3 pl-1.5 text-sm font-semibold text-white ' +
  'outline-offset-2 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-white';
export const MOBILE_MENU_BUTTON_CLASS =
  'grid size-11 place-items-center rounded-lg text-white hover:bg-white/10 focus-visible:outline-3 ' +
  'focus-visible:outline-white md:hidden';

export function AccountButtonFace({ name }: { name: string }) {
  return (
    <>
      <span className="grid size-8 place-items-center rounded-full bg-white text-brand-800">
        <UserIcon className="size-[18px]" />
      </span>
      <span className="max-w-40 truncate">{name}</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}

/**
 * Stands in for a menu trigger while its code loads: same size and look, but not a control (no role, not
 * focusable), so nobody presses a button that cannot open yet; the real trigger replaces it in a moment.
 */
export function AccountButtonPlaceholder({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className={ACCOUNT_BUTTON_CLASS}>
      <AccountButtonFace name={name} />
    </span>
  );
}

export function MobileMenuButtonPlaceholder() {
  return (
    <span aria-hidden="true" className={MOBILE_MENU_BUTTON_CLASS}>
      <MenuIcon />
    </span>
  );
}
