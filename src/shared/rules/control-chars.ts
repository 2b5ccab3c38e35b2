/**
 * Whether a text holds a control character (Unicode category Cc) other than tab, line feed and
 * carriage return (a CRLF line break). No one types them; PostgreSQL cannot store NUL at all, and
 * the others would reach e-mails and pages as invisible bytes.
 */
export function hasControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text holds half of a UTF-16 pair (JSON may carry "\ud800" alone): no character at
 * all, which PostgreSQL's jsonb refuses and UTF-8 cannot encode.
 */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}
