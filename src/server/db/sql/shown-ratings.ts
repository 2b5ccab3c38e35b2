import { isNull, type SQL } from 'drizzle-orm';
import { ratings } from '../schema/ratings';

/**
 * A rating the association has not hidden (migration 0030): the only kind that a company's rate and
 * count, its public and owner's lists and its sitemap date read. One definition, so a hiding leaves
 * every one of them at once.
 */
export const ratingShown: SQL = isNull(ratings.hiddenAt);
