import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** A page's <h1> with an optional eyebrow above it and a lead paragraph and optional actions below. */
export function PageIntro({
  title,
  eyebrow,
  description,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
