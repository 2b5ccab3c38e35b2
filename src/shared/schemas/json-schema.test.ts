import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as company from './company';
import * as customer from './customer';
import * as newsletter from './newsletter';
import * as notifications from './notifications';
import * as quote from './quote';
import * as rating from './rating';

const modules = { auth, catalogue, company, customer, newsletter, notifications, quote, rating };

// fastify-type-provider-zod turns route schemas into OpenAPI with these options.
const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

describe('request schemas in the API docs', () => {
  for (const [name, mod] of Object.entries(modules)) {
    for (const [exported, value] of Object.entries(mod)) {
      if (!exported.endsWith('Body') || !(value instanceof z.ZodType)) continue;
      it(`${name}.${exported} converts to a JSON Schema object`, () => {
        const json = toJson(value);
        const described = json.type === 'object' || Array.isArray(json.anyOf);
        expect(described, JSON.stringify(json).slice(0, 200)).toBe(true);
      });
    }
  }

  it('documents the limits and choices', () => {
    const list = toJson(catalogue.companiesListBody) as { properties: Record<string, { anyOf: unknown[] }> };
    expect(list.properties.order_by.anyOf).toContainEqual({ type: 'string', enum: ['name', 'rate'] });
    const ask = toJson(quote.questionAskBody) as { properties: Record<string, Record<string, unknown>> };
    expect(ask.properties.question.maxLength).toBe(250);
  });
});
