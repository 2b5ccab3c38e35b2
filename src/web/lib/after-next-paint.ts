/**
 * Runs `run` in a task of its own once the browser has painted the current frame; answers the
 * cancel. Work that may wait a frame (a measurement, a page-wide re-render, a style change that
 * lays out the whole page) goes there, so an interaction's own paint comes first (issue 17).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** afterNextPaint as a promise, for async handlers. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
