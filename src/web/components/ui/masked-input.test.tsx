import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaskName } from '../../../shared/rules/masks';
import { MaskedInput } from './masked-input';

// edit() below sets the input's value as a browser does before its input event; imask, which has not
// seen it yet, warns once that the value changed outside of it: expected here, and kept out of the log.
const OUTSIDE_MASK = 'Element value was changed outside of mask';
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(OUTSIDE_MASK)) warn(...args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let latest: Record<string, string> = {};

function Form({ mask, initial = '' }: { mask: MaskName; initial?: string }) {
  const form = useForm<{ value: string }>({ defaultValues: { value: initial } });
  latest = form.watch();
  return (
    <>
      <MaskedInput aria-label="field" mask={mask} registration={form.register('value')} />
      <button type="button" onClick={() => form.reset({ value: '' })}>
        reset
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('field') as HTMLInputElement;

/** What a browser does on a keystroke: keydown, then the edited value and caret, then input. */
function edit(value: string, caret: number) {
  const el = input();
  fireEvent.keyDown(el, { key: 'x' });
  el.value = value;
  el.setSelectionRange(caret, caret);
  fireEvent.input(el);
}

describe('MaskedInput (issue 12 item 9)', () => {
  it('takes a cellphone with a 4-digit middle group, and one with 5', () => {
    render(<Form mask="mobile" />);
    act(() => input().focus());
    edit('1933334444', 10);
    expect(input().value).toBe('19 3333-4444');
    expect(latest.value).toBe('19 3333-4444');
    edit('19987654321', 11);
    expect(input().value).toBe('19 98765-4321');
    expect(latest.value).toBe('19 98765-4321');
  });

  it('deletes in the middle of a CPF and leaves the caret there', () => {
    render(<Form mask="cpf" />);
    act(() => input().focus());
    edit('52998224725', 11);
    expect(input().value).toBe('529.982.247-25');
    // Backspace after '529.9': the 9 goes, the digits after it move left, the caret stays at 4.
    input().setSelectionRange(5, 5);
    edit('529.82.247-25', 4);
    expect(input().value).toBe('529.822.472-5');
    expect(input().selectionStart).toBe(4);
    expect(latest.value).toBe('529.822.472-5');
  });

  it('formats a value the form loads and keeps masking after a reset', () => {
    render(<Form mask="mobile" initial="1933334444" />);
    expect(input().value).toBe('19 3333-4444');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input().value).toBe('');
    act(() => input().focus());
    edit('1198', 4);
    expect(input().value).toBe('11 98');
    expect(latest.value).toBe('11 98');
  });
});
