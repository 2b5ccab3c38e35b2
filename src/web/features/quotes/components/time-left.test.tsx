import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../../shared/time';
import { renderInProviders } from '../../../test/render-app';
import { TimeLeftText } from './time-left';

afterEach(cleanup);

const now = new Date('2026-12-01T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

/** Issue 30 item 13: the time left never reads less than three quarters of it. */
describe('time left', () => {
  it.each<[Lang, number, string]>([
    ['en', 2 * HOUR_MS + 59 * MINUTE_MS, '2 hours and 59 minutes left'],
    ['en', DAY_MS + 23 * HOUR_MS, '1 day and 23 hours left'],
    ['en', 3 * HOUR_MS + MINUTE_MS, '3 hours and 1 minute left'],
    ['en', 4 * HOUR_MS + 59 * MINUTE_MS, '4 hours left'],
    ['en', 4 * DAY_MS + 23 * HOUR_MS, '4 days left'],
    ['en', 90_000, '1 minute and 30 seconds left'],
    ['pt-BR', 2 * HOUR_MS + 59 * MINUTE_MS, 'Faltam 2 horas e 59 minutos'],
    ['pt-BR', DAY_MS + HOUR_MS, 'Faltam 1 dia e 1 hora'],
    ['pt-BR', 3 * DAY_MS, 'Faltam 3 dias'],
    ['pt-BR', 1000, 'Falta 1 segundo'],
  ])('%s, %i ms before the deadline: "%s"', async (lang, ms, text) => {
    renderInProviders(<TimeLeftText deadline={after(ms)} now={now} />, { lang });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
