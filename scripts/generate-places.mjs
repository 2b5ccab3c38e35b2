// Writes src/server/db/data/brazil-places.json: the 27 states (ids by ISO code order, São Paulo = 26)
// and São Paulo's 645 municipalities (alphabetical, numbered so that Piracicaba = 9896, the ids
// PRODUCT.md uses). Run once; the JSON is committed so ids never move with a library upgrade.
import { writeFileSync } from 'node:fs';
import { getCities, getStates } from '@brazilian-utils/brazilian-utils';

const states = getStates()
  .map((s) => ({ iso: s.code, name: s.name }))
  .sort((a, b) => a.iso.localeCompare(b.iso))
  .map((s, i) => ({ id: i + 1, ...s }));
const sp = states.find((s) => s.iso === 'SP');
if (sp?.id !== 26) throw new Error(`São Paulo got id ${sp?.id}, expected 26`);

const names = getCities('SP').sort((a, b) => a.localeCompare(b, 'pt-BR'));
const base = 9896 - names.indexOf('Piracicaba');
const cities = names.map((name, i) => ({ id: base + i, state: 26, name }));
if (cities.length !== 645) throw new Error(`expected 645 municipalities, got ${cities.length}`);

const out = new URL('../src/server/db/data/brazil-places.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ states, cities }, null, 1)}\n`);
console.log(`wrote ${states.length} states and ${cities.length} cities`);
