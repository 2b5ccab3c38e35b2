import { asc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
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

/** A listed company is in the city: suspended ones are out of the public catalogue (issue 15). */
const hasCompanyInCity = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(companies)
      .where(sql`${companies.cityId} = ${cities.id} and ${companies.suspendedAt} is null`),
  );

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

/** Cities where at least one company is, by name. */
export async function listCitiesWithCompanies(db: Db): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .where(hasCompanyInCity(db))
    .orderBy(asc(sortKey(cities.name)), asc(cities.name), asc(cities.id));
}

/** States where at least one company is, by ISO code. */
export async function listStatesWithCompanies(db: Db): Promise<StateRow[]> {
  return db
    .select({ id: states.id, iso: states.iso })
    .from(states)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(cities)
          .where(sql`${cities.stateId} = ${states.id} and ${hasCompanyInCity(db)}`),
      ),
    )
    .orderBy(asc(states.iso));
}
