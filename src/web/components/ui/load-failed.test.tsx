import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-answer';
import { renderInProviders as render } from '../../test/render-app';
import { LoadFailed } from './load-failed';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('says what failed, the server’s reasons one per line, and retries', () => {
    const onRetry = vi.fn();
    render(
      <LoadFailed
        text="The quotes could not be loaded."
        error={new ApiError('refused', 'GEN001', ['First reason', 'Second reason'])}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The quotes could not be loaded.');
    expect(alert.textContent).toContain('First reason');
    expect(alert.textContent).toContain('Second reason');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows no technical message of an error that is not the API’s', () => {
    render(
      <LoadFailed
        text="Could not load this list."
        error={new TypeError('x is undefined')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).not.toContain('x is undefined');
  });
});
