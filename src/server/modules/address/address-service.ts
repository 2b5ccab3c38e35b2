import type { AddressDataBody } from '../../../shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { type CityRow, listCitiesOfState, listStates, type StateRow } from './address-repository';

/** Cities of a state (an unknown state has none) or every state. */
export async function addressData(db: Db, body: AddressDataBody): Promise<CityRow[] | StateRow[]> {
  return body.type === 'cities' ? listCitiesOfState(db, body.id) : listStates(db);
}
