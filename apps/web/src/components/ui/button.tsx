import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import { buttonClass, type ButtonVariant } from './button-link.tsx';

// Features import the link and the class from here too; the shell imports button-link.tsx directly.
export { ButtonLink, buttonClass, type ButtonVariant } from './button-link.tsx';

export function Button({
  variant = 'primary',
  className,
  ...props
}: Omit<ButtonProps, 'className'> & { variant?: ButtonVariant; className?: string }) {
  return <AriaButton {...props} className={buttonClass(variant, className)} />;
}
