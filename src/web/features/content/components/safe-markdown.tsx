import { type ReactNode, useMemo } from 'react';
import Markdown, { type AllowElement, type Components, defaultUrlTransform } from 'react-markdown';
import styles from './safe-markdown.module.css';

/** Link protocols that association-written markdown may use (PRODUCT.md section 2, '/terms'). */
export const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set([
  'http',
  'https',
  'irc',
  'ircs',
  'mailto',
  'xmpp',
]);

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * react-markdown's own transform already empties every other protocol (javascript:, data:, vbscript:…)
 * and keeps relative URLs; the list is checked again here so that the rule is ours, not a library
 * default that could widen in an update.
 */
export function safeUrlTransform(url: string): string {
  const cleaned = defaultUrlTransform(url);
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme && !ALLOWED_PROTOCOLS.has(scheme.toLowerCase())) return '';
  return cleaned;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function headingAt(level: number) {
  return HEADINGS[Math.min(Math.max(level, 1), 6) - 1];
}

function buildComponents(offset: number): Components {
  const heading =
    (level: Level) =>
    ({ children }: { children?: ReactNode }) => {
      const Tag = headingAt(level + offset);
      return <Tag>{children}</Tag>;
    };
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    // An image whose address was refused is dropped (an empty src would reload the page).
    img: ({ src, alt }) =>
      typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null,
    a: ({ href, children }) => {
      // A link whose address was refused keeps its text but stops being a link.
      if (!href) return <span>{children}</span>;
      const external = /^https?:/i.test(href);
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  };
}

interface SafeMarkdownProps {
  children: string;
  /** Headings move down this many levels, so a page's own <h1> stays the only one. */
  headingOffset?: number;
  /** Leaves out a top-level heading that opens the text, when the page already shows that title. */
  dropLeadingTitle?: boolean;
  className?: string;
}

/**
 * Markdown written by the association (terms, history). Raw HTML is dropped, never rendered, and
 * link and image addresses pass safeUrlTransform.
 */
const notLeadingTitle: AllowElement = (element, index, parent) =>
  !(element.tagName === 'h1' && parent?.type === 'root' && index === 0);

export function SafeMarkdown({
  children,
  headingOffset = 0,
  dropLeadingTitle,
  className,
}: SafeMarkdownProps) {
  const components = useMemo(() => buildComponents(headingOffset), [headingOffset]);
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <Markdown
        skipHtml
        urlTransform={safeUrlTransform}
        components={components}
        allowElement={dropLeadingTitle ? notLeadingTitle : undefined}
      >
        {children}
      </Markdown>
    </div>
  );
}
