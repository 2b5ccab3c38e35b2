import { type ComponentProps, useEffect, useState } from 'react';
import { afterPageLoad } from '../../lib/after-page-load';

type EmbedFrameProps = Omit<ComponentProps<'iframe'>, 'src' | 'loading' | 'title'> & {
  src: string;
  title: string;
};

/**
 * A third-party frame (map, video) made once the page has loaded (afterPageLoad), so the page's
 * own first paint, scripts and images come first. Until then the server and the hydrating render
 * put an empty box of the frame's class in its place (same markup on both, same size). The frame
 * is not in the markup at all rather than there without an address: a frame the page had while it
 * loaded is navigated back to its last address when the visitor comes Back, at once and holding
 * up the page's load event, whatever its `src` says. Still lazy: far below, it waits for the scroll.
 */
export function EmbedFrame({ src, title, className, ...frame }: EmbedFrameProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  if (!loaded) return <div className={className} />;
  return <iframe {...frame} className={className} title={title} src={src} loading="lazy" />;
}
