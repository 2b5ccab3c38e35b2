import { ENGLISH_WRITERS } from './english-texts';
import type { ProductBlock, Profile } from './profile';
import { CASTING_FINISHING_PROFILES } from './profiles-casting-finishing';
import { COMPONENTS_PROFILES } from './profiles-components';
import { CUTTING_FORMING_PROFILES } from './profiles-cutting-forming';
import { POLYMERS_SERVICES_PROFILES } from './profiles-polymers-services';
import {
  type CategoryKey,
  CITIES,
  type City,
  MARKETS,
  type Market,
  type MaterialKey,
  PROCESSES,
  type ProcessKey,
} from './vocabulary';

/*
 * The relevance bench's fixed catalogue: 20 trades × 16 companies, drawn deterministically from the
 * hand-written profiles (no randomness, no clock), so every run searches the same 320 companies.
 * Each company keeps its facts (trade, the line it also offers, processes, materials, products,
 * valid and expired certificates, markets) beside its texts: the judgements read the facts.
 */

export const PROFILES: readonly Profile[] = [
  ...CUTTING_FORMING_PROFILES,
  ...CASTING_FINISHING_PROFILES,
  ...POLYMERS_SERVICES_PROFILES,
  ...COMPONENTS_PROFILES,
];
export const COMPANIES_PER_PROFILE = 16;

export type Standard = 'iso9001' | 'iso14001' | 'iatf16949' | 'iso45001' | 'as9100';

export interface BenchCertificate {
  standard: Standard;
  valid: boolean;
  body: string;
  scope: string;
}

export interface BenchCompany {
  key: string;
  profile: CategoryKey;
  /** A second line it really offers (one of its processes and products), or none. */
  secondary?: CategoryKey;
  tradeName: string;
  legalName: string;
  city: City;
  categories: CategoryKey[];
  processes: ProcessKey[];
  materials: MaterialKey[];
  products: ProductBlock[];
  /** Whether it wrote its products' English names and descriptions. */
  english: boolean;
  /** Whether its short about and keywords are in English only (in the Portuguese fields). */
  writesEnglish: boolean;
  /** Its short about in English beside the Portuguese one (the English field, decision 0042). */
  aboutShortEn: string | null;
  certificates: BenchCertificate[];
  markets: Market[];
  aboutShort: string;
  about: string;
  keywords: string | null;
}

const PLACES = [
  'Paulista',
  'Bandeirante',
  'Tietê',
  'Ipiranga',
  'Piratininga',
  'Anhanguera',
  'Brasil',
  'Vale do Paraíba',
  'Serra',
  'Horizonte',
  'Atlas',
  'Pioneira',
  'Aliança',
  'Estrela',
  'Nova Era',
  'Irmãos Rossi',
];
const LEGAL_FORMS = ['Ltda', 'Indústria e Comércio Ltda', 'Indústria Metalúrgica Ltda', 'S.A.'];
const BODIES = ['Bureau Veritas', 'DNV', 'TÜV Rheinland', 'SGS', 'ABS Quality Evaluations'];
const SPARSE_SHORT = ['Qualidade e pontualidade desde a fundação.', 'Soluções para a indústria.'];
const MARKET_KEYS = Object.keys(MARKETS) as Market[];
const AUTOMOTIVE_TRADES: readonly CategoryKey[] = ['stamping', 'plastics', 'forging', 'fasteners', 'springs'];
const ENVIRONMENT_TRADES: readonly CategoryKey[] = ['surface', 'painting', 'foundry', 'packaging'];
const AEROSPACE_TRADES: readonly CategoryKey[] = ['machining', 'heat', 'surface'];

/** `count` items of `list` from `start`, in turn. */
function rotate<T>(list: readonly T[], start: number, count: number): T[] {
  const n = Math.min(count, list.length);
  return Array.from({ length: n }, (_, k) => list[(start + k) % list.length]);
}

function certificates(p: Profile, j: number): BenchCertificate[] {
  const scope = p.shortAbouts[0];
  const body = (k: number) => BODIES[(j + k) % BODIES.length];
  const out: BenchCertificate[] = [];
  if (j % 3 === 0) out.push({ standard: 'iso9001', valid: true, body: body(0), scope });
  if (j % 6 === 1) out.push({ standard: 'iso9001', valid: false, body: body(0), scope });
  if (AUTOMOTIVE_TRADES.includes(p.key) && j % 4 === 0)
    out.push({ standard: 'iatf16949', valid: true, body: body(1), scope });
  if ((ENVIRONMENT_TRADES.includes(p.key) && j % 4 === 2) || j % 10 === 5)
    out.push({ standard: 'iso14001', valid: true, body: body(2), scope });
  if (AEROSPACE_TRADES.includes(p.key) && j % 5 === 3)
    out.push({ standard: 'as9100', valid: true, body: body(3), scope });
  if (j % 8 === 6) out.push({ standard: 'iso45001', valid: true, body: body(4), scope });
  return out;
}

function company(p: Profile, pi: number, j: number): BenchCompany {
  const byKey = (key: CategoryKey) => PROFILES.find((q) => q.key === key) as Profile;
  const secondary =
    j % 4 === 1 && p.secondaries.length ? p.secondaries[(j >> 2) % p.secondaries.length] : undefined;
  const sparse = j % 8 === 7;
  const writesEnglish = j % 8 === 5;
  const tradeName = `${p.names[j % p.names.length]} ${PLACES[j]}`;
  const city = CITIES[(j * 3 + pi) % CITIES.length];
  const processes = [p.processes[0], ...rotate(p.processes.slice(1), j, j % 3)];
  const products = rotate(p.products, j, sparse ? 1 : 2 + (j % 3));
  const categories: CategoryKey[] = [p.key];
  const texts: string[] = [];
  if (secondary) {
    const s = byKey(secondary);
    if (!processes.includes(s.processes[0])) processes.push(s.processes[0]);
    products.push(s.products[j % s.products.length]);
    if (j % 8 === 1) categories.push(secondary);
    texts.push(`Também oferecemos ${PROCESSES[s.processes[0]][0].toLowerCase()}.`);
  }
  const m1 = MARKET_KEYS[(j + pi) % MARKET_KEYS.length];
  const m2 = MARKET_KEYS[(j * 5 + pi + 3) % MARKET_KEYS.length];
  const markets = m1 === m2 ? [m1] : [m1, m2];
  const year = 1968 + ((j * 7 + pi * 3) % 50);
  const about = [
    `A ${tradeName} foi fundada em ${year} em ${city}.`,
    ...(sparse
      ? []
      : [p.aboutSentences[j % p.aboutSentences.length], p.aboutSentences[(j + 1) % p.aboutSentences.length]]),
    ...texts,
    ...(j % 3 === 0 ? [p.mentions[j % p.mentions.length]] : []),
    `Atendemos a indústria ${markets.map((m) => MARKETS[m]).join(' e a indústria ')}.`,
  ].join(' ');
  return {
    key: `${p.key}-${j}`,
    profile: p.key,
    secondary,
    tradeName,
    legalName: `${tradeName} ${LEGAL_FORMS[(j + pi) % LEGAL_FORMS.length]}`,
    city,
    categories,
    processes,
    materials: rotate(p.materials, j, 1 + (j % 3)),
    products,
    english: j % 2 === 0 || writesEnglish,
    writesEnglish,
    aboutShortEn: j % 4 === 2 ? ENGLISH_WRITERS[p.key][0] : null,
    certificates: certificates(p, j),
    markets,
    aboutShort: writesEnglish
      ? ENGLISH_WRITERS[p.key][0]
      : sparse
        ? SPARSE_SHORT[j % 2]
        : p.shortAbouts[j % p.shortAbouts.length],
    about,
    keywords: writesEnglish
      ? ENGLISH_WRITERS[p.key][1]
      : sparse || j % 5 === 4
        ? null
        : p.keywords[j % p.keywords.length],
  };
}

/** The 320 companies, the same on every call. */
export function benchCatalogue(): BenchCompany[] {
  const all = PROFILES.flatMap((p, pi) =>
    Array.from({ length: COMPANIES_PER_PROFILE }, (_, j) => company(p, pi, j)),
  );
  const names = new Set(all.map((c) => c.tradeName));
  if (names.size !== all.length) throw new Error('two bench companies share a trade name');
  return all;
}
