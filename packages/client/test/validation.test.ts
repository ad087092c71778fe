// `validate: true`: responses are checked against the spec with the precompiled validators, and a
// mismatch names the JSON pointer and the schema rule.
import { ResponseValidationError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { describe, expect, it } from 'vitest';
import { callExample, createClient } from './support/clients.ts';
import { fakeFetch, json, raw } from './support/fake-fetch.ts';
import { apis, asResult, specOperations } from './support/spec.ts';

const validatorUrl = 'http://v.test/api/validator';
const ans = (expires_at: string) => ({ entry: { user: 'Alice::1220ab', name: 'alice.unverified.cns', url: '', description: '', expires_at } });
const offer = (body: object) => {
  const { fetch } = fakeFetch(() => json(body));
  return createValidatorClient({ baseUrl: 'http://v.test/api/validator', fetch, validate: true }).getTransferOfferStatus('t1');
};

describe('valid responses pass', () => {
  for (const api of apis) {
    for (const op of specOperations(api)) {
      const ok = op.responses.find((r) => r.status === '200')?.contents[0];
      for (const { name, value: example } of ok?.examples ?? []) {
        it(`${op.id} example '${name}'`, async () => {
          const bytes = ok!.mediaType === 'application/octet-stream';
          const { fetch } = fakeFetch(() => (bytes ? raw(String(example), 200, ok!.mediaType) : json(example)));
          await expect(callExample(createClient(api, { fetch, validate: true }), op)).resolves.toEqual(asResult(ok!.mediaType, example));
        });
      }
    }
  }
});

describe('mismatches reject with pointer and rule', () => {
  it('a format violation', async () => {
    const { fetch } = fakeFetch(() => json(ans('next Tuesday')));
    const client = createValidatorClient({ baseUrl: validatorUrl, fetch, token: 't', validate: true });
    const error = await client.lookupAnsEntryByName('alice.unverified.cns').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ pointer: '/entry/expires_at', rule: 'format', operationId: 'lookupAnsEntryByName' });
    expect((error as Error).message).toContain('does not match the spec at /entry/expires_at: must match format "date-time"');
  });

  it('the same body resolves without validate', async () => {
    const { fetch } = fakeFetch(() => json(ans('next Tuesday')));
    const client = createValidatorClient({ baseUrl: validatorUrl, fetch, token: 't' });
    await expect(client.lookupAnsEntryByName('alice.unverified.cns')).resolves.toEqual(ans('next Tuesday'));
  });

  it('a missing required field of a status variant', async () => {
    const error = await offer({ status: 'completed', transaction_id: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((i) => i.keyword)).toContain('required');
  });

  it('a status outside the closed set', async () => {
    const error = await offer({ status: 'pending' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.some((i) => i.pointer === '/status')).toBe(true);
  });

  it('a one-key union with two keys', async () => {
    const both = [{ update: { OffsetCheckpoint: { value: { offset: 1 } }, Transaction: { value: { offset: 1 } } } }];
    const { fetch } = fakeFetch(() => json(both));
    const error = await createLedgerClient({ baseUrl: 'http://p.test', fetch, validate: true })
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).pointer.startsWith('/0/update')).toBe(true);
  });

  it('an impossible date', async () => {
    const { fetch } = fakeFetch(() => json({ entry: { user: 'Alice::1220aa', name: 'a.cns', url: '', description: '', expires_at: '2025-02-30T00:00:00Z' } }));
    const client = createValidatorClient({ baseUrl: 'http://v.test/api/validator', fetch, validate: true });
    await expect(client.lookupAnsEntryByName('a.cns')).rejects.toMatchObject({ pointer: '/entry/expires_at', rule: 'format' });
  });

  it('an int32 out of range', async () => {
    const archived = { offset: 1, nodeId: 2 ** 40, contractId: 'c', templateId: 'p:M:T', witnessParties: ['a'], packageName: 'p' };
    const body = [
      {
        update: {
          Transaction: {
            value: {
              updateId: 'u',
              effectiveAt: '2025-01-01T00:00:00Z',
              offset: 1,
              synchronizerId: 's',
              recordTime: '2025-01-01T00:00:00Z',
              events: [{ ArchivedEvent: archived }],
            },
          },
        },
      },
    ];
    const { fetch } = fakeFetch(() => json(body));
    const error = await createLedgerClient({ baseUrl: 'http://p.test', fetch, validate: true })
      .postV2Updates({ beginExclusive: 0 })
      .catch((e: unknown) => e);
    expect((error as ResponseValidationError).issues.some((i) => i.pointer.endsWith('/nodeId') && i.keyword === 'format')).toBe(true);
  });

  it('error bodies are validated too: an undocumented shape leaves body undefined with the rule', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'no such offer' }, 404));
    const client = createValidatorClient({ baseUrl: 'http://v.test/api/validator', fetch, validate: true });
    const error = await client.getTransferOfferStatus('t1').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, body: undefined });
    expect((error as { bodyIssue: string }).bodyIssue).toContain("must have required property 'error'");
  });
});

describe('with bigint mode', () => {
  it('validates the plain numbers, then returns exact bigints', async () => {
    const { fetch } = fakeFetch(() => json('[{"update":{"OffsetCheckpoint":{"value":{"offset":9223372036854775807,"synchronizerTimes":[]}}}}]'));
    const client = createLedgerClient({ baseUrl: 'http://p.test', fetch, validate: true, int64: 'bigint' });
    const [element] = await client.postV2Updates({ beginExclusive: 0 });
    expect(element!.update.OffsetCheckpoint!.value.offset).toBe(9223372036854775807n);
  });
});
