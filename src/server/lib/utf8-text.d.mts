/** `bytes.toString('utf8')`, decoded in pieces so that long mostly-ASCII text stays on V8's fast path. */
export function utf8Text(bytes: Buffer): string;
