import { z } from 'zod';

/** A success answer: the call's own keys beside `response: true` (DECISIONS.md 3). */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ response: z.literal(true), ...shape });
}

export const errorEnvelope = z.object({
  response: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const tokenSchema = z.object({ name: z.string(), value: z.string() });

export const sessionOpenResponse = ok({ appAuth: z.string(), token: tokenSchema });
export type SessionOpenResponse = z.infer<typeof sessionOpenResponse>;

export const sessionInfoResponse = ok({ token: tokenSchema });
export type SessionInfoResponse = z.infer<typeof sessionInfoResponse>;

export const emptyOk = ok({});

/** Every call whose answer is only the server's words to show (a write's confirmation). */
export const messageResponse = ok({ message: z.string() });
/** A file to save (exports, templates): its name, its type, its bytes in base64. */
export const fileResponse = ok({ name: z.string(), mime: z.string(), content: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /health */
export const healthResponse = ok({ status: z.literal('ok') });
