import { DAY_MS } from '../../../shared/time';
import { newReqId } from '../../lib/ids';
import type { Random } from './random';

/*
 * Plans (plain data) for the demo's quotes: a few hundred concluded and rated ones that give each
 * company its rating history, and a handful of open ones that show every screen of the quote flow.
 */

export interface SeededCompany {
  id: number;
  ownerId: number;
  tradeName: string;
  categoryIds: number[];
  acceptsQuotes: boolean;
}

export interface RatingValues {
  concluded: boolean;
  productRate: number;
  deliveredInTime: boolean;
  priceAsQuote: boolean;
  comunication: number;
  recomend3rdParty: boolean;
  shortDescription: string | null;
  suggestions: string | null;
  generalEvaluation: number;
  systemRecommend: boolean;
  systemDescription: string | null;
  systemSuggestions: string | null;
  systemEvaluation: number;
  createdAt: Date;
}

export interface ProposalPlan {
  reqId: string;
  companyId: number;
  createdAt: Date;
  chosenAt: Date | null;
  rating: RatingValues | null;
}

export interface QuotePlan {
  reqId: string;
  customerId: number;
  categoryId: number;
  title: string;
  description: string;
  status: 'a' | 'c' | 'x';
  allCompanies: boolean;
  dateOpen: Date;
  dateUpdate: Date | null;
  dateClose: Date | null;
  targets: number[];
  excluded: number[];
  recipients: number[];
  questions: {
    companyId: number;
    question: string;
    dateQuestion: Date;
    answer: string | null;
    dateAnswer: Date | null;
  }[];
  proposals: ProposalPlan[];
  attachments: { name: string; mime: string; bytes: Buffer }[];
}

const TITLES = [
  'Lote de 200 buchas em aço 1045',
  'Suporte soldado para esteira transportadora',
  'Peças de reposição para moenda',
  'Manutenção preventiva de prensa hidráulica',
  'Tampa injetada em polipropileno',
  'Engrenagem helicoidal módulo 4',
  'Estrutura metálica para mezanino',
  'Painel elétrico de comando',
  'Flange usinada DN 150',
  'Revestimento anticorrosivo de tanque',
  'Caixas de papelão ondulado personalizadas',
  'Molde de injeção para conector',
];

const PRAISE = [
  'Entrega antes do prazo e peças impecáveis.',
  'Atendimento muito atencioso, recomendo.',
  'Bom custo-benefício.',
  'Qualidade conforme o desenho, sem retrabalho.',
];
const NEUTRAL = [
  'Serviço correto, mas a comunicação poderia ser melhor.',
  'Atendeu ao pedido, com pequeno atraso.',
];
const COMPLAINTS = ['Atrasou a entrega em duas semanas.', 'Peças fora da tolerância, precisaram de ajuste.'];

function quoteDescription(title: string): string {
  return `Precisamos de: ${title.toLowerCase()}, conforme especificação. Entrega em Piracicaba/SP. Favor informar prazo, condições de pagamento e frete.`;
}

function clampScore(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

function rating(random: Random, quality: number, at: Date): RatingValues {
  const general = clampScore(quality + (random.next() - 0.5) * 1.6);
  const pool = general >= 4 ? PRAISE : general === 3 ? NEUTRAL : COMPLAINTS;
  return {
    concluded: general > 1 || random.chance(0.5),
    productRate: clampScore(quality + (random.next() - 0.5) * 2),
    deliveredInTime: random.chance(quality / 5),
    priceAsQuote: random.chance(0.85),
    comunication: clampScore(quality + (random.next() - 0.5) * 2),
    recomend3rdParty: general >= 3,
    shortDescription: random.chance(0.85) ? random.pick(pool) : null,
    suggestions: random.chance(0.3) ? 'Enviar o certificado de material junto com as peças.' : null,
    generalEvaluation: general,
    systemRecommend: random.chance(0.9),
    systemDescription: random.chance(0.4) ? 'Plataforma fácil de usar.' : null,
    systemSuggestions: null,
    systemEvaluation: random.int(3, 5),
    createdAt: at,
  };
}

interface RatedQuoteInput {
  company: SeededCompany;
  companies: SeededCompany[];
  customerId: number;
  quality: number;
  withQuestion: boolean;
  now: Date;
}

/** A concluded quote that `company` won and its buyer rated, with a rival's losing proposal when one fits. */
function ratedQuote(random: Random, input: RatedQuoteInput): QuotePlan {
  const { company, customerId, now } = input;
  const categoryId = company.categoryIds[0];
  const rivals = input.companies.filter(
    (c) =>
      c.id !== company.id &&
      c.ownerId !== customerId &&
      c.acceptsQuotes &&
      c.categoryIds.includes(categoryId),
  );
  const rival = rivals.length > 0 && random.chance(0.8) ? random.pick(rivals) : undefined;
  const dateOpen = new Date(now.getTime() - (30 + random.int(0, 330)) * DAY_MS);
  const at = (days: number) => new Date(dateOpen.getTime() + days * DAY_MS);
  const title = random.pick(TITLES);
  const recipients = rival ? [company.id, rival.id] : [company.id];
  const question = {
    companyId: company.id,
    question: 'Qual o prazo de entrega desejado?',
    dateQuestion: at(1),
    answer: 'Até 30 dias.',
    dateAnswer: at(1.5),
  };
  return {
    reqId: newReqId(),
    customerId,
    categoryId,
    title,
    description: quoteDescription(title),
    status: 'c',
    allCompanies: false,
    dateOpen,
    dateUpdate: null,
    dateClose: at(7),
    targets: recipients,
    excluded: [],
    recipients,
    questions: input.withQuestion ? [question] : [],
    proposals: [
      ...(rival
        ? [{ reqId: newReqId(), companyId: rival.id, createdAt: at(2), chosenAt: null, rating: null }]
        : []),
      {
        reqId: newReqId(),
        companyId: company.id,
        createdAt: at(3),
        chosenAt: at(7),
        rating: rating(random, input.quality, at(20)),
      },
    ],
    attachments: [],
  };
}

/**
 * 0–6 concluded, rated quotes per company that takes quotes (the demo company, index 0, always 4),
 * then one for each company still without a rating, so every demo company has ratings (DECISIONS.md
 * 5); a company that takes no quotes now was rated when it did. The top-up draws after all the
 * others, so it leaves the rest of the demo as it was.
 */
export function ratedQuotePlans(
  random: Random,
  companies: SeededCompany[],
  buyerIds: number[],
  now: Date,
): QuotePlan[] {
  const plans: QuotePlan[] = [];
  // Buyers never rate their own company.
  const buyerFor = (company: SeededCompany, n: number) => {
    const buyers = buyerIds.filter((id) => id !== company.ownerId);
    return buyers[n % buyers.length];
  };
  const unrated: SeededCompany[] = [];
  companies.forEach((company, i) => {
    const quality = 2.4 + random.next() * 2.6;
    const count = !company.acceptsQuotes ? 0 : i === 0 ? 4 : random.int(0, 6);
    if (count === 0) unrated.push(company);
    for (let r = 0; r < count; r++) {
      const customerId = buyerFor(company, i + r);
      plans.push(
        ratedQuote(random, { company, companies, customerId, quality, withQuestion: r % 2 === 0, now }),
      );
    }
  });
  unrated.forEach((company, n) => {
    const quality = 2.4 + random.next() * 2.6;
    const customerId = buyerFor(company, n);
    plans.push(ratedQuote(random, { company, companies, customerId, quality, withQuestion: true, now }));
  });
  return plans;
}

/** Open, cancelled and not-yet-rated quotes around the demo customer and the demo company. */
export function demoFlowPlans(opts: {
  companies: SeededCompany[];
  mariaId: number;
  usinagemId: number;
  now: Date;
}): QuotePlan[] {
  const { companies, mariaId, usinagemId, now } = opts;
  const demo = companies[0];
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const quote = (title: string, fields: Partial<QuotePlan>): QuotePlan => ({
    reqId: newReqId(),
    customerId: mariaId,
    categoryId: demo.categoryIds[0],
    title,
    description: quoteDescription(title),
    status: 'a',
    allCompanies: false,
    dateOpen: ago(3),
    dateUpdate: null,
    dateClose: null,
    targets: [demo.id],
    excluded: [],
    recipients: [demo.id],
    questions: [],
    proposals: [],
    attachments: [],
    ...fields,
  });
  const machiningShops = companies.filter((c) => c.acceptsQuotes && c.categoryIds.includes(usinagemId));
  const [excludedShop, ...machiningRecipients] = machiningShops;
  return [
    quote('Eixo de transmissão em aço 4140', {
      dateUpdate: ago(2),
      questions: [
        {
          companyId: demo.id,
          question: 'O eixo precisa de têmpera por indução?',
          dateQuestion: ago(2.5),
          answer: 'Sim, com dureza de 50 HRC.',
          dateAnswer: ago(2.2),
        },
      ],
      proposals: [{ reqId: newReqId(), companyId: demo.id, createdAt: ago(1), chosenAt: null, rating: null }],
      attachments: [
        {
          name: 'especificacao.txt',
          mime: 'text/plain',
          bytes: Buffer.from('Eixo 4140, Ø 60 x 850 mm, têmpera 50 HRC, 4 peças.\n'),
        },
      ],
    }),
    quote('Usinagem de 50 flanges em inox 304', {
      categoryId: usinagemId,
      allCompanies: true,
      dateOpen: ago(1),
      targets: [],
      excluded: excludedShop ? [excludedShop.id] : [],
      recipients: machiningRecipients.map((c) => c.id),
      questions: machiningRecipients[0]
        ? [
            {
              companyId: machiningRecipients[0].id,
              question: 'Qual o acabamento superficial exigido?',
              dateQuestion: ago(0.5),
              answer: null,
              dateAnswer: null,
            },
          ]
        : [],
    }),
    quote('Grade de proteção para máquina', {
      status: 'x',
      dateOpen: ago(15),
      dateUpdate: ago(12),
      dateClose: ago(12),
    }),
    quote('Chapas cortadas para base de motor', {
      status: 'c',
      dateOpen: ago(20),
      dateClose: ago(10),
      proposals: [
        { reqId: newReqId(), companyId: demo.id, createdAt: ago(15), chosenAt: ago(10), rating: null },
      ],
    }),
    quote('Reforma de cilindro hidráulico', { customerId: companies[1].ownerId, dateOpen: ago(2) }),
  ];
}
