import type pg from 'pg';

/** A parameter at least this large is written as it is, not copied into the message. */
export const LARGE_PARAMETER_BYTES = 64 * 1024;

/** What node-postgres hands Connection.bind (pg/lib/query.js prepare). */
export interface BindConfig {
  portal?: string;
  statement?: string;
  binary?: boolean;
  values?: unknown[];
  valueMapper?: (value: unknown, index: number) => unknown;
}

const BIND = 0x42; // 'B'

/**
 * The Bind message of the extended protocol (PostgreSQL docs, 55.7), byte for byte what
 * node-postgres' serializer writes (pg-protocol serialize.bind), as a list of buffers in which a
 * Buffer parameter of LARGE_PARAMETER_BYTES or more is the caller's own buffer, not a copy. The
 * serializer copies every parameter into one new buffer: for a 3 MB file, a 4.5 MB allocation and
 * a 3 MB copy on the event loop, and more external memory for the garbage collector to chase.
 * Null when no parameter is that large (the serializer's message is as good then). Every value
 * is mapped before anything is written, so a value that cannot be sent throws as it did.
 */
export function bindInParts(config: BindConfig): Buffer[] | null {
  const values = config.values ?? [];
  const mapped = values.map((value, i) => (config.valueMapper ? config.valueMapper(value, i) : value));
  if (!mapped.some((value) => value instanceof Buffer && value.length >= LARGE_PARAMETER_BYTES)) return null;
  // Anything but text, bytes and null is the serializer's to take or refuse.
  if (!mapped.every((value) => value == null || value instanceof Buffer || typeof value === 'string'))
    return null;

  const parts: Buffer[] = [];
  let small: Buffer[] = [];
  const flushSmall = () => {
    if (small.length > 0) parts.push(Buffer.concat(small));
    small = [];
  };
  const int16 = (n: number) => {
    const b = Buffer.allocUnsafe(2);
    b.writeInt16BE(n);
    return b;
  };
  const int32 = (n: number) => {
    const b = Buffer.allocUnsafe(4);
    b.writeInt32BE(n);
    return b;
  };
  const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');

  // Code and length first, written once the length is known.
  small.push(
    Buffer.alloc(5),
    cstring(config.portal || ''),
    cstring(config.statement || ''),
    int16(mapped.length),
  );
  for (const value of mapped) small.push(int16(value instanceof Buffer ? 1 : 0));
  small.push(int16(mapped.length));
  for (const value of mapped) {
    if (value === null || value === undefined) small.push(int32(-1));
    else if (value instanceof Buffer) {
      small.push(int32(value.length));
      if (value.length >= LARGE_PARAMETER_BYTES) {
        flushSmall();
        parts.push(value);
      } else small.push(value);
    } else {
      const text = Buffer.from(value as string, 'utf8');
      small.push(int32(text.length), text);
    }
  }
  // All results in one format.
  small.push(int16(1), int16(config.binary ? 1 : 0));
  flushSmall();

  let length = 0;
  for (const part of parts) length += part.length;
  // The first part starts with the header (a large parameter comes after it). The length counts
  // itself, not the code.
  parts[0][0] = BIND;
  parts[0].writeInt32BE(length - 1, 1);
  return parts;
}

/** The parts of pg's Connection used here (`_send` writes when the stream is writable). */
interface BindingConnection {
  bind(config: BindConfig): void;
  _send(buffer: Buffer): boolean;
}

function isBindingConnection(value: unknown): value is BindingConnection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'bind') === 'function' &&
    typeof Reflect.get(value, '_send') === 'function'
  );
}

/**
 * Makes a client send Bind messages with large Buffer parameters in parts (bindInParts), each
 * written to the socket as it is (paced-socket.ts writes a large one in pieces). Left as it is
 * when its connection is not the node-postgres one expected.
 */
export function bindLargeParametersInParts(client: pg.PoolClient): void {
  const connection: unknown = Reflect.get(client, 'connection');
  if (!isBindingConnection(connection)) return;
  const serialized = connection.bind.bind(connection);
  connection.bind = (config: BindConfig) => {
    const parts = bindInParts(config);
    if (parts === null) serialized(config);
    else for (const part of parts) connection._send(part);
  };
}
