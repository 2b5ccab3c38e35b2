import type { SiteContentValues } from '../schema/catalogue-content';
import { cnpjFromBase } from './documents';

/*
 * What the association writes (DECISIONS.md 5), in both languages. Companies' own texts are in
 * companies.ts and are Portuguese only, as a company would write them.
 */

/** Categories with the trade-name word a company of that category typically uses. */
export const CATEGORIES = [
  { slug: 'metalurgia', namePt: 'Metalurgia', nameEn: 'Metallurgy', word: 'Metalúrgica' },
  { slug: 'usinagem', namePt: 'Usinagem', nameEn: 'Machining', word: 'Usinagem' },
  { slug: 'plasticos', namePt: 'Plásticos', nameEn: 'Plastics', word: 'Plásticos' },
  { slug: 'caldeiraria', namePt: 'Caldeiraria', nameEn: 'Boilermaking', word: 'Caldeiraria' },
  { slug: 'fundicao', namePt: 'Fundição', nameEn: 'Foundry', word: 'Fundição' },
  { slug: 'ferramentaria', namePt: 'Ferramentaria', nameEn: 'Toolmaking', word: 'Ferramentaria' },
  {
    slug: 'automacao-industrial',
    namePt: 'Automação Industrial',
    nameEn: 'Industrial Automation',
    word: 'Automação',
  },
  {
    slug: 'eletrica-industrial',
    namePt: 'Elétrica Industrial',
    nameEn: 'Industrial Electrical',
    word: 'Elétrica',
  },
  {
    slug: 'hidraulica-pneumatica',
    namePt: 'Hidráulica e Pneumática',
    nameEn: 'Hydraulics and Pneumatics',
    word: 'Hidráulica',
  },
  { slug: 'tratamento-termico', namePt: 'Tratamento Térmico', nameEn: 'Heat Treatment', word: 'Têmpera' },
  { slug: 'galvanoplastia', namePt: 'Galvanoplastia', nameEn: 'Electroplating', word: 'Galvânica' },
  {
    slug: 'pintura-industrial',
    namePt: 'Pintura Industrial',
    nameEn: 'Industrial Painting',
    word: 'Pinturas',
  },
  {
    slug: 'estruturas-metalicas',
    namePt: 'Estruturas Metálicas',
    nameEn: 'Steel Structures',
    word: 'Estruturas',
  },
  { slug: 'embalagens', namePt: 'Embalagens', nameEn: 'Packaging', word: 'Embalagens' },
  { slug: 'borrachas', namePt: 'Borrachas', nameEn: 'Rubber', word: 'Borrachas' },
  { slug: 'quimica', namePt: 'Química', nameEn: 'Chemicals', word: 'Química' },
  {
    slug: 'alimentos-bebidas',
    namePt: 'Alimentos e Bebidas',
    nameEn: 'Food and Beverages',
    word: 'Alimentos',
  },
  {
    slug: 'sucroenergetico',
    namePt: 'Sucroenergético',
    nameEn: 'Sugar and Ethanol',
    word: 'Sucroenergética',
  },
  {
    slug: 'manutencao-industrial',
    namePt: 'Manutenção Industrial',
    nameEn: 'Industrial Maintenance',
    word: 'Manutenção',
  },
  {
    slug: 'transmissao-mecanica',
    namePt: 'Transmissão Mecânica',
    nameEn: 'Power Transmission',
    word: 'Engrenagens',
  },
  { slug: 'soldagem', namePt: 'Soldagem', nameEn: 'Welding', word: 'Soldas' },
  { slug: 'corte-laser', namePt: 'Corte a Laser', nameEn: 'Laser Cutting', word: 'Laser' },
  {
    slug: 'equipamentos-agricolas',
    namePt: 'Equipamentos Agrícolas',
    nameEn: 'Agricultural Machinery',
    word: 'Implementos',
  },
  {
    slug: 'refrigeracao-industrial',
    namePt: 'Refrigeração Industrial',
    nameEn: 'Industrial Refrigeration',
    word: 'Refrigeração',
  },
] as const;

export const FAQS: readonly { questionPt: string; questionEn: string; answerPt: string; answerEn: string }[] =
  [
    {
      questionPt: 'O que é o Catálogo Industrial?',
      questionEn: 'What is the Industrial Catalogue?',
      answerPt: 'Um catálogo das indústrias associadas, onde você encontra fornecedores e pede cotações.',
      answerEn: 'A catalogue of member industries where you find suppliers and request quotes.',
    },
    {
      questionPt: 'Preciso pagar para usar?',
      questionEn: 'Do I have to pay to use it?',
      answerPt: 'Não. Consultar empresas, pedir cotações e enviar propostas é gratuito.',
      answerEn: 'No. Browsing companies, requesting quotes and sending proposals is free.',
    },
    {
      questionPt: 'Como faço meu cadastro?',
      questionEn: 'How do I register?',
      answerPt: 'Clique em "Entrar", depois em "Cadastre-se", e informe nome, CPF, e-mail, celular e cidade.',
      answerEn: 'Click "Log in", then "Register", and fill in your name, CPF, e-mail, cellphone and city.',
    },
    {
      questionPt: 'Como cadastro minha empresa?',
      questionEn: 'How do I register my company?',
      answerPt:
        'Depois de entrar, abra o seu perfil e preencha a aba "Empresa" com CNPJ, logotipo e categorias.',
      answerEn:
        'After logging in, open your profile and fill in the "Company" tab with CNPJ, logo and categories.',
    },
    {
      questionPt: 'Por que minha empresa não recebe pedidos de cotação?',
      questionEn: 'Why does my company receive no quote requests?',
      answerPt:
        'Confirme o e-mail da empresa pelo link enviado e verifique se a opção de receber pedidos de cotação está ativa.',
      answerEn:
        "Confirm the company's e-mail through the link we sent and check that receiving quotes is switched on.",
    },
    {
      questionPt: 'Como peço uma cotação?',
      questionEn: 'How do I request a quote?',
      answerPt:
        'Em "Cotações", escolha a categoria, descreva o que precisa e selecione as empresas ou envie a todas.',
      answerEn:
        'Under "Quotes", choose the category, describe what you need and pick companies or send it to all.',
    },
    {
      questionPt: 'Posso anexar desenhos e fotos?',
      questionEn: 'Can I attach drawings and photos?',
      answerPt: 'Sim: até 6 arquivos (PDF, imagens ou texto) de até 3 MB cada.',
      answerEn: 'Yes: up to 6 files (PDF, images or text) of up to 3 MB each.',
    },
    {
      questionPt: 'Como escolho uma proposta?',
      questionEn: 'How do I choose a proposal?',
      answerPt:
        'Abra a cotação, compare as propostas recebidas e clique em "Escolher". A cotação é concluída.',
      answerEn: 'Open the quote, compare the proposals received and click "Choose". The quote is concluded.',
    },
    {
      questionPt: 'Como avalio um fornecedor?',
      questionEn: 'How do I rate a supplier?',
      answerPt:
        'Ao escolher uma proposta você recebe por e-mail um link de avaliação. Cada compra é avaliada uma vez.',
      answerEn:
        'When you choose a proposal you receive a rating link by e-mail. Each purchase is rated once.',
    },
    {
      questionPt: 'Esqueci minha senha. E agora?',
      questionEn: 'I forgot my password. What now?',
      answerPt:
        'Use "Recuperar senha": enviamos um código de 8 dígitos para o seu e-mail, válido por 30 minutos.',
      answerEn: 'Use "Recover password": we e-mail you an 8-digit code, valid for 30 minutes.',
    },
    {
      questionPt: 'Quem vê as minhas cotações?',
      questionEn: 'Who sees my quote requests?',
      answerPt:
        'Somente você e as empresas destinatárias. Cada empresa vê apenas as próprias perguntas e propostas.',
      answerEn:
        'Only you and the recipient companies. Each company sees only its own questions and proposals.',
    },
    {
      questionPt: 'Como recebo a revista da associação?',
      questionEn: "How do I get the association's magazine?",
      answerPt: 'As edições ficam em "Revistas". Assine a newsletter no rodapé para ser avisado das novas.',
      answerEn:
        'Editions are under "Magazines". Subscribe to the newsletter in the footer to hear of new ones.',
    },
  ];

export const MAGAZINES: readonly { namePt: string; nameEn: string; date: string }[] = [
  { namePt: 'Indústria em Foco — Janeiro', nameEn: 'Industry in Focus — January', date: '2025-01-15' },
  { namePt: 'Indústria em Foco — Março', nameEn: 'Industry in Focus — March', date: '2025-03-15' },
  { namePt: 'Indústria em Foco — Maio', nameEn: 'Industry in Focus — May', date: '2025-05-15' },
  { namePt: 'Indústria em Foco — Julho', nameEn: 'Industry in Focus — July', date: '2025-07-15' },
  { namePt: 'Indústria em Foco — Setembro', nameEn: 'Industry in Focus — September', date: '2025-09-15' },
  { namePt: 'Indústria em Foco — Novembro', nameEn: 'Industry in Focus — November', date: '2025-11-15' },
  { namePt: 'Especial Automação 4.0', nameEn: 'Automation 4.0 Special', date: '2025-12-10' },
  {
    namePt: 'Indústria em Foco — Janeiro 2026',
    nameEn: 'Industry in Focus — January 2026',
    date: '2026-01-15',
  },
];

export const SLIDES: readonly { captionPt: string; captionEn: string; href: string }[] = [
  {
    captionPt: 'Encontre fornecedores da região',
    captionEn: 'Find suppliers in the region',
    href: '/companies',
  },
  { captionPt: 'Peça cotações sem custo', captionEn: 'Request quotes at no cost', href: '/quotes' },
  { captionPt: 'Leia a nossa revista', captionEn: 'Read our magazine', href: '/magazines' },
];

export const BANNER = { href: '/about-us' };

/** The association's own CNPJ, shown in the footer. */
export const ASSOCIATION_CNPJ = cnpjFromBase('54870431');

const historyPt = [
  'A Associação Industrial Regional nasceu em Piracicaba em 1978, reunindo metalúrgicas, usinas e oficinas que abasteciam o setor sucroenergético.',
  '',
  'Hoje representa mais de 300 indústrias de 40 municípios e mantém este catálogo para aproximar quem compra de quem fabrica: qualquer pessoa encontra fornecedores, pede cotações e avalia o atendimento.',
  '',
  'A associação também promove cursos, missões técnicas e publica a revista **Indústria em Foco**.',
].join('\n');

const historyEn = [
  'The Regional Industrial Association was founded in Piracicaba in 1978 by metalworks, mills and workshops that supplied the sugar and ethanol industry.',
  '',
  'Today it represents more than 300 industries in 40 towns and keeps this catalogue to bring buyers and manufacturers together: anyone can find suppliers, request quotes and rate the service.',
  '',
  'The association also runs courses and technical missions and publishes the **Industry in Focus** magazine.',
].join('\n');

export const ABOUT: { pt: SiteContentValues['about']; en: SiteContentValues['about'] } = {
  pt: {
    history: historyPt,
    historyShort:
      'Desde 1978 unindo as indústrias de Piracicaba e região. Encontre fornecedores e peça cotações.',
    video: 'aqz-KE-bpKQ',
  },
  en: {
    history: historyEn,
    historyShort:
      'Bringing the industries of Piracicaba and region together since 1978. Find suppliers and request quotes.',
    video: 'aqz-KE-bpKQ',
  },
};

const contact: SiteContentValues['contact'] = {
  email: 'contato@catalogo-industrial.org.br',
  phone: '19 3422-1978',
  address: 'Av. Independência, 1978 — Centro, Piracicaba/SP, 13400-000',
  instagram: 'catalogoindustrial',
  facebook: 'catalogoindustrial',
  linkedin: 'associacao-industrial-regional',
  youtube: 'catalogoindustrial',
  x: 'catalogoind',
  fantasyName: 'Associação Industrial Regional',
  doc: ASSOCIATION_CNPJ,
};

export const CONTACT = { pt: contact, en: contact };
