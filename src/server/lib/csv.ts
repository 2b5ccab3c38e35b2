/**
 * An e-mail address of the characters the shared e-mail rule lets in (letters, digits and . _ ' + -
 * before the @): no formula that calls a function or another program can be written with them, so
 * one that begins with + or - is exported unchanged, as a mail tool needs it (issue 30 item 27).
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9_'+.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * CSV as spreadsheets read it (RFC 4180): a field holding the separator, a quote or a line break is
 * quoted, its quotes doubled; lines end in CRLF; a byte-order mark tells Excel it is UTF-8. A field
 * that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe, unless
 * it is a plain e-mail address (above).
 */
export function toCsv(rows: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_ADDRESS.test(value) ? `'${value}` : value;
    return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(separator)).join('\r\n')}\r\n`;
}
