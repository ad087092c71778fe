// The methods of a client are made on their first read, from the names the generated code holds up
// front (core/client.ts methodsOf): what users meet of that, on a client generated from a fixture spec.
import { describe, expect, it } from 'vitest';
import { json, sequence } from '../support/fake-fetch.ts';
import { fixture } from '../support/fixture.ts';

interface Things {
  listThings(): Promise<{ things: string[] }>;
  readonly withResponse: { listThings(): Promise<{ data: unknown; response: Response }> };
  readonly raw: unknown;
}
const api = await fixture<Things>(new URL('../retry/retry.yaml', import.meta.url));
const things = { things: ['a'] };

describe('a client made with methods on first read', () => {
  it('calls before its operation table has loaded, and again after', async () => {
    const { fetch, calls } = sequence(json(things), json(things));
    const client = api.createClient({ fetch });
    await expect(client.listThings()).resolves.toEqual(things);
    await expect(client.listThings()).resolves.toEqual(things);
    expect(calls.map((c) => c.url)).toEqual([`${api.baseUrl}/v0/things`, `${api.baseUrl}/v0/things`]);
  });

  it('has every method (`in`, the same function on every read), and nothing else', () => {
    const client = api.createClient({ fetch: sequence().fetch }) as Things & Record<string, unknown>;
    expect('listThings' in client).toBe(true);
    expect(typeof client.listThings).toBe('function');
    expect(client.listThings).toBe(client.listThings);
    expect('iterateThings' in client).toBe(false);
    expect(client['listThingz']).toBeUndefined();
    // Not a thenable: `await client` and returning it from an async function give the client.
    expect(client['then']).toBeUndefined();
    expect(String(client)).toBe('[object Object]');
    // The methods live on its prototype; its own enumerable members are the rest.
    expect(Object.keys(client).sort()).toEqual(['raw', 'use', 'withResponse']);
  });

  it('resolves to the client when awaited, and its withResponse methods work too', async () => {
    const { fetch } = sequence(json(things));
    const client = await Promise.resolve(api.createClient({ fetch }));
    const { data, response } = await client.withResponse.listThings();
    expect(data).toEqual(things);
    expect(response.status).toBe(200);
  });
});
