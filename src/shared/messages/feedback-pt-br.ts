import type { feedbackEn } from './feedback-en';

export const feedbackPtBR: Record<keyof typeof feedbackEn, string> = {
  'msg.errorTryAgain': 'Ocorreu um erro, tente novamente',
  'msg.requestError': 'Ocorreu um erro ao realizar sua solicitação!',
  'msg.cpfInvalid': 'O CPF informado é inválido!',
  'msg.recoveryError': 'Houve um erro ao solicitar a recuperação da sua senha!',
  'msg.passwordConfirm': 'A confirmação de senha deve ser igual à senha!',
  'msg.credentialsError': 'Houve um erro ao salvar suas credenciais!',
  'msg.invalidCode': 'Código inválido!',
  'msg.saveError': 'Houve um erro ao salvar as informações, tente novamente mais tarde!',
  'msg.emailValidateError': 'Falha ao validar seu e-mail!',
  'msg.newsletterError': 'Falha ao inscrever seu e-mail, tente novamente!',
  'msg.newsletterUnconfirmed': 'Não foi possível confirmar sua inscrição.',
  'msg.ratingDone': 'Esta avaliação já foi realizada!',
  'empty.records': 'Nenhum registro encontrado!',
  'empty.companies': 'Nenhuma empresa encontrada!',
  'empty.categories': 'Nenhuma categoria encontrada',
  'empty.proposals': 'Nenhuma proposta enviada!',
  'empty.questions': 'Nenhuma pergunta enviada!',
  'empty.noMore': 'não há mais registros',
};
