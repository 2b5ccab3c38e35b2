import { useEffect } from 'react';

/**
 * Sets <meta name="description"> while the calling page is shown and puts back what was there
 * before when it goes (or when the text changes), so other pages keep the site's description.
 */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (content === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
