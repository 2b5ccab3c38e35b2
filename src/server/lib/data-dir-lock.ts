import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * One server per DATA_DIR (issue 30 item 3): a second one would share the embedded PostgreSQL and,
 * on stopping, shut it down under the first. The lock is a local socket named after the
 * directory's real path, which the server listens on and the operating system closes when the
 * process ends, however it ends (kill -9 included), so it never outlives its holder and needs no
 * clean-up. On Linux it lives in the abstract namespace (no file; binding is atomic), on Windows it
 * is a named pipe; elsewhere it is a socket file in the temporary directory, which a later start
 * removes when nothing answers on it. The PostgreSQL server the holder started does not inherit it
 * (libuv opens sockets close-on-exec), so a crashed server's leftover database is found and used
 * again as before. Whoever connects is told the holder's process id.
 */

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another server (${pid === null ? 'a process that did not say its id' : `process ${pid}`}): stop it first, or give this one another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  /** The address of the lock (a socket name), for tests. */
  address: string;
  release(): Promise<void>;
}

const ASK_TIMEOUT_MS = 2_000;

function lockAddress(realDir: string): string {
  const digest = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0catalogo-data-dir-${digest}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\catalogo-data-dir-${digest}`;
  return join(tmpdir(), `catalogo-data-dir-${digest}.sock`);
}

function listen(server: Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', failed);
    server.listen(address, () => {
      server.off('error', failed);
      resolve(null);
    });
  });
}

/** The holder's process id; null when it answers nothing; 'gone' when nobody listens there. */
function askHolder(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let text = '';
    const done = (answer: number | null | 'gone') => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(ASK_TIMEOUT_MS, () => done(null));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('end', () => {
      const pid = Number.parseInt(text, 10);
      done(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null),
    );
  });
}

/**
 * Takes `dir` for this process, or throws DataDirInUse naming the process that holds it. Kept
 * until release() or the end of the process; it does not keep the process alive by itself.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const realDir = realpathSync(dir);
  const address = lockAddress(realDir);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.end(`${process.pid}\n`);
  });
  for (let attempt = 1; ; attempt++) {
    const error = await listen(server, address);
    if (!error) break;
    if (error.code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    // A socket file left by a process that ended: nobody answers, so it is removed (once).
    if (holder === 'gone' && attempt === 1 && !address.startsWith('\0') && process.platform !== 'win32') {
      rmSync(address, { force: true });
      continue;
    }
    throw new DataDirInUse(realDir, holder === 'gone' ? null : holder);
  }
  server.unref();
  return {
    address,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
