import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ID } from '../../shared/first-paint';
import { seedInitialData } from './initial-data';

function pageWith(text: string): Document {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = text;
  document.head.append(script);
  return document;
}

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

describe('seedInitialData', () => {
  it("puts the server's answers into the query cache under their keys", () => {
    const client = new QueryClient();
    const key = ['catalogue', 'data-index', 'en'];
    // As the server writes it: `<` escaped, read back unchanged.
    seedInitialData(
      client,
      pageWith('{"queries":[{"key":["catalogue","data-index","en"],"data":{"caption":"\\u003c/script>"}}]}'),
    );
    expect(client.getQueryData(key)).toEqual({ caption: '</script>' });
  });

  it('leaves the cache empty when there is no data or it cannot be read', () => {
    const client = new QueryClient();
    seedInitialData(client);
    seedInitialData(client, pageWith('{"queries":'));
    document.getElementById(INITIAL_DATA_ID)?.remove();
    seedInitialData(client, pageWith('{"queries":[{"data":1},null]}'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
