import type { Lang } from '../../../shared/lang';
import type { QuoteStatus } from '../../db/schema/quotes';

/**
 * Words the quotes API writes itself: status names, answers of write calls, and the notifications
 * and e-mails of DECISIONS.md 5. E-mails go in the recipient's account language (customers.lang);
 * notifications are stored by kind and written in the reader's language when read.
 */

export const NOTICE_KINDS = [
  'quoteReceived',
  'questionAsked',
  'questionAnswered',
  'proposalReceived',
  'proposalChosen',
  'quoteCancelled',
  'ratingReceived',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value);
}

export interface NoticeText {
  label: string;
  text: string;
  mail?: { subject: string; heading: string; paragraphs: string[]; action: string };
}

interface Texts {
  status: Record<QuoteStatus, string>;
  yes: string;
  no: string;
  quoteSent: string;
  quoteSentOne: string;
  quoteUpdated: string;
  questionSent: string;
  answerSent: string;
  proposalSent: string;
  proposalChosen: string;
  ratingThanks: string;
  proposalFileName: string;
  /** Shown for a company that left the catalogue (its owner deleted the account). */
  removedCompany: string;
  notices: Record<NoticeKind, NoticeText>;
  rateMail: { subject: string; heading: string; paragraphs: string[]; action: string };
}

const en: Texts = {
  status: { a: 'Open', c: 'Concluded', x: 'Cancelled' },
  yes: 'Yes',
  no: 'No',
  quoteSent: 'Your quote request was sent to {count} companies!',
  quoteSentOne: 'Your quote request was sent to 1 company!',
  quoteUpdated: 'Your quote request was updated!',
  questionSent: 'Your question was sent!',
  answerSent: 'Your answer was sent!',
  proposalSent: 'Your proposal was sent!',
  proposalChosen: 'The proposal was chosen!',
  ratingThanks: 'Thank you for your rating!',
  proposalFileName: 'proposal.pdf',
  removedCompany: 'Company no longer in the catalogue',
  notices: {
    quoteReceived: {
      label: 'Quote received',
      text: 'New quote request: "{title}".',
      mail: {
        subject: 'New quote request: {title}',
        heading: 'Your company received a quote request',
        paragraphs: [
          '"{title}" ({category}).',
          'Open the catalogue to read it, ask questions and send your proposal.',
        ],
        action: 'See the request',
      },
    },
    questionAsked: { label: 'Question received', text: '{company} asked a question about "{title}".' },
    questionAnswered: { label: 'Question answered', text: 'Your question about "{title}" was answered.' },
    proposalReceived: {
      label: 'Proposal received',
      text: '{company} sent a proposal for "{title}".',
      mail: {
        subject: 'Proposal received: {title}',
        heading: 'You received a proposal',
        paragraphs: ['{company} sent a proposal for your quote request "{title}".'],
        action: 'See the proposals',
      },
    },
    proposalChosen: {
      label: 'Proposal chosen',
      text: 'Your proposal for "{title}" was chosen!',
      mail: {
        subject: 'Your proposal was chosen: {title}',
        heading: 'Congratulations, your proposal was chosen',
        paragraphs: ['The requester of "{title}" chose the proposal of {company}.'],
        action: 'See the request',
      },
    },
    quoteCancelled: { label: 'Quote cancelled', text: 'The quote request "{title}" was cancelled.' },
    ratingReceived: {
      label: 'Rating received',
      text: '{company} received a rating of {rate}/5 for "{title}".',
    },
  },
  rateMail: {
    subject: 'Rate your supplier: {title}',
    heading: 'How was {company}?',
    paragraphs: [
      'You chose the proposal of {company} for "{title}".',
      'When the work is done, tell other buyers how it went. The link works once.',
    ],
    action: 'Rate the supplier',
  },
};

const ptBR: Texts = {
  status: { a: 'Aberto', c: 'Concluído', x: 'Cancelado' },
  yes: 'Sim',
  no: 'Não',
  quoteSent: 'Sua solicitação de cotação foi enviada para {count} empresas!',
  quoteSentOne: 'Sua solicitação de cotação foi enviada para 1 empresa!',
  quoteUpdated: 'Sua solicitação de cotação foi atualizada!',
  questionSent: 'Sua pergunta foi enviada!',
  answerSent: 'Sua resposta foi enviada!',
  proposalSent: 'Sua proposta foi enviada!',
  proposalChosen: 'A proposta foi escolhida!',
  ratingThanks: 'Obrigado pela sua avaliação!',
  proposalFileName: 'proposta.pdf',
  removedCompany: 'Empresa que saiu do catálogo',
  notices: {
    quoteReceived: {
      label: 'Cotação recebida',
      text: 'Novo pedido de cotação: "{title}".',
      mail: {
        subject: 'Novo pedido de cotação: {title}',
        heading: 'Sua empresa recebeu um pedido de cotação',
        paragraphs: [
          '"{title}" ({category}).',
          'Acesse o catálogo para ler o pedido, fazer perguntas e enviar sua proposta.',
        ],
        action: 'Ver o pedido',
      },
    },
    questionAsked: { label: 'Pergunta recebida', text: '{company} fez uma pergunta sobre "{title}".' },
    questionAnswered: {
      label: 'Pergunta respondida',
      text: 'Sua pergunta sobre "{title}" foi respondida.',
    },
    proposalReceived: {
      label: 'Proposta recebida',
      text: '{company} enviou uma proposta para "{title}".',
      mail: {
        subject: 'Proposta recebida: {title}',
        heading: 'Você recebeu uma proposta',
        paragraphs: ['{company} enviou uma proposta para o seu pedido de cotação "{title}".'],
        action: 'Ver as propostas',
      },
    },
    proposalChosen: {
      label: 'Proposta escolhida',
      text: 'Sua proposta para "{title}" foi escolhida!',
      mail: {
        subject: 'Sua proposta foi escolhida: {title}',
        heading: 'Parabéns, sua proposta foi escolhida',
        paragraphs: ['O solicitante de "{title}" escolheu a proposta de {company}.'],
        action: 'Ver o pedido',
      },
    },
    quoteCancelled: { label: 'Cotação cancelada', text: 'O pedido de cotação "{title}" foi cancelado.' },
    ratingReceived: {
      label: 'Avaliação recebida',
      text: '{company} recebeu uma avaliação {rate}/5 por "{title}".',
    },
  },
  rateMail: {
    subject: 'Avalie seu fornecedor: {title}',
    heading: 'Como foi com {company}?',
    paragraphs: [
      'Você escolheu a proposta de {company} para "{title}".',
      'Quando o trabalho terminar, conte aos outros compradores como foi. O link vale uma vez.',
    ],
    action: 'Avaliar o fornecedor',
  },
};

const TEXTS: Record<Lang, Texts> = { en, 'pt-BR': ptBR };

export function textsOf(lang: Lang): Texts {
  return TEXTS[lang];
}

/** Fills `{name}` placeholders with the given values. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function statusDesc(lang: Lang, status: QuoteStatus): string {
  return TEXTS[lang].status[status];
}

export function yesNo(lang: Lang, value: boolean): string {
  return value ? TEXTS[lang].yes : TEXTS[lang].no;
}
