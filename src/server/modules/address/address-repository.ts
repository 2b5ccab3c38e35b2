import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, states } from '../../db/schema/places';
import { sortKey } from '../../db/sql/search';

export interface CityRow {
  id: number;
  cityName: string;
  state: number;
}

export interface StateRow {
  id: number;
  iso: string;
}

const cityColumns = { id: cities.id, cityName: cities.name, state: cities.stateId };

/** Cities of a state, by name (accent-insensitive). */
export async function listCitiesOfState(db: Db, stateId: number): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(sortKey(cities.name)), asc(cities.name), asc(cities.id));
}

export async function listStates(db: Db): Promise<StateRow[]> {
  return db.select({ id: states.id, iso: states.iso }).from(states).orderBy(asc(states.iso));
}
