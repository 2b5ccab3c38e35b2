import type { accountsEn } from './accounts-en';

export const accountsPtBR: Record<keyof typeof accountsEn, string> = {
  'auth.loggedIn': 'Bem-vindo(a), {name}!',
  'auth.recoverSent':
    'Se este CPF estiver cadastrado, enviamos um código de recuperação para o e-mail dele. O código vale por {minutes} minutos.',
  'auth.passwordSaved': 'Sua nova senha foi salva. Agora você já pode entrar com ela.',
  'credentials.passwordChanged': 'Sua senha foi alterada.',
  'customer.registered':
    'Seu cadastro foi concluído! Enviamos um link de confirmação para {email}: abra-o para confirmar seu e-mail.',
  'customer.updated': 'Seus dados foram salvos.',
  'customer.updatedEmail': 'Seus dados foram salvos. Enviamos um link de confirmação para {email}.',
  'customer.emailResent': 'Enviamos um novo link de confirmação para {email}.',
  'customer.emailConfirmed': 'Seu e-mail foi confirmado. Obrigado!',
  'customer.emailAlreadyConfirmed': 'Seu e-mail já está confirmado: não é preciso fazer mais nada.',
  'mail.recovery.subject': 'Seu código de recuperação de senha',
  'mail.recovery.heading': 'Recuperação de senha',
  'mail.recovery.body':
    'Olá, {name}. Use o código abaixo na página "Criar senha" para escolher uma nova senha. Ele vale por {minutes} minutos.',
  'mail.recovery.code': 'Código: {code}',
  'mail.recovery.ignore': 'Se você não fez esse pedido, ignore esta mensagem: sua senha continua a mesma.',
  'mail.emailConfirm.subject': 'Confirme seu e-mail',
  'mail.emailConfirm.heading': 'Confirme seu e-mail',
  'mail.emailConfirm.body':
    'Olá, {name}. Clique no botão abaixo para confirmar {email} como o e-mail da sua conta; o link vale por {days} dias.',
  'mail.emailConfirm.ignore': 'Se você não criou uma conta, apenas ignore esta mensagem.',
  'mail.emailConfirm.action': 'Confirmar e-mail',
  'privacy.accountDeleted': 'Sua conta foi excluída. Enviamos uma confirmação para {email}.',
  'mail.accountDeleted.subject': 'Sua conta foi excluída',
  'mail.accountDeleted.heading': 'Conta excluída',
  'mail.accountDeleted.body':
    'Olá, {name}. Como você pediu, sua conta no Catálogo Industrial foi excluída: seus dados pessoais foram apagados, sua empresa (se você tinha uma) saiu do catálogo e todos os acessos da conta foram encerrados.',
  'mail.accountDeleted.kept':
    'As cotações que você pediu e as propostas que sua empresa enviou continuam com as empresas e os clientes que as receberam, anonimizadas: sem o seu nome nem os seus contatos.',
  'mail.accountDeleted.notYou':
    'Se não foi você que pediu, fale com a associação imediatamente. Esta é a última mensagem que enviamos para este endereço.',
};
