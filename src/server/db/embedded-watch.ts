import { alive, isPostmaster } from './embedded-host';
import type { EmbeddedPostgres } from './embedded-postgres';

const LOOK_EVERY_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

/**
 * The embedded server kept running for as long as this process serves. Its postmaster is looked
 * for every second; one that is gone (killed, shut down by hand, crashed) is started again on the
 * same port, so the URL that every process's pool holds reaches the new one: the calls in flight
 * fail, the pools drop their dead connections and open new ones (client.ts), and the catalogue
 * listener connects again. Without this, the server answered 503 until someone restarted it.
 *
 * A start that fails (the old server's processes still hold its shared memory for a moment, or
 * the port was taken meanwhile) is tried again after 1, 2, 4 … up to 30 s. `stop()` ends the
 * watch and stops whichever server is running.
 */
export function keepRunning(
  server: EmbeddedPostgres,
  log: (line: string) => void = (line) => console.error(line),
): EmbeddedPostgres {
  let current = server;
  let stopping = false;
  let restarting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let wake = () => {};

  const startAgain = async () => {
    log(`PostgreSQL (process ${current.pid}) is gone; starting it again`);
    for (let wait = LOOK_EVERY_MS; !stopping; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
      try {
        current = await current.startAgain();
        log(`PostgreSQL is running again (process ${current.pid})`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`PostgreSQL could not be started again (${reason}); next try in ${wait / 1000} s`);
        await new Promise<void>((resolve) => {
          const pause = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(pause);
            resolve();
          };
        });
      }
    }
  };

  const look = async () => {
    if (!stopping && !(alive(current.pid) && (await isPostmaster(current.pid)))) {
      restarting = startAgain();
      await restarting;
      restarting = null;
    }
    if (!stopping) timer = setTimeout(look, LOOK_EVERY_MS).unref();
  };
  timer = setTimeout(look, LOOK_EVERY_MS).unref();

  return {
    get pid() {
      return current.pid;
    },
    started: server.started,
    url: server.url,
    startAgain: () => current.startAgain(),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wake();
      await restarting;
      await current.stop();
    },
  };
}
