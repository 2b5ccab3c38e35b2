import { accountsEn } from './accounts-en';
import { catalogueEn } from './catalogue-en';
import { companyEn } from './company-en';
import { feedbackEn } from './feedback-en';
import { fieldLabelsEn } from './field-labels-en';
import { peopleEn } from './people-en';
import { validationEn } from './validation-en';

/**
 * Messages that both the server and the browser show. Keys are stable; pt-br.ts must have the same
 * keys (its type enforces it). `{name}` placeholders are filled by translate().
 */
export const en = {
  'error.SES001': 'Your session is not valid, please reload the page.',
  'error.SES002': 'Your session is not valid, please reload the page.',
  'error.SES003': 'Your login has ended, please log in again.',
  'error.SES006': 'You must log in to continue.',
  'error.ATA002': 'Your session token has expired.',
  'error.GEN400': 'The request could not be understood.',
  'error.GEN404': 'Not found.',
  'error.GEN413': 'The request is too large.',
  'error.GEN429': 'Too many requests, please wait a moment and try again.',
  'error.GEN500': 'An error occurred while performing your request!',
  'error.GEN503': 'The service is briefly unavailable. Please try again in a few seconds.',
  'error.VAL001': 'Please check the highlighted fields.',
  'error.NFD001': 'No records found!',
  'error.AUT001': 'Invalid CPF or password.',
  'error.AUT002': 'Too many attempts. Please try again in {minutes} minutes.',
  'error.AUT002.oneMinute': 'Too many attempts. Please try again in 1 minute.',
  'error.AUT003': 'Your saved login has expired, please log in again.',
  'error.AUT004': 'Invalid code!',
  'error.AUT005': 'The current password is wrong.',
  'error.REG001': 'This CPF is already registered.',
  'error.EML001': 'Failed to validate your email!',
  'error.EML002': 'This e-mail is already confirmed.',
  'error.NWS001': 'Failed to subscribe your email, please try again!',
  'error.CMP001': 'This CNPJ is already registered.',
  'error.CMP002': 'You already have a registered company.',
  'error.CMP003': 'You have no registered company.',
  'error.FIL001': 'The file was refused.',
  'error.QTE001': 'This quote is not open for this action.',
  'error.QTE002': 'This question has already been answered.',
  'error.QTE003': 'Please wait 60 seconds before sending another proposal.',
  'error.QTE004': 'A proposal has already been chosen for this quote.',
  'error.QTE005': 'No company can receive this quote request.',
  'error.QTE006': 'This company sent a newer proposal; choose its latest one.',
  'error.STF001': 'You do not have access to this part of the back office.',
  'error.STF002': 'The company is already in that state.',
  'error.QTE007': 'This company has left the catalogue; its proposal can no longer be chosen.',
  'error.QRC001': 'This rating link is not valid.',
  'error.QRC002': 'This rating has already been performed!',
  // --- Shared rules: validation (v.*), field labels (field.*), section 8 texts (msg.*, empty.*).
  // Kept in their own files so each block stays readable; translations sit beside them.
  ...validationEn,
  ...fieldLabelsEn,
  ...feedbackEn,
  // --- end of shared rules block.
  // --- Catalogue API (newsletter answers and e-mail): catalogue-*.ts.
  ...catalogueEn,
  // --- end of catalogue API block.
  // --- Accounts API (auth, customer, credentials answers and e-mail): accounts-*.ts.
  ...accountsEn,
  // --- end of accounts API block.
  // --- Company API (answers, file names, confirmation e-mail): company-*.ts.
  ...companyEn,
  // --- end of company API block.
  // --- Back office people (customers, newsletter issues, unsubscribe): people-*.ts.
  ...peopleEn,
} as const;

export type MessageKey = keyof typeof en;
