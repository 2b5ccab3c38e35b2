import { normalizeSearch } from '../sql/search';
import { RELATED_CATEGORIES } from './category-offers';
import { CATEGORIES } from './content';
import { cnpjFromBase, cpfFromBase } from './documents';
import type { Random } from './random';

/*
 * Deterministic demo companies and their owners, built from word lists. Texts are Portuguese,
 * as companies write them, with accents so accent-insensitive search has something to do.
 */

export const PIRACICABA = 9896;

/** Towns around the association, with the first five digits of a plausible CEP. */
const TOWNS = [
  ['Piracicaba', '13400'],
  ['Americana', '13465'],
  ['Limeira', '13480'],
  ['Rio Claro', '13500'],
  ['Campinas', '13050'],
  ["Santa Bárbara d'Oeste", '13450'],
  ['Sorocaba', '18040'],
  ['Jundiaí', '13210'],
  ['São Carlos', '13560'],
  ['Ribeirão Preto', '14070'],
  ['Indaiatuba', '13340'],
  ['Sumaré', '13170'],
  ['Capivari', '13360'],
  ['Rio das Pedras', '13390'],
  ['Iracemápolis', '13495'],
  ['Nova Odessa', '13460'],
  ['Araraquara', '14800'],
  ['São Paulo', '04700'],
  ['Hortolândia', '13183'],
  ['Santa Gertrudes', '13510'],
] as const;

const SUFFIXES = [
  'Piracicabana',
  'Paulista',
  'São Jorge',
  'Ipiranga',
  'Tietê',
  'Bandeirante',
  'Nova Era',
  'Progresso',
  'Aliança',
  'Horizonte',
  'Pioneira',
  'Santa Luzia',
  'Noroeste',
  'Cruzeiro',
  'União',
  'Primavera',
  'Monte Alegre',
  'Jequitibá',
  'Água Branca',
  'Vale do Piracicaba',
  'Guarani',
  'Real',
  'Atlântica',
  'Estrela',
  'São Cristóvão',
  'Figueira',
  'Irmãos Bortolin',
  'Bertagnoli',
  'Três Rios',
  'Veneza',
  'Boa Vista',
] as const;

const LEGAL_FORMS = [
  'Ltda',
  'Indústria e Comércio Ltda',
  'S.A.',
  'Indústria Ltda',
  'Comércio e Serviços Ltda',
];

const STREETS = [
  'Rua Luiz de Queiroz',
  'Avenida Independência',
  'Rua do Rosário',
  'Avenida Armando de Salles Oliveira',
  'Rua Treze de Maio',
  'Avenida Comendador Luciano Guidotti',
  'Rua Benjamin Constant',
  'Avenida Rio das Pedras',
  'Rua Prudente de Moraes',
  'Rua Dona Eugênia',
  'Avenida Dois Córregos',
  'Rua José Pinto de Almeida',
] as const;

const NEIGHBORHOODS = [
  'Distrito Industrial',
  'Centro',
  'Unileste',
  'Vila Rezende',
  'Santa Terezinha',
  'Jardim Primavera',
  'Água Branca',
  'Nova Piracicaba',
  'Jardim São Paulo',
  'Parque Industrial',
] as const;

// Deliberately free of category names, so a category search finds only that category's companies.
const KEYWORDS = [
  'peças sob desenho',
  'projetos especiais',
  'atendimento 24h',
  'ISO 9001',
  'lotes seriados',
  'protótipos',
];

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Íris',
  'João',
  'Karina',
  'Luís',
  'Márcia',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sônia',
  'Tiago',
  'Vânia',
] as const;

const LAST_NAMES = [
  'Almeida',
  'Bortolin',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferraz',
  'Gonçalves',
  'Helena',
  'Lima',
  'Moraes',
  'Nogueira',
  'Oliveira',
  'Pacheco',
  'Rocha',
  'Sampaio',
  'Teixeira',
  'Vieira',
  'Zanetti',
] as const;

export interface DemoCustomer {
  name: string;
  doc: string;
  email: string;
  cellphone: string;
  cityId: number;
}

export interface DemoCompany {
  /** Index into CATEGORIES; the first is the main one. */
  categoryIndexes: number[];
  tradeName: string;
  name: string;
  initials: string;
  email: string;
  cnpj: string;
  acceptsQuotes: boolean;
  phone1: string;
  phone2: string | null;
  whatsapp: string | null;
  website: string | null;
  videoUrl: string | null;
  mapUrl: string | null;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
  linkedin: string | null;
  about: string;
  aboutShort: string;
  /** The about texts in English (decision 0042): two companies in three, so both ways show. */
  aboutEn: string | null;
  aboutShortEn: string | null;
  keywords: string;
  postalCode: string;
  address: string;
  addressNumber: string;
  addressAdjunct: string | null;
  addressNeighborhood: string;
  cityId: number;
  owner: DemoCustomer;
}

function slugOf(text: string): string {
  return normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

export function demoCustomer(random: Random, index: number, cityId: number): DemoCustomer {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const last = LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length];
  return {
    name: `${first} ${last}`,
    // Bases start at 200000000 + index so they never collide with the two fixed demo CPFs.
    doc: cpfFromBase(String(200_000_000 + index * 7919)),
    email: `${slugOf(first)}.${slugOf(last)}${index}@example.com`,
    cellphone: `199${digits(random, 8)}`,
    cityId,
  };
}

/**
 * `count` companies. Company 0 is in Piracicaba and belongs to the demo owner (the caller swaps
 * in that owner); about one in five of the rest is in Piracicaba too.
 */
export function demoCompanies(
  random: Random,
  count: number,
  cityIdByName: Map<string, number>,
): DemoCompany[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const main = i % CATEGORIES.length;
    // Drawn from every category (the draws keep the other demo values stable), kept only when a
    // company of the main category could be in it too.
    const related = RELATED_CATEGORIES[CATEGORIES[main].slug] ?? [];
    const extra = random
      .sample(
        CATEGORIES.map((_, k) => k).filter((k) => k !== main),
        random.int(0, 2),
      )
      .filter((k) => related.includes(CATEGORIES[k].slug));
    const word = CATEGORIES[main].word;
    const suffix = SUFFIXES[(i * 7) % SUFFIXES.length];
    const tradeName = `${word} ${suffix}`;
    if (seen.has(tradeName)) throw new Error(`Duplicate demo trade name ${tradeName}`);
    seen.add(tradeName);
    const [townName, cepPrefix] =
      i === 0 || i % 5 === 0 ? TOWNS[0] : TOWNS[1 + random.int(0, TOWNS.length - 2)];
    const cityId = cityIdByName.get(townName);
    if (cityId === undefined) throw new Error(`Demo town ${townName} is not in brazil-places.json`);
    const slug = slugOf(tradeName);
    const handle = slug.replace(/-/g, '');
    const categoryNames = [main, ...extra].map((k) => CATEGORIES[k].namePt.toLowerCase());
    const founded = 1960 + random.int(0, 60);
    const employees = random.pick([12, 25, 40, 60, 85, 120, 200, 350]);
    const street = random.pick(STREETS);
    const aboutShort = `${tradeName}: ${categoryNames.join(', ')} em ${townName} desde ${founded}.`;
    const about = [
      `Fundada em ${founded} em ${townName}, a ${tradeName} atua em ${categoryNames.join(', ')} para os setores sucroenergético, automotivo, agrícola e de alimentos.`,
      `Com ${employees} colaboradores e parque fabril próprio, atendemos desde peças unitárias até lotes seriados, com rastreabilidade e controle dimensional.`,
      'Solicite um orçamento: respondemos em até dois dias úteis.',
    ].join('\n\n');
    const namesEn = [main, ...extra].map((k) => CATEGORIES[k].nameEn.toLowerCase()).join(', ');
    const english = i % 3 !== 1;
    const aboutShortEn = english ? `${tradeName}: ${namesEn} in ${townName} since ${founded}.` : null;
    const aboutEn = english
      ? [
          `Founded in ${founded} in ${townName}, ${tradeName} works in ${namesEn} for the sugar and ethanol, automotive, agricultural and food industries.`,
          `With ${employees} employees and a plant of its own, we make anything from single parts to series, with traceability and dimensional control.`,
          'Ask for a quote: we answer within two working days.',
        ].join('\n\n')
      : null;
    const hasVideo = i % 3 === 0;
    const owner = demoCustomer(random, i + 10, cityId);
    return {
      categoryIndexes: [main, ...extra],
      tradeName,
      name: `${tradeName} ${LEGAL_FORMS[i % LEGAL_FORMS.length]}`,
      initials: normalizeSearch(`${word[0]}${suffix[0]}`).toUpperCase(),
      email: `contato@${slug}.example.com`,
      cnpj: cnpjFromBase(String(31_000_000 + i * 104_729).slice(0, 8)),
      acceptsQuotes: i % 9 !== 4,
      phone1: `193${digits(random, 7)}`,
      phone2: i % 2 === 0 ? `193${digits(random, 7)}` : null,
      whatsapp: i % 3 !== 2 ? `199${digits(random, 8)}` : null,
      website: `https://www.${slug}.example.com`,
      videoUrl: hasVideo ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : null,
      mapUrl:
        i % 2 === 0
          ? // Stored as the service stores it: the embed address only, never the HTML snippet.
            `https://maps.google.com/maps?q=${encodeURIComponent(`${street}, ${townName}`)}&output=embed`
          : null,
      instagram: handle,
      facebook: i % 2 === 1 ? handle : null,
      youtube: hasVideo ? handle : null,
      linkedin: slug,
      about,
      aboutShort,
      aboutEn,
      aboutShortEn,
      keywords: [...categoryNames, ...random.sample(KEYWORDS, 2)].join(', '),
      postalCode: `${cepPrefix}${digits(random, 3)}`,
      address: street,
      addressNumber: String(random.int(10, 3999)),
      addressAdjunct: i % 4 === 0 ? `Galpão ${random.int(1, 9)}` : null,
      addressNeighborhood: random.pick(NEIGHBORHOODS),
      cityId,
      owner,
    };
  });
}
