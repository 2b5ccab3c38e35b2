import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../../test/render-app';
import { AnswerLeastTable } from './answer-least-table';

afterEach(cleanup);

describe('companies that answer least (issue 30 item 28)', () => {
  it('says the list holds the companies below the median share, and what an empty one means', () => {
    renderInProviders(
      <AnswerLeastTable
        rows={[{ reqId: 'r1', tradeName: 'Quarter', received: 4, answered: 1 }]}
        median={0.375}
      />,
      { lang: 'pt-BR' },
    );
    expect(screen.getByText(/menor que a da empresa mediana \(37,5\s?%\)/)).toBeTruthy();
    cleanup();
    renderInProviders(<AnswerLeastTable rows={[]} median={1} />);
    expect(
      screen.getByText(/No company that received at least 3 requests answered less than the median/),
    ).toBeTruthy();
  });
});
