/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: the start-up work is cut into pieces that each stay under the 50 ms of a long task on a
 * mid-range phone (issue 17). `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued tasks), else a message to ourselves (a timeout may wait 4 ms or more).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
