import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'onDark' | 'icon';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/** Class names of a button look, for elements that are neither <button> nor <Link>. */
export function buttonClass(
  { variant = 'primary', size = 'medium' }: StyleProps = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: StyleProps & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, className, ...props }: StyleProps & LinkProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
