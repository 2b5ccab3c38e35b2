import { cert, core, first, type JudgedQuery, mat, needs, proc, prod } from './judge';

/*
 * The judged set, English: a foreign buyer, or a Brazilian engineer who thinks in English, searching
 * a catalogue written mostly in Portuguese. Grades follow the building blocks' meaning (judge.ts).
 */

type Judge = JudgedQuery['grade'];
const en = (q: string, kind: JudgedQuery['kind'], grade: Judge): JudgedQuery => ({
  q,
  lang: 'en',
  kind,
  grade,
});

export const ENGLISH_QUERIES: readonly JudgedQuery[] = [
  // English for Portuguese texts.
  en('heat treatment', 'cross', needs.heat),
  en('cnc machining', 'cross', needs.cnc),
  en('plastic injection moulding', 'cross', needs.injection),
  en('plastic injection molding', 'cross', needs.injection),
  en('laser cutting', 'cross', needs.laser),
  en('die casting', 'cross', (c) =>
    first([3, proc(c, 'diecast') || prod(c, 'aluminium-die-castings')], [1, core(c, 'foundry')]),
  ),
  en('forging', 'cross', needs.forging),
  en('hot-dip galvanizing', 'cross', needs.hotDip),
  en('powder coating', 'cross', needs.powder),
  en('electrical panels', 'cross', needs.panels),
  en('springs', 'cross', needs.springs),
  en('gears', 'cross', needs.gears),
  en('o-rings', 'cross', needs.oRings),
  en('ball valves', 'cross', (c) => first([3, prod(c, 'ball-valves')], [2, core(c, 'valves')])),
  en('metal stamping', 'cross', needs.stamping),
  en('sheet metal bending', 'cross', needs.bending),
  en('predictive maintenance', 'cross', needs.predictive),
  en('injection moulds', 'cross', needs.moulds),
  en('bolts', 'cross', needs.bolts),
  en('anodizing', 'cross', needs.anodizing),
  en('iron castings', 'cross', needs.castIron),
  en('vibration analysis', 'cross', (c) => first([3, prod(c, 'vibration')], [2, core(c, 'maintenance')])),
  en('3d printing', 'cross', needs.printing),
  en('rubber seals', 'cross', needs.seals),
  en('heavy fabrication', 'cross', needs.fabrication),
  en('machining', 'cross', needs.machining),
  en('industrial automation', 'cross', needs.automation),
  en('foundry', 'cross', needs.foundry),
  // Plurals and typing mistakes in English.
  en('flange', 'plural', needs.flanges),
  en('speed reducers', 'plural', needs.reducers),
  en('stamped parts', 'plural', needs.stampedParts),
  en('steel structures', 'plural', needs.structures),
  en('heat treatmnt', 'typo', needs.heat),
  en('machinning', 'typo', needs.machining),
  en('galvanising', 'typo', needs.hotDip),
  en('nitridng', 'typo', needs.nitriding),
  // Certifications.
  en('heat treatment ISO 9001', 'cert', (c) =>
    first([3, needs.heat(c) >= 2 && cert(c, 'iso9001')], [1, core(c, 'heat')]),
  ),
  en('AS9100 machining', 'cert', (c) =>
    first([3, needs.machining(c) >= 2 && cert(c, 'as9100')], [1, core(c, 'machining')]),
  ),
  en('plastic injection ISO 9001', 'cert', (c) =>
    first([3, proc(c, 'injection') && cert(c, 'iso9001')], [1, needs.injection(c) >= 2]),
  ),
  en('ISO 14001', 'cert', (c) => first([3, cert(c, 'iso14001')])),
  // Several words of one need.
  en('stainless steel flanges', 'several', (c) =>
    first(
      [3, prod(c, 'inox-flanges') || (prod(c, 'forged-flanges', 'machined-flanges') && mat(c, 'inox'))],
      [2, needs.flanges(c) >= 2],
    ),
  ),
  en('cnc machining stainless steel', 'several', (c) =>
    first(
      [3, core(c, 'machining') && mat(c, 'inox')],
      [2, core(c, 'machining')],
      [1, proc(c, 'cnc') && mat(c, 'inox')],
    ),
  ),
  en('aluminium die casting', 'several', (c) =>
    first(
      [3, prod(c, 'aluminium-die-castings') || (proc(c, 'diecast') && mat(c, 'aluminium'))],
      [2, proc(c, 'diecast')],
      [1, core(c, 'foundry')],
    ),
  ),
  en('laser cutting stainless steel', 'several', (c) =>
    first([3, needs.laser(c) === 3 && mat(c, 'inox')], [2, needs.laser(c) === 3]),
  ),
  en('stainless steel bolts', 'several', (c) =>
    first([3, prod(c, 'inox-bolts') || (core(c, 'fasteners') && mat(c, 'inox'))], [2, core(c, 'fasteners')]),
  ),
  en('tanks and pressure vessels', 'several', (c) =>
    first([3, prod(c, 'tanks')], [2, core(c, 'fabrication')]),
  ),
  en('gas carburizing', 'several', needs.carburizing),
  en('plasma nitriding', 'several', needs.nitriding),
  en('machined parts', 'several', needs.machining),
  en('blow moulded bottles', 'several', needs.bottles),
  en('plc programming', 'several', (c) => first([3, proc(c, 'plc')], [2, core(c, 'automation')])),
];
