import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_PG_URL, filledBench } from './bench-backends';
import { benchApp } from './bench-server';
import { DEFAULT_SIZES } from './fill-catalogue';
import { listVariants } from './list-variants';

export interface ListCall {
  name: string;
  request: () => Promise<LightMyRequestResponse>;
}

/**
 * What list-cost.ts and plan-cache.ts measure: an app with the catalogue cache off on a copy of the
 * filled PostgreSQL template of BENCH_COMPANIES companies (BENCH_PG_URL; made or reused), a session,
 * and each variant of list-variants.ts and list_info as a call through app.inject, kept to those
 * whose name holds a part of BENCH_ONLY. `close` stops the app and drops the copy.
 */
export async function listCalls(): Promise<{
  app: FastifyInstance;
  companies: number;
  calls: ListCall[];
  close: () => Promise<void>;
}> {
  const companies = Number(process.env.BENCH_COMPANIES ?? DEFAULT_SIZES.companies);
  const { bench } = await filledBench(
    'postgres',
    { ...DEFAULT_SIZES, companies },
    { pgUrl: process.env.BENCH_PG_URL ?? DEFAULT_PG_URL, reuse: true },
  );
  const app = await benchApp(bench.url, 'off');
  const close = async () => {
    await app.close();
    await bench.drop();
  };
  try {
    await app.ready();
    const opened = (await app.inject({ method: 'GET', url: '/app/session/open' })).json<{
      appAuth: string;
      token: { name: string; value: string };
    }>();
    const headers = { 'app-auth': opened.appAuth, [opened.token.name]: opened.token.value };
    const info = (await app.inject({ method: 'GET', url: '/app/companies/list_info', headers })).json<{
      categories: { id: number }[];
    }>();
    const only = process.env.BENCH_ONLY?.split(',');
    const calls: ListCall[] = [
      ...listVariants(info.categories[0].id).map(({ name, body }) => ({
        name,
        request: () => app.inject({ method: 'POST', url: '/app/companies/list', headers, payload: body }),
      })),
      // The filters' options too (/companies/list_info, uncached as well), after the list's variants.
      {
        name: 'list_info',
        request: () => app.inject({ method: 'GET', url: '/app/companies/list_info', headers }),
      },
    ].filter(({ name }) => !only || only.some((part) => name.includes(part)));
    return { app, companies, calls, close };
  } catch (error) {
    await close();
    throw error;
  }
}
