import type { HTMLAttributes } from 'react';
import styles from './container.module.css';

/** Centres content at the site's maximum width with the side padding of the current viewport. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `${styles.container} ${className}` : styles.container} {...props} />;
}
