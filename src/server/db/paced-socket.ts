import { Socket } from 'node:net';

/** Bytes written to PostgreSQL at a time when a message is larger. */
export const PACED_PIECE_BYTES = 256 * 1024;

type Callback = (error?: Error | null) => void;
interface Pending {
  chunk: Buffer;
  encoding: BufferEncoding;
}

/**
 * The socket of a PostgreSQL connection (node-postgres `stream`). A file goes to the database in
 * one Bind message of its size, and one write of 3 MB to a loopback socket kept the event loop in
 * the kernel's send path for 5-10 ms at a time (the largest stretch left per upload). Larger writes
 * go out here a piece at a time, each once the last one is through, with a turn of the event loop
 * between them. Writes after a paced one wait their turn (the stream queues them until this
 * write's callback), so the order of the protocol's messages is kept.
 */
export class PacedSocket extends Socket {
  override _write(chunk: Buffer, encoding: BufferEncoding, callback: Callback): void {
    if (!Buffer.isBuffer(chunk) || chunk.length <= PACED_PIECE_BYTES) {
      super._write(chunk, encoding, callback);
      return;
    }
    let offset = 0;
    const next = (error?: Error | null) => {
      if (error || offset >= chunk.length) {
        callback(error);
        return;
      }
      const piece = chunk.subarray(offset, offset + PACED_PIECE_BYTES);
      offset += piece.length;
      super._write(piece, encoding, (failed) => setImmediate(next, failed));
    };
    next();
  }

  override _writev(chunks: Pending[], callback: Callback): void {
    let total = 0;
    for (const { chunk } of chunks) total += chunk.length;
    if (total <= PACED_PIECE_BYTES) {
      super._writev?.(chunks, callback);
      return;
    }
    // One after the other, each through _write (paced when large).
    let index = 0;
    const next = (error?: Error | null) => {
      if (error || index >= chunks.length) {
        callback(error);
        return;
      }
      const { chunk, encoding } = chunks[index++];
      this._write(chunk, encoding, next);
    };
    next();
  }
}
