import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../../test/render-app';
import { StarRating } from './star-rating';

afterEach(cleanup);

describe('StarRating', () => {
  it('is one image named by its rate, filled in steps of 5 %, with no SVG per star', async () => {
    const { container } = renderInProviders(
      <>
        <StarRating value={4.5} showValue />
        <StarRating value={3.33} />
      </>,
      { lang: 'en' },
    );
    const half = await screen.findByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(half.getAttribute('data-fill')).toBe('90');
    expect(screen.getByText('4.5')).toBeTruthy();
    // 3.33 of 5 is 66.6 %: the nearest step is 65.
    expect(screen.getByRole('img', { name: /^Rated 3[.,]3/ }).getAttribute('data-fill')).toBe('65');
    // Twelve cards once drew 120 inline <svg> stars; the rows are backgrounds now (issue 17).
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('says in Portuguese that there is no rating yet', async () => {
    renderInProviders(<StarRating value={null} />, { lang: 'pt-BR' });
    expect(await screen.findByText('sem avaliações')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
