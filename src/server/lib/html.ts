/** Text for an HTML text node or a quoted attribute: & < > " ' as numeric character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
