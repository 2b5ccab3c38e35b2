import { z } from 'zod';
import { TEXT } from '../limits';
import { emailField, tokenField } from './common';

/** POST /newsletter/register */
export const newsletterRegisterBody = z.object({ email: emailField(TEXT.newsletterEmail) });
export type NewsletterRegisterBody = z.infer<typeof newsletterRegisterBody>;

/** POST /newsletter/confirm, and POST /{type}_email/confirm */
export const tokenBody = z.object({ token: tokenField });
export type TokenBody = z.infer<typeof tokenBody>;
