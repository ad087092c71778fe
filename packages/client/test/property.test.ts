// Property: whatever a server answers — any status, any content type, any body — every method
// either resolves with data that matches the spec (checked here by an independent Ajv compile of
// the bundled spec) or rejects with one of the exported error classes. Never a bare SyntaxError,
// TypeError, string or undefined.
//
// What a method does with an answer depends on its operation only through what the spec declares for it
// (the statuses and media types it documents, what its 200 body is, its int64 fields, its effect, its path
// parameters) and its validators. So the property (150 random answers and arguments per int64 and validation
// mode) runs on one operation of each such profile; every operation gets the same checks on its own examples
// and on a fixed set of hostile answers, in every mode (its validators and tables are its own).
import * as exported from '@canton-openapi/client';
import { SubmissionOutcomeUnknownError } from '@canton-openapi/client/ledger';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, methodOf } from './support/clients.ts';
import { jsonContent, type OperationSpec } from '@canton-openapi/contract';
import { type Api, apis, loadSpec, pathExamples, requestExample, responseExamples, specOperations } from './support/spec.ts';
import type { OperationTable } from '../src/core/types/operation-table.ts';

const errorClasses = [
  exported.HttpError,
  exported.RedirectError,
  exported.NetworkError,
  exported.TimeoutError,
  exported.AbortError,
  exported.ResponseParseError,
  exported.ResponseValidationError,
  exported.Int64PrecisionError,
  exported.RequestError,
];

/** An independent oracle: the JSON schema of each operation's response for a status key, compiled from the bundled spec. */
function oracle(api: Api) {
  // Each component compiles once into a function of its own that every operation's validator calls: inlined, the
  // components under an operation's body would compile again for each operation that reaches them.
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, inlineRefs: false });
  ajv.addFormat('date-time', fullFormats['date-time']);
  ajv.addFormat('uri', fullFormats.uri);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  const spec = loadSpec(api).root;
  const id = `https://oracle.invalid/${api}`;
  ajv.addSchema({ $id: id, components: spec['components'], paths: spec['paths'] }, id);
  return (op: OperationSpec, status = '200') => {
    // A 200 that is not JSON: bytes resolve as a Uint8Array, a 200 without a body as undefined.
    const declared = op.responses.find((r) => r.status === status);
    if (status === '200' && jsonContent(declared) === undefined && declared !== undefined) {
      const bytes = declared.contents.some((c) => c.mediaType === 'application/octet-stream');
      return Object.assign((data: unknown) => (bytes ? data instanceof Uint8Array : data === undefined), { errors: null });
    }
    const media = jsonContent(declared);
    if (media === undefined) throw new Error(`${op.id} documents no JSON body for ${status}`);
    return ajv.compile({ $ref: `${id}#${media.schemaPointer}` });
  };
}

const essence = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase();

/** The JSON value of `text`, or undefined when it is not JSON or holds an integer JSON.parse would round. */
function exactJson(text: string): { value: unknown } | undefined {
  let rounded = false;
  try {
    const value: unknown = JSON.parse(text, (_key, v: unknown, context?: { source?: string }) => {
      if (typeof v === 'number' && /^-?\d+$/.test(context?.source ?? '')) {
        const exact = BigInt(context!.source!);
        if (exact > 2n ** 53n || exact < -(2n ** 53n)) rounded = true;
      }
      return v;
    });
    return rounded ? undefined : { value };
  } catch {
    return undefined;
  }
}

/**
 * What an HttpError must say about the body it got: the media type the spec declares for the status
 * that the content type names (text as it is, JSON parsed and, with `validate`, valid), or none.
 */
function checkErrorBody(
  error: InstanceType<typeof exported.HttpError>,
  op: OperationSpec,
  response: { contentType: string | undefined; text: string },
  isValidFor: ((status: string) => (data: unknown) => boolean) | undefined,
) {
  const key = op.responses.some((r) => r.status === String(error.status)) ? String(error.status) : 'default';
  const declared = (op.responses.find((r) => r.status === key)?.contents ?? []).map((c) => c.mediaType);
  const type = essence(response.contentType);
  expect(error.contentType).toBe(response.contentType);
  expect(error.text).toBe(response.text);
  const text = declared.find((m) => m === type && m.startsWith('text/'));
  // A JSON type the spec declares for the status, exactly: another one (`application/problem+json`) is undeclared.
  const json = declared.find((m) => m === type && !m.startsWith('text/'));
  const parsed = json === undefined ? undefined : exactJson(response.text);
  if (text !== undefined) {
    expect({ mediaType: error.mediaType, body: error.body }).toEqual({ mediaType: text, body: response.text });
  } else if (json !== undefined && parsed !== undefined && (isValidFor === undefined || isValidFor(key)(parsed.value))) {
    expect({ mediaType: error.mediaType, body: error.body }).toEqual({ mediaType: json, body: parsed.value });
  } else {
    expect({ mediaType: error.mediaType, body: error.body }).toEqual({ mediaType: undefined, body: undefined });
    if (response.text !== '' || declared.length > 0) expect(error.bodyIssue).toEqual(expect.any(String));
  }
}

/** bigint → number, so the oracle (which knows JSON numbers only) can judge bigint-mode results. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)));
}

const html = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

function bodyArbitrary(op: OperationSpec) {
  const examples = op.responses.flatMap((r) => r.contents.flatMap((m) => m.examples.map((e) => e.value)));
  const exampleText = examples.length > 0 ? fc.constantFrom(...examples.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))) : fc.constant('{}');
  return fc.oneof(
    exampleText,
    exampleText.chain((text) => fc.nat(text.length).map((n) => text.slice(0, n))),
    exampleText.map((text) => text.replace(/(":\s*)\d+/, '$1123456789012345678901')),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
    fc.constantFrom('', ' ', 'null', '[]', '{}', html, '{"error":"x"}', '{"code":"X","cause":"y","context":{},"errorCategory":1}'),
  );
}

function argumentArbitrary(op: OperationSpec) {
  const request = requestExample(op);
  const examples = pathExamples(op);
  const pathValue = fc.oneof(
    examples.length > 0 ? fc.constantFrom(...examples) : fc.constant('x'),
    fc.string(),
    fc.integer(),
    fc.constantFrom('.', '..', '', '/', '%', '?x=1'),
  );
  return fc.tuple(...examples.map(() => pathValue)).map((path) => (request === undefined ? path : [...path, request]));
}

function responseArbitrary(op: OperationSpec) {
  const documented = op.responses
    .map((r) => r.status)
    .filter((k) => k !== 'default')
    .map(Number);
  const any = fc.record({
    status: fc.oneof(fc.constantFrom(200, ...documented), fc.integer({ min: 200, max: 599 })),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain; charset=utf-8', 'text/html', undefined),
    body: bodyArbitrary(op),
  });
  const okType = op.responses.find((r) => r.status === '200')?.contents[0]?.mediaType ?? 'application/json';
  const okExamples = responseExamples(op).map((e) => (okType.includes('json') ? JSON.stringify(e) : String(e)));
  if (okExamples.length === 0) return any;
  // What a correct server sends, often enough that the "resolves with valid data" side is exercised.
  const correct = fc.record({
    status: fc.constant(200),
    contentType: fc.constant<string | undefined>(okType),
    body: fc.constantFrom(...okExamples),
  });
  return fc.oneof({ arbitrary: any, weight: 3 }, { arbitrary: correct, weight: 1 });
}

/** One answer of a server, and the arguments of the call. */
interface Exchange {
  response: { status: number; contentType: string | undefined; body: string };
  args: unknown[];
}

type Mode = readonly ['number' | 'bigint', boolean];
const modes: Mode[] = [
  ['number', true],
  ['bigint', true],
  ['number', false],
];

/**
 * One client per API and mode, made once: what a method does with an answer is the property, not the making of
 * a client. Its fetch answers what the exchange under test sets (the tests of a file run one at a time).
 */
const clients = new Map<string, { client: object; answer: () => Response }>();
function clientAnswering(api: Api, [mode, validate]: Mode, answer: () => Response): object {
  const key = `${api} ${mode} ${validate}`;
  let made = clients.get(key);
  if (made === undefined) {
    const fetch = async () => made!.answer();
    made = { client: createClient(api, { fetch, validate, int64: mode, retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 0 } }), answer };
    clients.set(key, made);
  }
  made.answer = answer;
  return made.client;
}

/** Calls `op` against a server answering `response`, and checks that the outcome is one the property allows; answers whether it resolved (valid, with `validate`). */
async function checkExchange(api: Api, op: OperationSpec, [mode, validate]: Mode, { response, args }: Exchange, oracles: ReturnType<typeof operationOracles>) {
  const nullBody = [204, 205, 304].includes(response.status);
  // What the server sent: Response adds text/plain to a string body without a content type.
  let sentType: string | undefined;
  const client = clientAnswering(api, [mode, validate], () => {
    const sent = new Response(nullBody ? null : response.body, {
      status: response.status,
      headers: response.contentType ? { 'content-type': response.contentType } : {},
    });
    sentType = sent.headers.get('content-type') ?? undefined;
    return sent;
  });
  const outcome = await methodOf(client, op.id)(...args, {}).then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) {
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    if (validate) {
      const data = outcome.data instanceof Uint8Array || outcome.data === undefined ? outcome.data : plain(outcome.data);
      expect(oracles.isValid(data), JSON.stringify(oracles.isValid.errors)).toBe(true);
    }
    return true;
  }
  let error = outcome.error;
  // A write that may have taken effect ends so, caused by the failure (test/submissions/).
  if (error instanceof SubmissionOutcomeUnknownError) {
    expect(op.effect).toBe('write');
    error = error.cause;
  }
  expect(
    errorClasses.some((c) => error instanceof c),
    String(error),
  ).toBe(true);
  expect((error as Error).message.length).toBeGreaterThan(0);
  // The class fits what happened: HttpError exactly for non-2xx statuses, and
  // RequestError only for arguments that cannot make a URL.
  const ok = response.status >= 200 && response.status < 300;
  if (error instanceof exported.HttpError) {
    expect(error.status).toBe(response.status);
    checkErrorBody(error, op, { contentType: sentType, text: nullBody ? '' : response.body }, validate ? oracles.isValidFor : undefined);
  } else if (!ok) expect(error).toBeInstanceOf(exported.RequestError);
  if (error instanceof exported.RequestError) {
    const badPath = args.slice(0, pathExamples(op).length).some((v) => v === '' || v === '.' || v === '..');
    expect(badPath, String(error)).toBe(true);
  }
  return false;
}

/** The oracle's validators of one operation: of its 200 body, and of the body of any status (compiled on first use). */
function operationOracles(validatorOf: ReturnType<typeof oracle>, op: OperationSpec) {
  const compiled = new Map<string, (data: unknown) => boolean>();
  return {
    isValid: validatorOf(op),
    isValidFor: (status: string) => compiled.get(status) ?? compiled.set(status, validatorOf(op, status)).get(status)!,
  };
}

/**
 * What a method does with an answer depends on of its operation: the statuses and media types it declares, its
 * 200 body's kind, whether that holds int64 fields, its effect and whether it takes path parameters.
 */
function profileOf(api: Api, op: OperationSpec): string {
  const ok = op.responses.find((r) => r.status === '200');
  const okKind = ok === undefined ? 'none' : jsonContent(ok) !== undefined ? 'json' : ok.contents.map((c) => c.mediaType).join('|') || 'empty';
  const errors = [...new Set(op.responses.filter((r) => r.status !== '200').flatMap((r) => r.contents.map((c) => c.mediaType)))].sort();
  const int64 = int64Columns.get(api)?.[op.id]?.response !== undefined;
  return JSON.stringify({
    okKind,
    errors,
    default: op.responses.some((r) => r.status === 'default'),
    int64,
    effect: op.effect,
    path: pathExamples(op).length > 0,
  });
}

/** The int64 column of each API's operation table (`src/generated/<api>-operations.gen.ts`): which 200 bodies hold int64 fields. */
const int64Columns = new Map<string, OperationTable['int64']>(
  await Promise.all(
    apis.map(async (api) => {
      const module = (await import(`../src/generated/${api}-operations.gen.ts`)) as Record<string, OperationTable>;
      return [api, module[`${api}OperationTable`]!.int64] as const;
    }),
  ),
);

/** Fixed hostile answers every operation gets: bodies a broken server or proxy sends, under a success, a documented and an undocumented failure status. */
function hostileExchanges(op: OperationSpec): Exchange[] {
  const okType = op.responses.find((r) => r.status === '200')?.contents[0]?.mediaType ?? 'application/json';
  const [example] = responseExamples(op).map((e) => (okType.includes('json') ? JSON.stringify(e) : String(e)));
  const documented = op.responses.map((r) => r.status).find((s) => s !== '200' && s !== 'default');
  const statuses = [200, Number(documented ?? 404), 503];
  const bodies: [string, string | undefined][] = [
    ['', 'application/json'],
    ['null', 'application/json'],
    ['{}', 'application/json'],
    ['{"code":"X","cause":"y","context":{},"errorCategory":1}', 'application/json; charset=utf-8'],
    ['{"code":"X","cau', 'text/plain; charset=utf-8'],
    [html, 'text/html'],
    ['[]', undefined],
    ...(example === undefined
      ? []
      : ([
          [example.slice(0, Math.floor(example.length / 2)), okType],
          [example.replace(/(":\s*)\d+/, '$1123456789012345678901'), okType],
        ] as [string, string][])),
  ];
  const args = argumentArbitrary(op);
  const [pathArgs] = fc.sample(args, { numRuns: 1, seed: 1 });
  return statuses.flatMap((status) => bodies.map(([body, contentType]) => ({ response: { status, contentType, body }, args: pathArgs! })));
}

/** The call with the example arguments, answered with each 200 example as the spec documents it. */
function exampleExchanges(op: OperationSpec): Exchange[] {
  const okType = op.responses.find((r) => r.status === '200')?.contents[0]?.mediaType ?? 'application/json';
  const request = requestExample(op);
  const args = request === undefined ? pathExamples(op) : [...pathExamples(op), request];
  return responseExamples(op).map((e) => ({
    response: { status: 200, contentType: okType, body: okType.includes('json') ? JSON.stringify(e) : String(e) },
    args,
  }));
}

const profiled = new Set<string>();
for (const api of apis) {
  const validatorOf = oracle(api);
  describe(`${api}: any response, every method`, () => {
    for (const op of specOperations(api)) {
      const oracles = operationOracles(validatorOf, op);
      const profile = profileOf(api, op);
      const representative = !profiled.has(profile);
      profiled.add(profile);
      for (const mode of modes) {
        const [int64, validate] = mode;
        it(`${op.id} (int64 ${int64}, validate ${validate}): its examples resolve${validate ? ' valid' : ''}, fixed hostile answers settle as the property says`, async () => {
          for (const exchange of exampleExchanges(op)) expect(await checkExchange(api, op, mode, exchange, oracles), 'the example resolves').toBe(true);
          for (const exchange of hostileExchanges(op)) await checkExchange(api, op, mode, exchange, oracles);
        });
        if (!representative) continue;
        it(`${op.id} (int64 ${int64}, validate ${validate}): any answer, any arguments (the property, for its profile)`, async () => {
          let resolvedValid = 0;
          await fc.assert(
            fc.asyncProperty(responseArbitrary(op), argumentArbitrary(op), async (response, args) => {
              if ((await checkExchange(api, op, mode, { response, args }, oracles)) && validate) resolvedValid++;
            }),
            { numRuns: 150 },
          );
          // The property must not pass vacuously: some runs resolve (the spec's own examples do).
          if (validate && responseExamples(op).length > 0) expect(resolvedValid).toBeGreaterThan(0);
        });
      }
    }
  });
}

it('the property runs on several profiles', () => {
  expect(profiled.size).toBeGreaterThan(3);
});
