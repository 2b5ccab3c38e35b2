import type { Db } from '../client';
import { companyProductCategories, companyProducts } from '../schema/company-products';

/*
 * Demo products and services (issue 32 item 7): three per company from the list below, each in the
 * company's first category; every other one also in English, so an English visitor sees both the
 * translated text and the Portuguese marked as such.
 */

type Item = {
  kind: 'product' | 'service';
  namePt: string;
  descriptionPt: string;
  nameEn: string;
  descriptionEn: string;
};

const ITEMS: readonly Item[] = [
  [
    'product',
    'Flange de aço inox',
    'Flanges forjados em inox 304 e 316, de 1/2" a 24".',
    'Stainless steel flange',
    'Forged 304 and 316 stainless flanges, 1/2" to 24".',
  ],
  [
    'service',
    'Usinagem CNC 5 eixos',
    'Peças complexas em aço, alumínio e bronze, lotes pequenos e médios.',
    '5-axis CNC machining',
    'Complex parts in steel, aluminium and bronze, small and medium batches.',
  ],
  [
    'service',
    'Tratamento térmico',
    'Têmpera, revenimento e cementação de aços.',
    'Heat treatment',
    'Hardening, tempering and case hardening of steels.',
  ],
  [
    'product',
    'Eixo de transmissão',
    'Eixos em aço 4140 e 1045 sob desenho.',
    'Transmission shaft',
    '4140 and 1045 steel shafts to drawing.',
  ],
  [
    'service',
    'Injeção de plástico',
    'Peças técnicas em PP, ABS e nylon, com moldes próprios.',
    'Plastic injection moulding',
    'Technical parts in PP, ABS and nylon, with in-house moulds.',
  ],
  [
    'product',
    'Painel elétrico',
    'Painéis de comando e CCM montados e testados.',
    'Electrical panel',
    'Control panels and MCCs assembled and tested.',
  ],
  [
    'service',
    'Caldeiraria pesada',
    'Tanques, silos e estruturas em aço carbono e inox.',
    'Heavy boilermaking',
    'Tanks, silos and structures in carbon and stainless steel.',
  ],
  [
    'product',
    'Engrenagem helicoidal',
    'Engrenagens retificadas até módulo 10.',
    'Helical gear',
    'Ground gears up to module 10.',
  ],
  [
    'service',
    'Manutenção industrial',
    'Manutenção preventiva e corretiva de máquinas.',
    'Industrial maintenance',
    'Preventive and corrective machine maintenance.',
  ],
  [
    'product',
    'Cilindro hidráulico',
    'Cilindros sob medida e reforma de cilindros.',
    'Hydraulic cylinder',
    'Custom cylinders and cylinder overhaul.',
  ],
  [
    'service',
    'Corte a laser',
    'Corte de chapas até 25 mm em aço e inox.',
    'Laser cutting',
    'Cutting of sheets up to 25 mm in steel and stainless.',
  ],
  [
    'service',
    'Pintura eletrostática',
    'Pintura a pó em peças e estruturas.',
    'Powder coating',
    'Powder coating of parts and structures.',
  ],
].map(([kind, namePt, descriptionPt, nameEn, descriptionEn]) => ({
  kind: kind as Item['kind'],
  namePt,
  descriptionPt,
  nameEn,
  descriptionEn,
}));

export const DEMO_PRODUCTS_PER_COMPANY = 3;

/** Three items for each company (`companies`: id and first category id, in seed order). */
export async function seedProducts(
  db: Db,
  companies: readonly { id: number; categoryId: number | undefined }[],
): Promise<void> {
  const values = companies.flatMap((company, i) =>
    Array.from({ length: DEMO_PRODUCTS_PER_COMPANY }, (_, position) => {
      const item = ITEMS[(i * DEMO_PRODUCTS_PER_COMPANY + position) % ITEMS.length];
      const english = (i + position) % 2 === 0;
      return {
        companyId: company.id,
        kind: item.kind,
        namePt: item.namePt,
        descriptionPt: item.descriptionPt,
        nameEn: english ? item.nameEn : null,
        descriptionEn: english ? item.descriptionEn : null,
        position,
      };
    }),
  );
  const rows = await db
    .insert(companyProducts)
    .values(values)
    .returning({ id: companyProducts.id, companyId: companyProducts.companyId });
  const categoryOf = new Map(companies.map((c) => [c.id, c.categoryId]));
  const links = rows.flatMap((r) => {
    const categoryId = categoryOf.get(r.companyId);
    return categoryId === undefined ? [] : [{ productId: r.id, categoryId }];
  });
  if (links.length > 0) await db.insert(companyProductCategories).values(links);
}
