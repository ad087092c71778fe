// Body validation straight from the spec: the spec's own examples pass, unions fail as unions, responses
// stay open, and negative data is derived from the schemas.
import { describe, expect, test } from 'vitest';
import { apiNames } from '../src/apis.ts';
import { loadSpec } from '../src/load-spec.ts';
import { deriveNegatives, type NegativeCase } from '../src/plan/negative.ts';
import { CoverageTracker } from '../src/run/coverage.ts';
import { type Json, listOperations } from '@canton-openapi/contract';
import { createValidator } from '../src/validate/validator.ts';
import { get, remove, set } from './support/json-edit.ts';

const specs = await Promise.all(
  apiNames.map(async (api) => {
    const doc = await loadSpec(api);
    return { api, doc, operations: listOperations(doc), validator: createValidator(doc) };
  }),
);
const spec = (api: string) => specs.find((s) => s.api === api)!;

function responseOf(api: string, operationId: string, status = '200') {
  const content = spec(api)
    .operations.find((o) => o.id === operationId)
    ?.responses.find((r) => r.status === status)?.contents[0];
  if (content === undefined) throw new Error(`no ${status} content for ${operationId}`);
  return content;
}

function example(api: string, operationId: string, name: string): Json {
  const found = responseOf(api, operationId).examples.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

describe('the spec validates its own examples', () => {
  const all = specs.flatMap(({ api, operations }) =>
    operations.flatMap((op) => [
      ...op.responses.flatMap((r) =>
        r.contents.flatMap((c) => c.examples.map((e) => ({ api, where: `${op.id} ${r.status} ${e.name}`, pointer: c.schemaPointer, value: e.value }))),
      ),
      ...(op.requestBody?.contents ?? []).flatMap((c) =>
        c.examples.map((e) => ({ api, where: `${op.id} request ${e.name}`, pointer: c.schemaPointer, value: e.value })),
      ),
    ]),
  );

  test('there are examples of every kind to check', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  test.each(all)('$api $where: no finding', ({ api, pointer, value }) => {
    expect(spec(api).validator.validate(pointer, value)).toEqual([]);
  });
});

describe('one-key unions are reported as unions, not as a generic oneOf failure', () => {
  const updates = responseOf('ledger', 'postV2Updates');
  const check = (body: Json) => spec('ledger').validator.validate(updates.schemaPointer, body);

  test('two keys: one finding, of the union check', () => {
    const body = set(example('ledger', 'postV2Updates', 'transaction-acs-delta'), '/0/update/OffsetCheckpoint', { value: { offset: 4 } });
    expect(check(body)).toEqual([
      {
        check: 'union',
        pointer: '/0/update',
        message: 'union `Update` has 2 keys (`Transaction`, `OffsetCheckpoint`); a one-key union carries exactly one',
        expected: 'exactly one of `OffsetCheckpoint`, `Reassignment`, `TopologyTransaction`, `Transaction`',
      },
    ]);
  });

  test('a missing wrapper: one finding, of the union check', () => {
    const body = example('ledger', 'postV2Updates', 'offset-checkpoint');
    set(body, '/0/update/OffsetCheckpoint', get(body, '/0/update/OffsetCheckpoint/value'));
    expect(check(body)).toEqual([
      expect.objectContaining({ check: 'union', pointer: '/0/update/OffsetCheckpoint', message: expect.stringContaining('missing `value` wrapper') }),
    ]);
  });

  test('no key at all', () => {
    const body = set(example('ledger', 'postV2Updates', 'offset-checkpoint'), '/0/update', {});
    expect(check(body)).toEqual([expect.objectContaining({ check: 'union', message: 'union `Update` has no key' })]);
  });

  test('an extra key beside `value` in a wrapper', () => {
    const body = set(example('ledger', 'postV2Updates', 'offset-checkpoint'), '/0/update/OffsetCheckpoint/note', 'x');
    expect(check(body)).toEqual([expect.objectContaining({ check: 'union', pointer: '/0/update/OffsetCheckpoint/note' })]);
  });

  test('a violation inside a well-formed branch is a schema finding at its own pointer, and only that', () => {
    const body = set(example('ledger', 'postV2Updates', 'reassignment-unassigned'), '/0/update/Reassignment/value/events/0/JsUnassignedEvent/value/nodeId', -3);
    expect(check(body)).toEqual([
      {
        check: 'body-schema',
        pointer: '/0/update/Reassignment/value/events/0/JsUnassignedEvent/value/nodeId',
        message: 'violates `minimum`, got -3',
        expected: 'must be >= 0 (minimum)',
      },
    ]);
  });
});

describe('never cry wolf: responses are open, nulls are allowed where the spec allows them', () => {
  test('unknown fields in response objects pass; a null the spec allows passes', () => {
    const body = example('ledger', 'postV2Updates', 'transaction-acs-delta');
    set(body, '/0/update/Transaction/value/someNewField', { added: 'in a newer server' });
    set(body, '/0/extra', true);
    set(body, '/0/update/Transaction/value/traceContext', null);
    set(body, '/0/update/Transaction/value/paidTrafficCost', null);
    expect(spec('ledger').validator.validate(responseOf('ledger', 'postV2Updates').schemaPointer, body)).toEqual([]);
    const entry = set(example('validator', 'lookupAnsEntryByName', 'user-entry'), '/entry/expires_at', null);
    remove(entry, '/entry/contract_id');
    expect(spec('validator').validator.validate(responseOf('validator', 'lookupAnsEntryByName').schemaPointer, entry)).toEqual([]);
  });

  test('an int64 beyond 2^53 is still an integer', () => {
    const body = set(example('scan', 'getHoldingsStateAt', 'page-with-more'), '/next_page_token', 2 ** 60);
    expect(spec('scan').validator.validate(responseOf('scan', 'getHoldingsStateAt').schemaPointer, body)).toEqual([]);
  });
});

describe('negative data comes from the schemas', () => {
  const negatives = (api: string, operationId: string) => {
    const { doc, validator, operations } = spec(api);
    const op = operations.find((o) => o.id === operationId)!;
    const media = op.requestBody?.contents[0];
    const base = {
      pathParams: Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(p.examples[0])])),
      query: {},
      headers: {},
      ...(media ? { body: media.examples[0]?.value } : {}),
    };
    return deriveNegatives(doc, validator, op, base, media?.examples.map((e) => e.value) ?? []);
  };

  test("ledger: each negative names the rule it breaks and the spec's record of whether the participant enforces it", () => {
    const record = (n: NegativeCase) => (n.rule === undefined ? 'no JSON' : `${n.rule.keyword} ${n.rule.enforced ? 'enforced' : 'unenforced'}`);
    expect(negatives('ledger', 'postV2Updates').map((n) => `${record(n)}: ${n.where} ${n.name}`)).toEqual([
      'no JSON:  malformed JSON (the body cut short)',
      'required unenforced: /beginExclusive missing required `beginExclusive`',
      'type enforced: /beginExclusive `beginExclusive` of the wrong type (string for integer)',
      'type enforced: /endInclusive `endInclusive` of the wrong type (string for integer)',
      'type enforced: /updateFormat `updateFormat` of the wrong type (string for object)',
      'not enforced:  `filter` with `updateFormat` (forbidden by `not`)',
      'not enforced:  `verbose` with `updateFormat` (forbidden by `not`)',
      'minimum enforced: /beginExclusive `beginExclusive` = -1 (minimum 0)',
      'minimum enforced: /endInclusive `endInclusive` = 0 (minimum 1)',
      'enum enforced: /updateFormat/includeTransactions/transactionShape `transactionShape` outside its enum',
      'pattern enforced: /updateFormat/includeTransactions/eventFormat/filtersByParty/Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90/cumulative/0/identifierFilter/TemplateFilter/value/templateId `templateId` = "§" (pattern)',
      'type enforced: query limit query `limit` of the wrong type (a word)',
      'minimum unenforced: query limit query `limit` = 0 (minimum 1)',
      'type enforced: query stream_idle_timeout_ms query `stream_idle_timeout_ms` of the wrong type (a word)',
    ]);
    // The malformed body is sent as text, exactly one character short of the example.
    const malformed = negatives('ledger', 'postV2Updates')[0]?.request;
    expect(malformed?.body).toBeUndefined();
    expect(() => JSON.parse(malformed?.rawBody ?? '')).toThrow();
  });

  test('scan holdings: an empty owner list and an unknown record_time_match are among them', () => {
    const names = negatives('scan', 'getHoldingsStateAt').map((n) => n.name);
    expect(names).toContain('`owner_party_ids` empty (minItems 1)');
    expect(names).toContain('`record_time_match` outside its enum');
    expect(names).toContain('`migration_id` = -1 (minimum 0)');
  });

  test('every negative of every operation of the bundled specs carries the evidence of its rule (x-server-check)', () => {
    for (const { api, operations } of specs) {
      for (const op of operations) {
        for (const n of negatives(api, op.id)) {
          if (n.request.rawBody !== undefined) continue;
          expect(n.rule?.evidence, `${api} ${op.id} ${n.name}`).toBeTypeOf('string');
        }
      }
    }
  });

  test('every derived body is invalid against the spec', () => {
    const { validator, operations } = spec('ledger');
    const media = operations.find((o) => o.id === 'postV2Updates')?.requestBody?.contents[0];
    for (const n of negatives('ledger', 'postV2Updates')) {
      if (n.where.startsWith('query') || n.request.rawBody !== undefined) continue;
      expect(validator.validate(media!.schemaPointer, n.request.body), n.name).not.toEqual([]);
    }
  });
});

describe('coverage', () => {
  test('below 100% fails when required (against Prism) and is informational otherwise', () => {
    const { doc, validator, operations } = spec('validator');
    const tracker = new CoverageTracker();
    const op = operations.find((o) => o.id === 'getTransferOfferStatus')!;
    tracker.addOperation(doc, validator.unions, op);
    for (const status of ['200', '401', '403', '404', 'default']) tracker.hit(op.id, 'status', status, false);
    for (const status of ['200', '403', '404']) tracker.hit(op.id, 'media', `${status} application/json`, false);
    tracker.hit(op.id, 'media', '401 text/plain', false);
    for (const status of ['created', 'accepted', 'completed']) tracker.hit(op.id, 'variant', `GetTransferOfferStatusResponse.${status}`, true);
    expect(tracker.check(true)).toEqual({
      check: 'coverage',
      outcome: 'fail',
      message:
        '12/14 (85%); not seen: getTransferOfferStatus media default application/json, getTransferOfferStatus variant GetTransferOfferStatusResponse.failed',
      expected: 'every documented status, media type, union branch and variant exercised (100%)',
    });
    expect(tracker.check(false).outcome).toBe('skip');
    tracker.hit(op.id, 'media', 'default application/json', true);
    tracker.hit(op.id, 'variant', 'GetTransferOfferStatusResponse.failed', false);
    expect(tracker.check(true)).toEqual({ check: 'coverage', outcome: 'pass', message: '14/14 (100%)' });
  });

  test('each media type a status declares is a cell of its own', () => {
    const { doc, validator, operations } = spec('ledger');
    const tracker = new CoverageTracker();
    const op = operations.find((o) => o.id === 'postV2Updates')!;
    tracker.addOperation(doc, validator.unions, op);
    const media = tracker.rows[0]?.items.filter((i) => i.dimension === 'media').map((i) => i.item);
    expect(media).toEqual(['200 application/json', '400 text/plain', '400 application/json', '413 application/json', 'default application/json']);
    tracker.hit(op.id, 'status', '400', false);
    tracker.hit(op.id, 'media', '400 text/plain', false);
    expect(tracker.check(true).message).toContain('postV2Updates media 400 application/json');
    expect(tracker.check(true).message).not.toContain('postV2Updates media 400 text/plain');
  });
});
