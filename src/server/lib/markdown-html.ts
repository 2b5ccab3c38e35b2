import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Markdown written by the association as HTML for an e-mail, with the library the web client's
 * preview uses (react-markdown), so the preview and the mail agree. Raw HTML in the source is
 * dropped, and react-markdown's URL transform empties javascript:, data: and other unsafe links.
 */
export function markdownToHtml(source: string): string {
  return renderToStaticMarkup(
    createElement(Markdown, { skipHtml: true, urlTransform: defaultUrlTransform }, source),
  );
}
