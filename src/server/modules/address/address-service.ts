import type { AddressDataBody } from '../../../shared/schemas/catalogue';
import type { Db } from '../../db/client';
import {
  type CityRow,
  listCitiesOfState,
  listCitiesWithCompanies,
  listStates,
  listStatesWithCompanies,
  type StateRow,
} from './address-repository';

/** Cities of a state (an unknown state has none) or every state. */
export async function addressData(db: Db, body: AddressDataBody): Promise<CityRow[] | StateRow[]> {
  return body.type === 'cities' ? listCitiesOfState(db, body.id) : listStates(db);
}

/** The cities and the states where at least one company is, for the catalogue's filters. */
export async function placesWithCompanies(db: Db): Promise<{ cities: CityRow[]; states: StateRow[] }> {
  const [cities, states] = await Promise.all([listCitiesWithCompanies(db), listStatesWithCompanies(db)]);
  return { cities, states };
}
