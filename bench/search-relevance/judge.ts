import type { BenchCompany, Standard } from './catalogue';
import type { CategoryKey, Market, MaterialKey, ProcessKey } from './vocabulary';

/*
 * The words a judgement is written with: what a company is and does, read from its building
 * blocks (its trade, the line it also offers, its processes, materials, products, valid
 * certificates, markets), never from its texts as the search sees them nor from any answer.
 */

/** 3 exactly what the buyer asked for, 2 does it (a good answer), 1 related (might help), 0 not. */
export type Grade = 0 | 1 | 2 | 3;
/** A company with a grade of at least this is "relevant" in the top-3 and empty-answer figures. */
export const RELEVANT: Grade = 2;

export type QueryKind = 'exact' | 'plural' | 'typo' | 'cross' | 'cert' | 'several';

export interface JudgedQuery {
  q: string;
  /** The visitor's language (the app-language header). */
  lang: 'pt-BR' | 'en';
  kind: QueryKind;
  /** Cross-language: the language the relevant companies wrote in differs from the query's. */
  grade: (c: BenchCompany) => Grade;
}

export const core = (c: BenchCompany, trade: CategoryKey) => c.profile === trade;
export const offers = (c: BenchCompany, trade: CategoryKey) => c.profile === trade || c.secondary === trade;
export const proc = (c: BenchCompany, ...keys: ProcessKey[]) => keys.some((k) => c.processes.includes(k));
export const mat = (c: BenchCompany, ...keys: MaterialKey[]) => keys.some((k) => c.materials.includes(k));
export const prod = (c: BenchCompany, ...keys: string[]) => c.products.some((p) => keys.includes(p.key));
export const cert = (c: BenchCompany, standard: Standard) =>
  c.certificates.some((r) => r.standard === standard && r.valid);
export const market = (c: BenchCompany, m: Market) => c.markets.includes(m);

/** The first grade whose condition holds, else 0. */
export function first(...rules: [Grade, boolean][]): Grade {
  for (const [g, holds] of rules) if (holds) return g;
  return 0;
}

/** Shared judgements, reused by the queries that ask for the same thing in other words. */
export const needs = {
  machining: (c: BenchCompany) => first([3, core(c, 'machining')], [2, proc(c, 'cnc', 'turning', 'milling')]),
  cnc: (c: BenchCompany) =>
    first([3, core(c, 'machining')], [2, proc(c, 'cnc')], [1, proc(c, 'turning', 'milling', 'grinding')]),
  heat: (c: BenchCompany) =>
    first([3, core(c, 'heat')], [2, proc(c, 'heat', 'carburizing', 'nitriding', 'induction')]),
  injection: (c: BenchCompany) =>
    first([3, core(c, 'plastics')], [2, proc(c, 'injection')], [1, prod(c, 'injection-moulds')]),
  fabrication: (c: BenchCompany) => first([3, core(c, 'fabrication')], [2, proc(c, 'heavyplate')]),
  stamping: (c: BenchCompany) =>
    first([3, core(c, 'stamping')], [2, proc(c, 'stamping')], [1, prod(c, 'progressive-dies')]),
  foundry: (c: BenchCompany) => first([3, core(c, 'foundry')], [2, proc(c, 'sandcast', 'diecast')]),
  aluminiumCastings: (c: BenchCompany) =>
    first(
      [3, core(c, 'foundry') && (mat(c, 'aluminium') || prod(c, 'aluminium-die-castings'))],
      [2, core(c, 'foundry')],
      [1, proc(c, 'diecast', 'sandcast')],
    ),
  hotDip: (c: BenchCompany) => first([3, proc(c, 'hotdip') || prod(c, 'hot-dip')], [1, core(c, 'surface')]),
  powder: (c: BenchCompany) =>
    first([3, proc(c, 'powder') || prod(c, 'powder-coating')], [1, core(c, 'surface')]),
  laser: (c: BenchCompany) =>
    first([3, proc(c, 'laser') || prod(c, 'laser-cutting', 'tube-laser')], [1, core(c, 'fabrication')]),
  panels: (c: BenchCompany) =>
    first([3, prod(c, 'panels') || proc(c, 'panels')], [2, core(c, 'automation')], [1, prod(c, 'busbars')]),
  forging: (c: BenchCompany) => first([3, core(c, 'forging')], [2, proc(c, 'forging')]),
  predictive: (c: BenchCompany) =>
    first([3, proc(c, 'predictive') || prod(c, 'predictive')], [2, core(c, 'maintenance')]),
  gears: (c: BenchCompany) =>
    first([3, core(c, 'gears')], [2, prod(c, 'spur-gears', 'worm-gears', 'reducers')]),
  springs: (c: BenchCompany) => first([3, core(c, 'springs')]),
  valves: (c: BenchCompany) => first([3, core(c, 'valves')]),
  fasteners: (c: BenchCompany) => first([3, core(c, 'fasteners')]),
  oRings: (c: BenchCompany) => first([3, prod(c, 'o-rings')], [2, core(c, 'rubber')]),
  seals: (c: BenchCompany) => first([3, prod(c, 'o-rings', 'oil-seals', 'gaskets')], [2, core(c, 'rubber')]),
  printing: (c: BenchCompany) => first([3, core(c, 'prototyping') || proc(c, 'printing')]),
  moulds: (c: BenchCompany) => first([3, prod(c, 'injection-moulds')], [2, core(c, 'toolmaking')]),
  bottles: (c: BenchCompany) => first([3, prod(c, 'bottles')], [2, proc(c, 'blow')]),
  anodizing: (c: BenchCompany) =>
    first([3, proc(c, 'anodizing') || prod(c, 'anodizing')], [1, core(c, 'surface')]),
  grinding: (c: BenchCompany) => first([3, proc(c, 'grinding')], [1, prod(c, 'shafts', 'splined-shafts')]),
  edm: (c: BenchCompany) => first([3, proc(c, 'edm')], [2, core(c, 'toolmaking')]),
  nitriding: (c: BenchCompany) =>
    first([3, proc(c, 'nitriding') || prod(c, 'plasma-nitriding')], [2, core(c, 'heat')]),
  carburizing: (c: BenchCompany) =>
    first([3, proc(c, 'carburizing') || prod(c, 'carburizing')], [2, core(c, 'heat')]),
  flanges: (c: BenchCompany) =>
    first(
      [3, prod(c, 'inox-flanges', 'forged-flanges', 'machined-flanges')],
      [2, core(c, 'valves')],
      [1, core(c, 'forging') || core(c, 'machining')],
    ),
  bolts: (c: BenchCompany) => first([3, prod(c, 'bolts', 'inox-bolts')], [2, core(c, 'fasteners')]),
  castIron: (c: BenchCompany) =>
    first(
      [3, prod(c, 'iron-castings') || (core(c, 'foundry') && mat(c, 'castiron'))],
      [1, core(c, 'foundry')],
    ),
  automation: (c: BenchCompany) => first([3, core(c, 'automation')], [2, offers(c, 'automation')]),
  reducers: (c: BenchCompany) => first([3, prod(c, 'reducers')], [2, core(c, 'gears')]),
  structures: (c: BenchCompany) =>
    first([3, prod(c, 'structures')], [2, core(c, 'fabrication')], [1, offers(c, 'fabrication')]),
  stampedParts: (c: BenchCompany) => first([3, core(c, 'stamping')], [2, proc(c, 'stamping')]),
  bending: (c: BenchCompany) =>
    first([3, core(c, 'sheet') || prod(c, 'bent-parts')], [2, proc(c, 'bending')]),
};
