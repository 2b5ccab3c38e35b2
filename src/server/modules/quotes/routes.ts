import type { FastifyInstance } from 'fastify';
import quoteCompanyRoutes from './routes-company';
import quoteCustomerRoutes from './routes-customer';
import quoteDeadlineRoutes from './routes-deadline';
import quoteItemRoutes from './routes-items';
import quoteOutsideRoutes from './routes-outside';
import quoteRatingRoutes from './routes-rating';
import quoteShareRoutes from './routes-share';
import quoteSharedRoutes from './routes-shared';
import quoteThreadRoutes from './routes-thread';

/** Every /quotes call (PRODUCT.md 7), grouped by who makes it. */
export default async function quoteRoutes(app: FastifyInstance) {
  await app.register(quoteCustomerRoutes);
  await app.register(quoteCompanyRoutes);
  await app.register(quoteSharedRoutes);
  await app.register(quoteRatingRoutes);
  await app.register(quoteDeadlineRoutes);
  await app.register(quoteItemRoutes);
  await app.register(quoteShareRoutes);
  await app.register(quoteThreadRoutes);
  await app.register(quoteOutsideRoutes);
}
