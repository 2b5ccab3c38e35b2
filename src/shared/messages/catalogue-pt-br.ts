import type { catalogueEn } from './catalogue-en';

export const cataloguePtBR: Record<keyof typeof catalogueEn, string> = {
  'error.NWS002': 'Este e-mail já está inscrito na nossa newsletter.',
  'newsletter.registered':
    'Quase lá! Enviamos um link de confirmação para {email}: abra-o para concluir sua inscrição.',
  'newsletter.confirmed': 'Seu e-mail agora está inscrito na nossa newsletter. Obrigado!',
  'newsletter.linkInvalid': 'Este link de confirmação é inválido ou expirou. Inscreva-se novamente.',
  'mail.newsletter.subject': 'Confirme sua inscrição na newsletter',
  'mail.newsletter.heading': 'Confirme sua inscrição',
  'mail.newsletter.body':
    'Recebemos um pedido para inscrever {email} na newsletter do Catálogo Industrial. Clique no botão abaixo para confirmar; o link vale por {days} dias.',
  'mail.newsletter.ignore': 'Se você não fez esse pedido, ignore esta mensagem: nada será enviado a você.',
  'mail.newsletter.action': 'Confirmar inscrição',
};
