import { DAY_MS } from '../../../shared/time';
import type { Db } from '../client';
import { companies, companyCategories } from '../schema/companies';
import { customers } from '../schema/customers';
import { companySearchText } from '../sql/search';
import { PIRACICABA } from './companies';
import { CATEGORIES } from './content';
import { cnpjFromBase, cpfFromBase } from './documents';

/*
 * Issue 33 item 7: the demo has the member-import and approval screens' material. Three listings
 * the association imported and nobody has claimed (two public "not yet claimed", one hidden until
 * claimed), each a member; and one company registered on the site that waits in the back office's
 * approvals queue, its owner a demo account (decision 0044).
 */

interface DemoListing {
  tradeName: string;
  slug: string;
  categoryIndex: number;
  membershipNumber: string;
  memberSince: string;
  hidden: boolean;
}

const LISTINGS: DemoListing[] = [
  {
    tradeName: 'Caldeiraria Piracicabana',
    slug: 'caldeiraria-piracicabana',
    categoryIndex: 0,
    membershipNumber: 'ACIP-0412',
    memberSince: '2009-03-02',
    hidden: false,
  },
  {
    tradeName: 'Fundição Água Branca',
    slug: 'fundicao-agua-branca',
    categoryIndex: 1,
    membershipNumber: 'ACIP-0977',
    memberSince: '2015-08-17',
    hidden: false,
  },
  {
    tradeName: 'Tornearia Santa Terezinha',
    slug: 'tornearia-santa-terezinha',
    categoryIndex: 2,
    membershipNumber: 'ACIP-1203',
    memberSince: '2021-01-11',
    hidden: true,
  },
];

/** The owner of the company waiting for approval (log in with this CPF and the others' password). */
export const DEMO_PENDING_OWNER = { name: 'Rita Aguardando', doc: cpfFromBase('714602385') } as const;
export const DEMO_PENDING_COMPANY = 'Estamparia Nova Era';

const place = (i: number) => ({
  postalCode: `1340${i}100`,
  address: 'Avenida Independência',
  addressNumber: String(1200 + i * 37),
  addressNeighborhood: 'Centro',
  cityId: PIRACICABA,
});

const texts = (tradeName: string, category: string) => ({
  about: `${tradeName} atua em ${category.toLowerCase()} para a indústria da região de Piracicaba.`,
  aboutShort: `${category} sob medida.`,
});

export async function seedListingsAndApproval(
  db: Db,
  opts: { categoryIds: number[]; ownerHash: string; now: Date },
): Promise<void> {
  const { categoryIds, now } = opts;
  const listingRows = await db
    .insert(companies)
    .values(
      LISTINGS.map((l, i) => {
        const category = CATEGORIES[l.categoryIndex];
        return {
          tradeName: l.tradeName,
          name: `${l.tradeName} Ltda.`,
          email: `contato@${l.slug}.example.com`,
          website: `https://www.${l.slug}.example.com`,
          cnpj: cnpjFromBase(String(45_000_000 + i * 7_919)),
          ownerId: null,
          termsAcceptedAt: null,
          acceptsQuotes: false,
          hiddenUntilClaimed: l.hidden,
          membershipNumber: l.membershipNumber,
          memberSince: l.memberSince,
          ...texts(l.tradeName, category.namePt),
          ...place(i),
          searchText: companySearchText({
            tradeName: l.tradeName,
            name: `${l.tradeName} Ltda.`,
            keywords: null,
            aboutShort: `${category.namePt} sob medida.`,
            categoryNames: [category.namePt, category.nameEn],
          }),
          createdAt: new Date(now.getTime() - (20 - i) * DAY_MS),
        };
      }),
    )
    .returning({ id: companies.id, tradeName: companies.tradeName });

  const [owner] = await db
    .insert(customers)
    .values({
      name: DEMO_PENDING_OWNER.name,
      doc: DEMO_PENDING_OWNER.doc,
      email: 'rita.aguardando@example.com',
      cellphone: '19995556666',
      cityId: PIRACICABA,
      emailValid: true,
      termsAcceptedAt: now,
      passwordHash: opts.ownerHash,
      lang: 'pt-BR',
    })
    .returning({ id: customers.id });
  const category = CATEGORIES[3];
  const [pending] = await db
    .insert(companies)
    .values({
      tradeName: DEMO_PENDING_COMPANY,
      name: `${DEMO_PENDING_COMPANY} Indústria e Comércio Ltda.`,
      email: 'contato@estamparia-nova-era.example.com',
      emailValid: true,
      website: 'https://www.estamparia-nova-era.example.com',
      cnpj: cnpjFromBase('45900017'),
      ownerId: owner.id,
      termsAcceptedAt: now,
      approval: 'pending',
      approvalRequestedAt: new Date(now.getTime() - DAY_MS),
      ...texts(DEMO_PENDING_COMPANY, category.namePt),
      ...place(LISTINGS.length),
      searchText: companySearchText({
        tradeName: DEMO_PENDING_COMPANY,
        name: `${DEMO_PENDING_COMPANY} Indústria e Comércio Ltda.`,
        keywords: null,
        aboutShort: `${category.namePt} sob medida.`,
        categoryNames: [category.namePt, category.nameEn],
      }),
      createdAt: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: companies.id });

  const byName = new Map(listingRows.map((r) => [r.tradeName, r.id]));
  await db.insert(companyCategories).values([
    ...LISTINGS.map((l) => ({
      companyId: byName.get(l.tradeName) ?? 0,
      categoryId: categoryIds[l.categoryIndex] ?? 0,
    })),
    { companyId: pending.id, categoryId: categoryIds[3] ?? 0 },
  ]);
}
