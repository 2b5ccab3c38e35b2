import { isMarkedAsUntransferable, Worker } from 'node:worker_threads';
import type { FileText } from '../../shared/rules/base64-text.mjs';

/**
 * A long string of the value decoded as a file's text (decodeFileText), found at `path`; with the
 * sha256 of its bytes when it held some.
 */
export interface DecodedString {
  path: (string | number)[];
  text: FileText;
  sha256?: string;
}

/**
 * What the worker made of a body: its value (and its long strings decoded as files), not JSON at
 * all, or a value it could not send back (then `body` is the body, given back to be parsed by the
 * caller).
 */
export type JsonOutcome =
  | { outcome: 'parsed'; value: unknown; decoded: DecodedString[] }
  | { outcome: 'invalid' }
  | { outcome: 'unclonable'; body: Uint8Array };

export interface JsonWorker {
  /**
   * Parses UTF-8 JSON on the worker's thread. The body's memory moves there: `body` is empty once
   * called (unless it was a view on part of a larger buffer). Rejects when the thread fails (the
   * next call starts another).
   */
  parse(body: Uint8Array): Promise<JsonOutcome>;
  close(): Promise<void>;
}

interface Pending {
  resolve(outcome: JsonOutcome): void;
  reject(error: Error): void;
}

/**
 * One thread per server process that parses large JSON bodies. Decoding a 4 MB upload's UTF-8 and
 * parsing it took 35-90 ms of the event loop per body, during which no other call, not even
 * `/app/health`, was answered; here the event loop hands the bytes over and copies the value back.
 * Started on first use; it does not keep the process alive.
 */
export function createJsonWorker(): JsonWorker {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const start = (): Worker => {
    const thread = new Worker(new URL('./json-parse-worker.mjs', import.meta.url));
    thread.unref();
    thread.on('message', ({ id, ...outcome }: { id: number } & JsonOutcome) => {
      const waiting = pending.get(id);
      pending.delete(id);
      waiting?.resolve(outcome);
    });
    const fail = (error: Error) => {
      if (worker !== thread) return;
      worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the JSON worker stopped (exit code ${code})`)));
    return thread;
  };

  return {
    parse(body) {
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      // Moved, not copied, when the body has its memory to itself. A view on part of a larger
      // buffer, or on memory Node will not let go (its small-Buffer pool: Node 24 refuses to move
      // it), is copied into memory of its own first (`Buffer#slice` would still be a view).
      const own =
        body.byteOffset === 0 &&
        body.byteLength === body.buffer.byteLength &&
        !isMarkedAsUntransferable(body.buffer)
          ? body
          : new Uint8Array(body);
      return new Promise<JsonOutcome>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, body: own }, [own.buffer as ArrayBuffer]);
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      for (const waiting of pending.values()) waiting.reject(new Error('the JSON worker was closed'));
      pending.clear();
      await thread?.terminate();
    },
  };
}
