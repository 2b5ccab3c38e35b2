import { describe, expect, it } from 'vitest';
import { afterNextPaint, nextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  it('runs after the next frame, in a task of its own, and not once cancelled', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('first'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    cancel();
    // A frame callback asked for after it runs in the same frame: `first` has not run yet there.
    let seenInFrame: string[] | null = null;
    requestAnimationFrame(() => {
      seenInFrame = [...ran];
    });
    expect(ran).toEqual([]);
    await nextPaint();
    expect(seenInFrame).toEqual([]);
    expect(ran).toEqual(['first']);
  });
});
