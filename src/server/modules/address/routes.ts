import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressDataBody } from '../../../shared/schemas/catalogue';
import { addressDataResponse } from '../../../shared/schemas/catalogue-read';
import { addressData } from './address-service';

export default async function addressRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/address/data', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['catalogue'],
      summary:
        "{type:'cities', id: stateId} → the state's cities [{id, cityName, state}] by name (none for an unknown state); {type:'states'} → [{id, iso}]",
      body: addressDataBody,
      response: { 200: addressDataResponse },
    },
    handler: async (request) => ({ response: true as const, data: await addressData(app.db, request.body) }),
  });
}
