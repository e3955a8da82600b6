import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../styles/cx';
import { button } from './button.css';

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type'> & {
  /** Filled navy (the default), filled orange, outlined, or text alone. */
  variant?: keyof typeof button;
};

/**
 * The site's button: pill-shaped, bold, with the focus ring every control shares, as static
 * CSS (button.css.ts). Never a form's submit button, so `type="button"` always. A link that
 * looks like a button takes the same look as a class: `className={button.outlined}`.
 */
export function Button({ variant = 'contained', className, ...props }: ButtonProps) {
  return <button type="button" className={cx(button[variant], className)} {...props} />;
}
