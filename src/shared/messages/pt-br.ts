import { accountsPtBR } from './accounts-pt-br';
import { cataloguePtBR } from './catalogue-pt-br';
import { companyPtBR } from './company-pt-br';
import type { MessageKey } from './en';
import { feedbackPtBR } from './feedback-pt-br';
import { fieldLabelsPtBR } from './field-labels-pt-br';
import { peoplePtBR } from './people-pt-br';
import { validationPtBR } from './validation-pt-br';

export const ptBR: Record<MessageKey, string> = {
  'error.SES001': 'Sua sessão não é válida, recarregue a página.',
  'error.SES002': 'Sua sessão não é válida, recarregue a página.',
  'error.SES003': 'Seu login expirou, entre novamente.',
  'error.SES006': 'Você precisa entrar para continuar.',
  'error.ATA002': 'O token da sua sessão expirou.',
  'error.GEN400': 'A requisição não pôde ser entendida.',
  'error.GEN404': 'Não encontrado.',
  'error.GEN413': 'A requisição é grande demais.',
  'error.GEN429': 'Muitas requisições, aguarde um momento e tente novamente.',
  'error.GEN500': 'Ocorreu um erro ao realizar sua solicitação!',
  'error.GEN503': 'O serviço está indisponível por alguns instantes. Tente novamente em alguns segundos.',
  'error.VAL001': 'Verifique os campos destacados.',
  'error.NFD001': 'Nenhum registro encontrado!',
  'error.AUT001': 'CPF ou senha inválidos.',
  'error.AUT002': 'Muitas tentativas. Tente novamente em {minutes} minutos.',
  'error.AUT002.oneMinute': 'Muitas tentativas. Tente novamente em 1 minuto.',
  'error.AUT003': 'Seu login salvo expirou, entre novamente.',
  'error.AUT004': 'Código inválido!',
  'error.AUT005': 'A senha atual está incorreta.',
  'error.REG001': 'Este CPF já está cadastrado.',
  'error.EML001': 'Falha ao validar seu e-mail!',
  'error.EML002': 'Este e-mail já está confirmado.',
  'error.NWS001': 'Falha ao inscrever seu e-mail, tente novamente!',
  'error.CMP001': 'Este CNPJ já está cadastrado.',
  'error.CMP002': 'Você já possui uma empresa cadastrada.',
  'error.CMP003': 'Você não possui empresa cadastrada.',
  'error.FIL001': 'O arquivo foi recusado.',
  'error.QTE001': 'Esta cotação não está aberta para esta ação.',
  'error.QTE002': 'Esta pergunta já foi respondida.',
  'error.QTE003': 'Aguarde 60 segundos antes de enviar outra proposta.',
  'error.QTE004': 'Uma proposta já foi escolhida para esta cotação.',
  'error.QTE005': 'Nenhuma empresa pode receber este pedido de cotação.',
  'error.QTE006': 'Esta empresa enviou uma proposta mais recente; escolha a última.',
  'error.STF001': 'Você não tem acesso a esta parte da administração.',
  'error.STF002': 'A empresa já está nesse estado.',
  'error.QTE007': 'Esta empresa saiu do catálogo; a proposta dela não pode mais ser escolhida.',
  'error.QRC001': 'Este link de avaliação não é válido.',
  'error.QRC002': 'Esta avaliação já foi realizada!',
  // --- Shared rules: validation (v.*), field labels (field.*), section 8 texts (msg.*, empty.*).
  ...validationPtBR,
  ...fieldLabelsPtBR,
  ...feedbackPtBR,
  // --- end of shared rules block.
  // --- Catalogue API (newsletter answers and e-mail): catalogue-*.ts.
  ...cataloguePtBR,
  // --- end of catalogue API block.
  // --- Accounts API (auth, customer, credentials answers and e-mail): accounts-*.ts.
  ...accountsPtBR,
  // --- end of accounts API block.
  // --- Company API (answers, file names, confirmation e-mail): company-*.ts.
  ...companyPtBR,
  // --- end of company API block.
  // --- Back office people (customers, newsletter issues, unsubscribe): people-*.ts.
  ...peoplePtBR,
};
