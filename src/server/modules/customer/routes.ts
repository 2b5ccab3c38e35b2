import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerInfoResponse,
  customerLanguageBody,
  customerLanguageResponse,
  customerUpdateBody,
  customerUpdateResponse,
  registerBody,
} from '../../../shared/schemas/customer';
import { messageResponse } from '../../../shared/schemas/envelope';
import { tokenBody } from '../../../shared/schemas/newsletter';
import { CONFIRMATION_LINK_DAYS } from '../../lib/confirmation-link';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { confirmCustomerEmail, resendCustomerValidation } from './customer-email-service';
import { customerInfo, registerCustomer, setAccountLanguage, updateCustomerData } from './customer-service';

export default async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/customer/register', {
    config: { access: 'session' },
    schema: {
      tags: ['customer'],
      summary: `Creates an unconfirmed account (language: the request's) and e-mails a confirmation link (/email_confirm/customer/{token}, valid ${CONFIRMATION_LINK_DAYS} days). Accepts the camelCase fields (document, emailConfirm, password, passwordConfirm) or the snake-case ones (doc, email_confirm, pass, pass_confirm). CPF taken: REG001 (fields.document); city outside São Paulo state: VAL001 (fields.city); ${LIMITS.registerAddress.max} registrations per client or ${LIMITS.registerCpf.max} per CPF per hour: AUT002`,
      body: registerBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await registerCustomer(app, { ...request.body, ip: request.ip, lang: request.lang }),
    }),
  });

  r.get('/customer/info', {
    config: { access: 'user' },
    schema: {
      tags: ['customer'],
      summary: "The logged-in customer's data (doc and cellphone formatted)",
      response: { 200: customerInfoResponse },
    },
    handler: async (request) => ({
      response: true as const,
      customer: await customerInfo(app.db, userIdOf(request)),
    }),
  });

  r.put('/customer/update', {
    config: { access: 'user' },
    schema: {
      tags: ['customer'],
      summary: `Saves e-mail, cellphone and city. A new e-mail is unconfirmed (emailValid false) and gets a new link; ${LIMITS.emailResendUser.max} links per hour: AUT002`,
      body: customerUpdateBody,
      response: { 200: customerUpdateResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await updateCustomerData(app, userIdOf(request), { ...request.body, lang: request.lang })),
    }),
  });

  r.put('/customer/language', {
    config: { access: 'user' },
    schema: {
      tags: ['customer'],
      summary:
        "Makes `lang` (pt-BR or en) the account's language, the one its e-mails are written in. The web client calls it when a logged-in person opens the site or switches its language, so e-mails follow the language the person uses; notifications are written in the language of each request that reads them",
      body: customerLanguageBody,
      response: { 200: customerLanguageResponse },
    },
    handler: async (request) => {
      await setAccountLanguage(app.db, userIdOf(request), request.body.lang);
      return { response: true as const, lang: request.body.lang };
    },
  });

  r.get('/customer_email/resend_validation', {
    config: { access: 'user' },
    schema: {
      tags: ['customer'],
      summary: `E-mails a new confirmation link. Already confirmed: EML002; ${LIMITS.emailResendUser.max} links per hour: AUT002`,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await resendCustomerValidation(app, userIdOf(request), request.lang),
    }),
  });

  r.post('/customer_email/confirm', {
    config: { access: 'session' },
    schema: {
      tags: ['customer'],
      summary: `Confirms the address of a customer link, once. The link opened again while that address is confirmed answers response true with a message saying it already is. Unknown, expired (${CONFIRMATION_LINK_DAYS} days) or sent to an address since changed: EML001`,
      body: tokenBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await confirmCustomerEmail(app.db, request.body.token, request.lang),
    }),
  });
}
