/**
 * CSV as spreadsheets read it (RFC 4180): a field holding the separator, a quote or a line break is
 * quoted, its quotes doubled; lines end in CRLF; a byte-order mark tells Excel it is UTF-8. A field
 * that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function toCsv(rows: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(separator)).join('\r\n')}\r\n`;
}
