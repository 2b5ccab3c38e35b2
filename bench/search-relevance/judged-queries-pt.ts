import { cert, core, first, type JudgedQuery, mat, needs, proc, prod } from './judge';

/*
 * The judged set, Portuguese: what a buyer in the region types, each with who should come first.
 * Grades follow the building blocks' meaning (judge.ts), written before any run.
 */

type Judge = JudgedQuery['grade'];
const pt = (q: string, kind: JudgedQuery['kind'], grade: Judge): JudgedQuery => ({
  q,
  lang: 'pt-BR',
  kind,
  grade,
});

export const PORTUGUESE_QUERIES: readonly JudgedQuery[] = [
  // Exact words of the trade (accents typed or not).
  pt('usinagem cnc', 'exact', needs.cnc),
  pt('usinagem', 'exact', needs.machining),
  pt('tratamento térmico', 'exact', needs.heat),
  pt('tratamento termico', 'exact', needs.heat),
  pt('injeção de plástico', 'exact', needs.injection),
  pt('caldeiraria', 'exact', needs.fabrication),
  pt('estamparia', 'exact', needs.stamping),
  pt('fundição de alumínio', 'exact', needs.aluminiumCastings),
  pt('fundicao de aluminio', 'exact', needs.aluminiumCastings),
  pt('galvanização a fogo', 'exact', needs.hotDip),
  pt('pintura eletrostática', 'exact', needs.powder),
  pt('corte a laser', 'exact', needs.laser),
  pt('painéis elétricos', 'exact', needs.panels),
  pt('forjaria', 'exact', needs.forging),
  pt('manutenção preditiva', 'exact', needs.predictive),
  pt('impressão 3d', 'exact', needs.printing),
  pt('moldes para injeção', 'exact', needs.moulds),
  pt('anodização', 'exact', needs.anodizing),
  pt('retificação', 'exact', needs.grinding),
  pt('automação industrial', 'exact', needs.automation),
  pt('cromo duro', 'exact', (c) => first([3, prod(c, 'hard-chrome')], [1, core(c, 'surface')])),
  pt('jateamento', 'exact', (c) =>
    first([3, proc(c, 'blasting') || prod(c, 'sandblasting')], [2, core(c, 'painting')]),
  ),
  pt('eletroerosão', 'exact', needs.edm),
  // Plurals and word forms.
  pt('usinagens', 'plural', needs.machining),
  pt('flanges', 'plural', needs.flanges),
  pt('engrenagens', 'plural', needs.gears),
  pt('redutores', 'plural', needs.reducers),
  pt('parafusos', 'plural', needs.fasteners),
  pt('molas', 'plural', needs.springs),
  pt('válvulas', 'plural', needs.valves),
  pt('estruturas metálicas', 'plural', needs.structures),
  pt('retentores', 'plural', (c) => first([3, prod(c, 'oil-seals')], [2, core(c, 'rubber')])),
  pt('peças estampadas', 'plural', needs.stampedParts),
  pt('rebites', 'plural', (c) => first([3, prod(c, 'rivets')], [2, core(c, 'fasteners')])),
  pt('frascos soprados', 'plural', needs.bottles),
  pt('anéis de vedação', 'plural', needs.oRings),
  // One typing mistake in a word of five letters or more.
  pt('usinajem', 'typo', needs.machining),
  pt('tratamento termco', 'typo', needs.heat),
  pt('estanpagem', 'typo', needs.stamping),
  pt('caldeiraia', 'typo', needs.fabrication),
  pt('fundisão', 'typo', needs.foundry),
  pt('galvanisação a fogo', 'typo', needs.hotDip),
  pt('engranagens', 'typo', needs.gears),
  pt('parafuzos', 'typo', needs.fasteners),
  pt('nitretasão', 'typo', needs.nitriding),
  pt('eletroerozão', 'typo', needs.edm),
  // Certifications, alone and with a need.
  pt('ISO 9001', 'cert', (c) => first([3, cert(c, 'iso9001')])),
  pt('injeção de plástico ISO 9001', 'cert', (c) =>
    first([3, proc(c, 'injection') && cert(c, 'iso9001')], [1, needs.injection(c) >= 2]),
  ),
  pt('usinagem iso 9001', 'cert', (c) =>
    first([3, needs.machining(c) >= 2 && cert(c, 'iso9001')], [1, core(c, 'machining')]),
  ),
  pt('estamparia IATF 16949', 'cert', (c) =>
    first([3, core(c, 'stamping') && cert(c, 'iatf16949')], [1, core(c, 'stamping')]),
  ),
  pt('IATF 16949', 'cert', (c) => first([3, cert(c, 'iatf16949')])),
  pt('ISO 14001 galvanoplastia', 'cert', (c) =>
    first([3, core(c, 'surface') && cert(c, 'iso14001')], [1, core(c, 'surface')]),
  ),
  pt('tratamento térmico AS9100', 'cert', (c) =>
    first([3, needs.heat(c) >= 2 && cert(c, 'as9100')], [1, core(c, 'heat')]),
  ),
  pt('ISO 45001', 'cert', (c) => first([3, cert(c, 'iso45001')])),
  // Several words of one need.
  pt('usinagem cnc 5 eixos', 'several', (c) => first([3, prod(c, 'five-axis')], [1, core(c, 'machining')])),
  pt('tratamento térmico de engrenagens', 'several', (c) =>
    first([3, core(c, 'heat') && prod(c, 'carburizing')], [2, core(c, 'heat')], [1, core(c, 'gears')]),
  ),
  pt('peças usinadas em aço inox', 'several', (c) =>
    first(
      [3, core(c, 'machining') && mat(c, 'inox')],
      [2, core(c, 'machining')],
      [1, proc(c, 'cnc') && mat(c, 'inox')],
    ),
  ),
  pt('caldeiraria pesada em aço carbono', 'several', (c) =>
    first([3, core(c, 'fabrication') && mat(c, 'carbon')], [2, needs.fabrication(c) >= 2]),
  ),
  pt('corte a laser de chapas inox', 'several', (c) =>
    first([3, needs.laser(c) === 3 && mat(c, 'inox')], [2, needs.laser(c) === 3]),
  ),
  pt('injeção de peças em náilon', 'several', (c) =>
    first([3, core(c, 'plastics') && mat(c, 'nylon')], [2, core(c, 'plastics')], [1, proc(c, 'injection')]),
  ),
  pt('zincagem de parafusos', 'several', (c) =>
    first([3, proc(c, 'zinc') || prod(c, 'zinc-plating')], [1, core(c, 'surface')]),
  ),
  pt('molas de aço inox', 'several', (c) =>
    first([3, core(c, 'springs') && mat(c, 'inox')], [2, core(c, 'springs')]),
  ),
  pt('flanges forjados', 'several', (c) =>
    first([3, prod(c, 'forged-flanges')], [2, core(c, 'forging')], [1, needs.flanges(c) >= 2]),
  ),
  pt('válvulas de bronze', 'several', (c) =>
    first(
      [3, core(c, 'valves') && mat(c, 'bronze')],
      [2, core(c, 'valves')],
      [1, prod(c, 'bronze-castings')],
    ),
  ),
  pt('tanques de aço inox', 'several', (c) =>
    first(
      [3, prod(c, 'tanks') && mat(c, 'inox')],
      [2, prod(c, 'tanks') || (core(c, 'fabrication') && mat(c, 'inox'))],
      [1, core(c, 'fabrication')],
    ),
  ),
  pt('montagem de painéis elétricos e CLP', 'several', (c) =>
    first(
      [3, core(c, 'automation') && proc(c, 'panels')],
      [2, core(c, 'automation')],
      [1, c.secondary === 'automation'],
    ),
  ),
  pt('peças fundidas em ferro', 'several', needs.castIron),
  // A Portuguese need where some of the best suppliers wrote in English.
  pt('engrenagens e redutores', 'cross', (c) =>
    first([3, core(c, 'gears')], [1, prod(c, 'spur-gears', 'reducers')]),
  ),
  pt('usinagem de precisão', 'cross', needs.machining),
  pt('vedações de borracha', 'cross', needs.seals),
  pt('prototipagem rápida', 'cross', needs.printing),
];
