import type { Lang } from '../../../shared/lang';
import { PLACES } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import { formatCpf } from '../../../shared/rules/cpf';
import { formatPhone } from '../../../shared/rules/phone';
import type { CustomerUpdateBody, RegisterBody } from '../../../shared/schemas/customer';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import type { AccountDeps } from '../auth/auth-service';
import { recordRegistrationConsents } from '../privacy/consent-service';
import { consumeAttempt, LIMITS, limitKey } from '../rate-limit/rate-limit-service';
import { countConfirmMail, createConfirmLink, sendConfirmationAfterCommit } from './customer-email-service';
import {
  type CustomerInfoRow,
  cityInState,
  docExists,
  findCustomerContact,
  findCustomerInfo,
  insertCustomer,
  setCustomerLang,
  updateCustomer,
} from './customer-repository';

/** The customer record of PRODUCT.md section 3, as GET /customer/info answers it. */
export interface CustomerInfo {
  id: number;
  name: string;
  doc: string;
  email: string;
  emailValid: boolean;
  cellphone: string;
  state: number;
  city: number;
  cityName: string;
  terms: true;
  /** The account's language: e-mails are written in it (issue 12 item 7). */
  lang: Lang;
}

function toInfo(row: CustomerInfoRow): CustomerInfo {
  return {
    id: row.id,
    name: row.name,
    doc: formatCpf(row.doc),
    email: row.email,
    emailValid: row.emailValid,
    cellphone: formatPhone(row.cellphone),
    state: row.stateId,
    city: row.cityId,
    cityName: row.cityName,
    // Registration refuses an account without accepted terms.
    terms: true,
    lang: row.lang,
  };
}

async function assertCatalogueCity(db: Db, cityId: number): Promise<void> {
  if (!(await cityInState(db, cityId, PLACES.stateId)))
    throw new AppError('VAL001', {}, { city: 'v.cityFromList' }, 'v.cityFromList');
}

const duplicateCpf = () => new AppError('REG001', {}, { document: 'error.REG001' });

/**
 * POST /customer/register: an unconfirmed account in the request's language, and the confirmation
 * e-mail. Every attempt counts against the client address (10 an hour) and the CPF (5 an hour),
 * then AUT002 (DECISIONS.md 4): the CPF's count stops one address after another probing it.
 */
export async function registerCustomer(
  deps: AccountDeps,
  input: RegisterBody & { ip: string; lang: Lang },
  now = new Date(),
): Promise<string> {
  const { db } = deps;
  await consumeAttempt(db, limitKey('register:address', input.ip), LIMITS.registerAddress, now);
  await consumeAttempt(db, limitKey('register:cpf', input.document), LIMITS.registerCpf, now);
  await assertCatalogueCity(db, input.city);
  if (await docExists(db, input.document)) throw duplicateCpf();
  const passwordHash = await hashPassword(input.password);
  const pending = await db.transaction(async (tx) => {
    const id = await insertCustomer(tx, {
      name: input.name,
      doc: input.document,
      email: input.email,
      cellphone: input.cellphone,
      cityId: input.city,
      passwordHash,
      lang: input.lang,
      termsAcceptedAt: now,
    });
    if (id === null) throw duplicateCpf();
    await recordRegistrationConsents(tx, id, input.lang, now);
    return createConfirmLink(tx, { id, name: input.name, email: input.email, lang: input.lang }, now);
  });
  await sendConfirmationAfterCommit(deps, pending);
  return translate(input.lang, 'customer.registered', { email: input.email });
}

export async function customerInfo(db: Db, customerId: number): Promise<CustomerInfo> {
  const row = await findCustomerInfo(db, customerId);
  if (!row) throw new AppError('SES003');
  return toInfo(row);
}

/**
 * PUT /customer/update. A new e-mail address is unconfirmed until its own link is opened; the
 * link goes to the new address.
 */
export async function updateCustomerData(
  deps: AccountDeps,
  customerId: number,
  input: CustomerUpdateBody & { lang: Lang },
  now = new Date(),
): Promise<{ customer: CustomerInfo; message: string }> {
  const { db } = deps;
  await assertCatalogueCity(db, input.city);
  const current = await findCustomerContact(db, customerId);
  if (!current) throw new AppError('SES003');
  const emailChanged = current.email.toLowerCase() !== input.email;
  // Each change mails a link to an address the user typed: counted like resends.
  if (emailChanged) await countConfirmMail(db, customerId, now);
  const pending = await db.transaction(async (tx) => {
    await updateCustomer(tx, customerId, {
      email: input.email,
      cellphone: input.cellphone,
      cityId: input.city,
      ...(emailChanged ? { emailValid: false } : {}),
    });
    if (!emailChanged) return null;
    return createConfirmLink(
      tx,
      { id: customerId, name: current.name, email: input.email, lang: current.lang },
      now,
    );
  });
  if (pending) await sendConfirmationAfterCommit(deps, pending);
  const message = pending
    ? translate(input.lang, 'customer.updatedEmail', { email: input.email })
    : translate(input.lang, 'customer.updated');
  return { customer: await customerInfo(db, customerId), message };
}

/** PUT /customer/language: the site's language becomes the account's (its e-mails follow). */
export function setAccountLanguage(db: Db, customerId: number, lang: Lang): Promise<void> {
  return setCustomerLang(db, customerId, lang);
}
