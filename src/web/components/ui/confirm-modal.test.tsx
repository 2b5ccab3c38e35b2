import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { type Question, useConfirm } from './confirm-modal';

afterEach(cleanup);

const QUESTION: Question = { title: 'Remove slide', text: 'Remove “Fair”?', yes: 'Remove', no: 'Cancel' };

function Asker({ answers }: { answers: boolean[] }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => answers.push(await confirm(QUESTION))}>
        Ask
      </button>
      {dialog}
    </>
  );
}

function renderAsker() {
  const answers: boolean[] = [];
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Asker answers={answers} />
    </I18nextProvider>,
  );
  return answers;
}

describe('useConfirm', () => {
  it('asks in a labelled dialog and answers yes, then no on Cancel and on Esc, closing each time', async () => {
    const answers = renderAsker();
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'Remove slide' });
    expect(dialog.textContent).toContain('Remove “Fair”?');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(answers).toEqual([true]));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(ask);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([true, false]));

    fireEvent.click(ask);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(answers).toEqual([true, false, false]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no to a question still open when a new one replaces it', async () => {
    const answers = renderAsker();
    const ask = screen.getByRole('button', { name: 'Ask' });
    act(() => {
      fireEvent.click(ask);
      fireEvent.click(ask);
    });
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(answers).toEqual([false, true]));
  });
});
