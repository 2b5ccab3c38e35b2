import { type ComponentProps, useEffect, useState } from 'react';
import { afterPageLoad } from '../../lib/after-page-load';

type EmbedFrameProps = Omit<ComponentProps<'iframe'>, 'src' | 'loading' | 'title'> & {
  src: string;
  title: string;
};

/**
 * A third-party frame (map, video) whose address is set once the page has loaded: the server and
 * the hydrating render leave it empty (same markup on both), so the page's own first paint,
 * scripts and images come first (afterPageLoad). Still lazy: far below, it waits for the scroll.
 */
export function EmbedFrame({ src, title, ...frame }: EmbedFrameProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return <iframe {...frame} title={title} src={loaded ? src : undefined} loading="lazy" />;
}
