import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 outline-offset-2 focus-visible:outline-3 ' +
  'focus-visible:outline-brand-600 min-h-11 px-5 text-[15px]';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 pressed:bg-brand-900',
  secondary: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-700/40 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-accent-600 text-white hover:bg-accent-700',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

/**
 * A link that looks like a button (navigation is a link, not a button, for assistive tech). Apart from button.tsx
 * so that pages with only links (the shell's error page) do not load react-aria's Button.
 */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; className?: string }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
