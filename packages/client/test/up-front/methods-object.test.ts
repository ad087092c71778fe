// A client holds up front only the form of its method names (core/methods.ts methodsOf): a name of
// that form reads as a method, which finds its operation in the tables loaded on demand at its first
// call. What users meet of that, on clients generated from fixture specs.
import { inspect } from 'node:util';
import { CantonApiError, RequestError } from '@canton-openapi/client';
import { describe, expect, it, vi } from 'vitest';
import { json, sequence } from '../support/fake-fetch.ts';
import { fixture } from '../support/fixture.ts';

interface Things {
  listThings(options?: { timeoutMs?: number }): Promise<{ things: string[] }>;
  readonly withResponse: { listThings(): Promise<{ data: unknown; response: Response }> };
  readonly raw: unknown;
}
const api = await fixture<Things>(new URL('../retry/retry.yaml', import.meta.url));
const things = { things: ['a'] };

interface Votes {
  iterateVotes(request: { limit: number }): AsyncIterable<unknown>;
}
const paged = await fixture<Votes>(new URL('../paging/paging.yaml', import.meta.url));

/** What a client has under `name`, however its type reads. */
const member = (client: object, name: string | symbol): unknown => (client as Record<string | symbol, unknown>)[name];

describe('a client whose methods are found at their first call', () => {
  it('calls before its tables have loaded, and again after', async () => {
    const { fetch, calls } = sequence(json(things), json(things));
    const client = api.createClient({ fetch });
    await expect(client.listThings()).resolves.toEqual(things);
    await expect(client.listThings()).resolves.toEqual(things);
    expect(calls.map((c) => c.url)).toEqual([`${api.baseUrl}/v0/things`, `${api.baseUrl}/v0/things`]);
  });

  it('keeps one function per method, which works unbound and under a spy', async () => {
    const { fetch, calls } = sequence(json(things), json(things), json(things));
    const client = api.createClient({ fetch });
    const listThings = client.listThings;
    expect(typeof listThings).toBe('function');
    await listThings();
    // The same function after its first call: nothing replaces it on the client.
    expect(client.listThings).toBe(listThings);
    const spy = vi.spyOn(client, 'listThings');
    await client.listThings();
    await client.listThings();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(3);
  });

  it('rejects a name of the method form that is no operation, naming the API and the name, and sends nothing', async () => {
    const { fetch, calls } = sequence(json(things));
    const client = api.createClient({ fetch });
    const typo = member(client, 'listThingz') as () => Promise<unknown>;
    expect(typeof typo).toBe('function');
    const error = await typo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toContain("retry has no operation 'listThingz'");
    expect((error as RequestError).operationId).toBe('listThingz');
    // Also once the tables are there (the first call above waited for them).
    await expect(typo()).rejects.toThrow("retry has no operation 'listThingz'");
    expect(calls).toHaveLength(0);
  });

  it('rejects a page iterator the API does not have at its first step, and sends nothing', async () => {
    const { fetch, calls } = sequence(json({ votes: [] }));
    const client = paged.createClient({ fetch });
    const typo = member(client, 'iterateVotez') as (request: object) => AsyncIterable<unknown>;
    const error = await (async () => {
      for await (const _ of typo({ limit: 1 })) break;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CantonApiError);
    expect((error as Error).message).toContain("paging has no page iterator 'iterateVotez'");
    expect(calls).toHaveLength(0);
  });

  it('reads no probe of a test framework, a promise or the runtime as a method', () => {
    const client = api.createClient({ fetch: sequence().fetch });
    for (const name of ['then', 'catch', 'asymmetricMatch', '$$typeof', 'nodeType', 'inspect', 'listthings', 'list', 'iterateThings']) {
      expect(member(client, name), name).toBeUndefined();
      expect(name in client, name).toBe(false);
    }
    for (const name of [Symbol.toPrimitive, Symbol.iterator, Symbol.asyncIterator, inspect.custom]) expect(member(client, name)).toBeUndefined();
    // Object's own members stay Object's.
    expect(member(client, 'constructor')).toBe(Object);
    expect(member(client, 'toJSON')).toBeUndefined();
    expect(String(client)).toBe('[object Object]');
    expect(JSON.parse(JSON.stringify(client))).toEqual({ withResponse: {}, raw: {} });
    expect(inspect(client)).not.toContain('listThings');
  });

  it('answers `in` for every name of the method form, and lists only its own members', async () => {
    const client = api.createClient({ fetch: sequence(json(things)).fetch });
    expect('listThings' in client).toBe(true);
    // Whether the API has the operation is known at the call (above): `in` goes by the form alone.
    expect('listThingz' in client).toBe(true);
    await client.listThings();
    expect(Object.keys(client).sort()).toEqual(['raw', 'use', 'withResponse']);
    expect(Object.keys({ ...client }).sort()).toEqual(['raw', 'use', 'withResponse']);
  });

  it('resolves to the client when awaited, and its withResponse methods work too', async () => {
    const { fetch } = sequence(json(things));
    const client = await Promise.resolve(api.createClient({ fetch }));
    const { data, response } = await client.withResponse.listThings();
    expect(data).toEqual(things);
    expect(response.status).toBe(200);
  });

  it('hands a first call, made before the tables are there, its options, found by what the tables say it takes', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const client = api.createClient({ fetch: never, retry: false });
    const error = await client.listThings({ timeoutMs: 20 }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });
});
