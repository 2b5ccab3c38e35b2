import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite serves one process: a second server on the same DATA_DIR must stop with a clear message
 * instead of corrupting the database. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). The embedded database serves ` +
            'one process: stop the other one, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
