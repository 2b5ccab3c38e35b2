/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: the start-up work is cut into pieces that each stay under the 50 ms of a long task on a
 * mid-range phone (issue 17). `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued tasks), else a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
