import type { Db } from '../client';
import { companyTerms, termSuggestions, vocabularyTerms } from '../schema/vocabulary';
import { FALLBACK_MATERIALS, MATERIALS_OF } from './category-offers';

/*
 * The demo vocabulary (issue 32 item 7, decision 0038): processes and materials typical of São
 * Paulo state's industry, in both languages; every demo company tagged with the processes of its
 * categories and a few materials; two suggestions waiting in the back office.
 */

type Term = readonly [namePt: string, nameEn: string];

export const DEMO_PROCESSES: readonly Term[] = [
  ['Usinagem CNC', 'CNC machining'],
  ['Torneamento', 'Turning'],
  ['Fresamento', 'Milling'],
  ['Retificação', 'Grinding'],
  ['Eletroerosão', 'Electrical discharge machining (EDM)'],
  ['Tratamento térmico', 'Heat treatment'],
  ['Têmpera por indução', 'Induction hardening'],
  ['Cementação', 'Case hardening'],
  ['Nitretação', 'Nitriding'],
  ['Fundição sob pressão', 'Die casting'],
  ['Fundição em areia', 'Sand casting'],
  ['Forjamento', 'Forging'],
  ['Estampagem', 'Metal stamping'],
  ['Corte a laser', 'Laser cutting'],
  ['Dobra de chapas', 'Sheet metal bending'],
  ['Soldagem MIG/MAG', 'MIG/MAG welding'],
  ['Soldagem TIG', 'TIG welding'],
  ['Caldeiraria pesada', 'Heavy plate fabrication'],
  ['Galvanização a fogo', 'Hot-dip galvanizing'],
  ['Zincagem eletrolítica', 'Zinc electroplating'],
  ['Pintura eletrostática a pó', 'Powder coating'],
  ['Injeção de plástico', 'Plastic injection moulding'],
  ['Extrusão de plástico', 'Plastic extrusion'],
  ['Sopro de plástico', 'Blow moulding'],
  ['Moldagem de borracha', 'Rubber moulding'],
  ['Montagem de painéis elétricos', 'Electrical panel assembly'],
  ['Programação de CLP', 'PLC programming'],
  ['Manutenção preditiva', 'Predictive maintenance'],
  ['Montagem mecânica', 'Mechanical assembly'],
  ['Impressão 3D', '3D printing'],
  ['Envase de bebidas', 'Beverage bottling'],
  ['Refrigeração industrial', 'Industrial refrigeration'],
  ['Montagem hidráulica', 'Hydraulic assembly'],
];

export const DEMO_MATERIALS: readonly Term[] = [
  ['Aço carbono', 'Carbon steel'],
  ['Aço inoxidável', 'Stainless steel'],
  ['Aço ferramenta', 'Tool steel'],
  ['Ferro fundido', 'Cast iron'],
  ['Alumínio', 'Aluminium'],
  ['Latão', 'Brass'],
  ['Bronze', 'Bronze'],
  ['Cobre', 'Copper'],
  ['Titânio', 'Titanium'],
  ['Polipropileno (PP)', 'Polypropylene (PP)'],
  ['Polietileno (PE)', 'Polyethylene (PE)'],
  ['ABS', 'ABS'],
  ['Náilon (poliamida)', 'Nylon (polyamide)'],
  ['Policarbonato', 'Polycarbonate'],
  ['PVC', 'PVC'],
  ['Borracha natural', 'Natural rubber'],
  ['Borracha nitrílica (NBR)', 'Nitrile rubber (NBR)'],
  ['Silicone', 'Silicone'],
  ['Madeira', 'Wood'],
  ['Vidro', 'Glass'],
];

/** The processes (by Portuguese name) a company of each demo category does. */
export const PROCESSES_OF: Readonly<Record<string, readonly string[]>> = {
  metalurgia: ['Forjamento', 'Estampagem', 'Tratamento térmico'],
  usinagem: ['Usinagem CNC', 'Torneamento', 'Fresamento', 'Retificação'],
  plasticos: ['Injeção de plástico', 'Extrusão de plástico', 'Sopro de plástico'],
  caldeiraria: ['Caldeiraria pesada', 'Soldagem MIG/MAG', 'Dobra de chapas'],
  fundicao: ['Fundição sob pressão', 'Fundição em areia'],
  ferramentaria: ['Eletroerosão', 'Fresamento', 'Retificação'],
  'automacao-industrial': ['Programação de CLP', 'Montagem de painéis elétricos'],
  'eletrica-industrial': ['Montagem de painéis elétricos'],
  'tratamento-termico': ['Tratamento térmico', 'Têmpera por indução', 'Cementação', 'Nitretação'],
  galvanoplastia: ['Zincagem eletrolítica', 'Galvanização a fogo'],
  'pintura-industrial': ['Pintura eletrostática a pó'],
  'estruturas-metalicas': ['Soldagem MIG/MAG', 'Corte a laser', 'Galvanização a fogo'],
  borrachas: ['Moldagem de borracha'],
  'manutencao-industrial': ['Manutenção preditiva', 'Montagem mecânica'],
  'transmissao-mecanica': ['Usinagem CNC', 'Montagem mecânica'],
  soldagem: ['Soldagem TIG', 'Soldagem MIG/MAG'],
  'corte-laser': ['Corte a laser', 'Dobra de chapas'],
  'hidraulica-pneumatica': ['Montagem hidráulica', 'Montagem mecânica'],
  embalagens: ['Extrusão de plástico', 'Impressão 3D'],
  quimica: ['Sopro de plástico'],
  'alimentos-bebidas': ['Envase de bebidas'],
  sucroenergetico: ['Manutenção preditiva', 'Caldeiraria pesada'],
  'equipamentos-agricolas': ['Soldagem MIG/MAG', 'Corte a laser', 'Pintura eletrostática a pó'],
  'refrigeracao-industrial': ['Refrigeração industrial', 'Montagem mecânica'],
};

/** Inserts the vocabulary and tags each company (`categorySlugs` of each, in seed order). */
export async function seedVocabulary(
  db: Db,
  companies: readonly { id: number; categorySlugs: readonly string[] }[],
): Promise<void> {
  const rows = await db
    .insert(vocabularyTerms)
    .values([
      ...DEMO_PROCESSES.map(([namePt, nameEn]) => ({ kind: 'process' as const, namePt, nameEn })),
      ...DEMO_MATERIALS.map(([namePt, nameEn]) => ({ kind: 'material' as const, namePt, nameEn })),
    ])
    .returning({ id: vocabularyTerms.id, namePt: vocabularyTerms.namePt });
  const idOf = new Map(rows.map((r) => [r.namePt, r.id]));
  const links = companies.flatMap((company, i) => {
    const processes = new Set(company.categorySlugs.flatMap((slug) => PROCESSES_OF[slug] ?? []));
    const main = company.categorySlugs[0] ?? '';
    const materials = MATERIALS_OF[main] ?? [FALLBACK_MATERIALS[i % FALLBACK_MATERIALS.length]];
    return [...processes, ...materials].map((name) => ({
      companyId: company.id,
      termId: idOf.get(name) ?? 0,
    }));
  });
  await db.insert(companyTerms).values(links);
  const [first, second] = companies;
  if (first && second)
    await db.insert(termSuggestions).values([
      { companyId: first.id, kind: 'process', namePt: 'Jateamento com granalha', nameEn: null },
      { companyId: second.id, kind: 'material', namePt: null, nameEn: 'Duplex stainless steel' },
    ]);
}
