/** Removes a `data:<mime>;base64,` prefix and any whitespace or line breaks. */
export function stripDataPrefix(value: string): string;
/** Bytes of strict padded base64 without prefix or whitespace; null for any other text. */
export function decodeStrictBase64(value: string): Uint8Array<ArrayBuffer> | null;
/** What an uploaded file's text holds: its bytes, 'empty', or 'unreadable' (not strict base64). */
export type FileText = Uint8Array<ArrayBuffer> | 'empty' | 'unreadable';
export function decodeFileText(content: string): FileText;
