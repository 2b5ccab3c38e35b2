import type { peopleEn } from './people-en';

export const peoplePtBR: Record<keyof typeof peopleEn, string> = {
  'error.BLK001':
    'Esta conta foi bloqueada pela associação: não pode entrar nem pedir cotações. Use a página de contato para saber o motivo.',
  'error.BLK002': 'A conta já está nesse estado.',
  'error.NWS003': 'Este link de cancelamento não é válido.',
  'people.blocked': '{name} está bloqueado(a); os logins foram encerrados.',
  'people.unblocked': '{name} pode entrar novamente.',
  'people.testSent': 'Um teste nos dois idiomas foi enviado para {email}.',
  'people.sending': 'A edição está sendo enviada para {count} inscritos.',
  'newsletter.unsubscribed': '{email} não receberá mais a nossa newsletter.',
  'mail.issue.test': '[Teste] {subject}',
  'mail.issue.why':
    'Você recebe este e-mail porque {email} está inscrito na newsletter do Catálogo Industrial.',
  'mail.issue.unsubscribe': 'Cancelar inscrição',
};
