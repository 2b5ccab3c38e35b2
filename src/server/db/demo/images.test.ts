import { describe, expect, it } from 'vitest';
import { bannerSvg } from './images';

// Issue 12, item 15: the banner read 'Catálogo Industrial' on the English page too.
describe('demo banner picture', () => {
  it.each(['mobile', 'desktop'] as const)('%s: has no words drawn in it', (screen) => {
    expect(bannerSvg(screen)).not.toContain('<text');
  });
});
