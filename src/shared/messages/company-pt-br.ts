import type { companyEn } from './company-en';

export const companyPtBR: Record<keyof typeof companyEn, string> = {
  'company.registered':
    'Empresa cadastrada! Enviamos um link de confirmação para {email}: confirme-o para receber pedidos de cotação.',
  'company.updated': 'Dados da empresa salvos!',
  'company.updatedEmail':
    'Dados da empresa salvos! Enviamos um link de confirmação para {email}: confirme-o para receber pedidos de cotação.',
  'company.emailResent': 'Enviamos um novo link de confirmação para {email}.',
  'company.emailConfirmed':
    'O e-mail da sua empresa foi confirmado! Sua empresa já pode receber pedidos de cotação.',
  'company.emailAlreadyConfirmed':
    'O e-mail da sua empresa já está confirmado: não é preciso fazer mais nada.',
  'company.cityUnknown': 'Escolha uma cidade da lista!',
  'company.categoryUnknown': 'Escolha categorias da lista!',
  'company.yes': 'Sim',
  'company.no': 'Não',
  'company.file.logo': 'Logotipo',
  'company.file.cover': 'Capa',
  'company.file.portfolioImage': 'Imagem {index} do portfólio',
  'company.file.unreadable': '{name}: não foi possível ler a imagem, use uma imagem JPG, PNG ou WebP!',
  'company.file.shape':
    '{name}: a imagem deve ter {width}x{height} pixels, ou a mesma proporção com até {tolerance}% de diferença!',
  'company.file.tooMany':
    '{name}: o portfólio comporta no máximo {count} imagens e {stored} já estão salvas!',
  'mail.companyEmail.subject': 'Confirme o e-mail da sua empresa',
  'mail.companyEmail.heading': 'Confirme o e-mail de {company}',
  'mail.companyEmail.body':
    'Este endereço foi informado como e-mail de {company} no Catálogo Industrial. Clique no botão abaixo para confirmá-lo; o link vale por {days} dias. Até lá a empresa não recebe pedidos de cotação.',
  'mail.companyEmail.ignore': 'Se você não esperava esta mensagem, basta ignorá-la.',
  'mail.companySuspended.subject': '{company} foi suspensa do Catálogo Industrial',
  'mail.companySuspended.heading': '{company} está suspensa',
  'mail.companySuspended.body':
    'A associação suspendeu {company}: ela não aparece mais no catálogo público e não recebe novos pedidos de cotação. As cotações que ela já recebeu continuam abertas para você.',
  'mail.companySuspended.reason': 'Motivo informado: {reason}',
  'mail.companySuspended.contact': 'Para conversar sobre isso, use a página de contato do catálogo.',
  'mail.companyReinstated.subject': '{company} voltou ao Catálogo Industrial',
  'mail.companyReinstated.heading': '{company} está ativa novamente',
  'mail.companyReinstated.body':
    'A associação retirou a suspensão de {company}: ela volta a aparecer no catálogo público e pode receber pedidos de cotação.',
  'mail.companyEmail.action': 'Confirmar e-mail',
};
