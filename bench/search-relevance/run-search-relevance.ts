import { seedReferenceData } from '../../src/server/db/demo/seed';
import { migrate } from '../../src/server/db/migrate';
import { callJson, openAppSession, openEmbeddedBench } from '../bench-backends';
import { benchApp } from '../bench-server';
import { benchCatalogue } from './catalogue';
import { type JudgedQuery, RELEVANT } from './judge';
import { report, runJudgedSet } from './judged-set';
import { loadBenchCatalogue } from './load-catalogue';
import { GOALS } from './metrics';

/*
 * `npm run bench:search-relevance` (issue 32 item 4, decision 0043): the judged set against the
 * real server over HTTP, on a fresh embedded PostgreSQL holding only the bench's 320 companies.
 * Prints nDCG@10, the share of queries with a relevant company in the top 3 and the queries with a
 * relevant company that answered nothing; exits 1 when a goal is missed. RELEVANCE_VERBOSE=1 also
 * prints every query's first five answers with their grades.
 */

async function main() {
  const bench = await openEmbeddedBench();
  // A failed fill stops the embedded PostgreSQL too, never leaving it running.
  const app = await (async () => {
    await migrate(bench.handle);
    await seedReferenceData(bench.handle);
    const catalogue = benchCatalogue();
    await loadBenchCatalogue(bench.handle, catalogue);
    const server = await benchApp(bench.url, 'off');
    await server.listen({ port: 0, host: '127.0.0.1' });
    return { server, catalogue };
  })().catch(async (error: unknown) => {
    await bench.drop();
    throw error;
  });
  try {
    const address = app.server.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const sessions = { 'pt-BR': await openAppSession(base, 'pt-BR'), en: await openAppSession(base, 'en') };
    const search = async (q: string, lang: JudgedQuery['lang']) => {
      const { body } = await callJson<{ data: { name: string }[] }>(base, '/app/companies/list', {
        headers: sessions[lang],
        body: { search: q, page: 1 },
      });
      return body.data.map((c) => c.name);
    };
    const started = Date.now();
    const { results, figures } = await runJudgedSet(search, app.catalogue);
    console.log(report(results, figures, Number(process.env.RELEVANCE_WORST ?? 20)));
    if (process.env.RELEVANCE_VERBOSE === '1') {
      for (const r of results) {
        const grade = new Map(app.catalogue.map((c) => [c.tradeName, r.query.grade(c)]));
        console.log(
          `${r.query.lang} "${r.query.q}" ${r.ndcg.toFixed(3)}: ${r.answer
            .slice(0, 5)
            .map((n) => `${n} (${grade.get(n)})`)
            .join(', ')}`,
        );
      }
    }
    console.log(
      `${app.catalogue.length} companies, ${results.length} queries in ${((Date.now() - started) / 1000).toFixed(1)} s; relevant = grade ≥ ${RELEVANT}; goals: nDCG@10 ≥ ${GOALS.ndcgAt10}, top 3 ≥ ${100 * GOALS.top3Share} %, empty answers ${GOALS.emptyAnswers}`,
    );
    const met =
      figures.ndcgAt10 >= GOALS.ndcgAt10 &&
      figures.top3Share >= GOALS.top3Share &&
      figures.emptyAnswers <= GOALS.emptyAnswers;
    console.log(met ? 'goals met' : 'goals NOT met');
    process.exitCode = met ? 0 : 1;
  } finally {
    await app.server.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
