// The wire corpus (specs/wire-corpus): answers and requests shaped like what healthy nodes send and
// accept, taken from the servers' code, checked against the bundled specs. Responses go through the
// generated client with `validate: true`, as users meet them; requests through the spec's schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { HttpError, Int64PrecisionError, ResponseValidationError, UnsupportedByServerError } from '@canton-openapi/client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createClient, methodOf } from './support/clients.ts';
import { fakeFetch, raw } from './support/fake-fetch.ts';
import { availabilityAt, isObject, jsonContent, parametersIn, parseRelease, releaseLine, releaseLinesOf } from '@canton-openapi/contract';
import { type Api, apis, asResult, loadSpec, requestExample, specOperations } from './support/spec.ts';

interface WireCase {
  file: string;
  api: Api;
  source: string;
  /** The server release that answers (or takes) it this way; its contract is what the case is checked against. */
  release?: string;
  operation: string;
  kind: 'response' | 'request';
  valid: boolean;
  pathParams?: Record<string, unknown>;
  query?: Record<string, unknown>;
  status?: number;
  mediaType?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** `body` with every integer a `bigint`, as written (a JavaScript number rounds beyond 2^53). */
  exactBody?: unknown;
}

const corpusDir = new URL('../../../specs/wire-corpus/', import.meta.url);
const corpus: WireCase[] = apis.flatMap((api) =>
  readdirSync(new URL(`${api}/`, corpusDir))
    .filter((f) => f.endsWith('.yaml'))
    .map((file) => {
      const text = readFileSync(new URL(`${api}/${file}`, corpusDir), 'utf8');
      const exactBody = (parse(text, { intAsBigInt: true }) as { body?: unknown }).body;
      return { file: `${api}/${file}`, api, ...(parse(text) as Omit<WireCase, 'file' | 'api' | 'exactBody'>), exactBody };
    }),
);

/** JSON text of a value whose integers may be `bigint`s, each written with its exact digits. */
const { rawJSON } = JSON as unknown as { rawJSON(text: string): unknown };
const writeExact = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? rawJSON(String(v)) : v));
/** Whether `value` holds an integer a number does not hold exactly (outside ±(2^53 − 1)). */
const holdsInexact = (value: unknown): boolean =>
  typeof value === 'bigint'
    ? value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsInexact);

const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
/** Validators of the request body and parameters of each operation, compiled from the bundled spec. */
function requestSchemas(api: Api) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(loadSpec(api).root, 'spec');
  const compile = (pointer: string): ValidateFunction => ajv.compile({ $ref: `spec#${pointer}` });
  const byOperation = new Map<string, { body?: ValidateFunction; params: Map<string, ValidateFunction> }>();
  for (const op of specOperations(api)) {
    const body = jsonContent(op.requestBody);
    const params = new Map(op.parameters.map((p) => [p.name, compile(p.schemaPointer)]));
    byOperation.set(op.id, { ...(body === undefined ? {} : { body: compile(body.schemaPointer) }), params });
  }
  return byOperation;
}

const schemas = Object.fromEntries(apis.map((api) => [api, requestSchemas(api)])) as Record<Api, ReturnType<typeof requestSchemas>>;

/** The client call of a response case: its path parameters (else the spec's examples) and body. */
function call(c: WireCase, fetch: typeof globalThis.fetch, serverVersion?: string, int64: 'number' | 'bigint' = 'number'): Promise<unknown> {
  const op = specOperations(c.api).find((o) => o.id === c.operation);
  if (op === undefined) throw new Error(`${c.file}: the ${c.api} spec has no operation ${c.operation}`);
  const args: unknown[] = parametersIn(op, 'path').map((p) => c.pathParams?.[p.name] ?? p.examples[0]);
  const request = requestExample(op);
  if (request !== undefined) args.push(request);
  args.push({});
  const client = createClient(c.api, { fetch, token: 'a.b.c', validate: true, retry: false, int64, ...(serverVersion === undefined ? {} : { serverVersion }) });
  return methodOf(client, c.operation)(...args);
}

/** A fake server answering the case; a case without a body is answered with an empty one (no `Content-Type` unless it names one). */
function answer(c: WireCase) {
  const json = c.mediaType?.includes('json') === true;
  const text = c.body === undefined ? '' : json ? writeExact(c.exactBody) : String(c.body);
  return fakeFetch(() => raw(text, c.status ?? 200, c.mediaType, c.headers ?? {}));
}

describe('the corpus', () => {
  it('has cases for every API, each naming its source and an operation of the spec', () => {
    for (const api of apis) expect(corpus.filter((c) => c.api === api).length, api).toBeGreaterThan(0);
    for (const c of corpus) {
      expect(typeof c.source === 'string' && c.source.length > 20, `${c.file}: source`).toBe(true);
      expect(schemas[c.api].has(c.operation), `${c.file}: operation ${c.operation}`).toBe(true);
      expect(['response', 'request'], `${c.file}: kind`).toContain(c.kind);
      expect(typeof c.valid, `${c.file}: valid`).toBe('boolean');
      // A release the spec describes: of one of its release lines.
      if (c.release !== undefined) expect(releaseLinesOf(loadSpec(c.api).root), `${c.file}: release`).toContain(releaseLine(c.release));
    }
  });
});

/** The error `code` of a JSON body (a Canton error's), if it has one. */
const codeOf = (body: unknown) => (isObject(body) && typeof body['code'] === 'string' ? body['code'] : undefined);

// A case of a release is checked against that release's contract: an operation the release does not serve
// is answered 404 (no route) and a client told the release refuses the call unsent; one it disables by default
// is refused with DEPRECATED_API_DISABLED and refused unsent too; an answer refusing a request field as
// disabled needs a field the release disables; an operation it serves is not answered as disabled.
describe('cases of a release, against the contract of that release', () => {
  for (const c of corpus.filter((w) => w.release !== undefined)) {
    const release = c.release!;
    it(`${c.file}: as ${c.api} ${release} answers ${c.operation}`, async () => {
      expect(parseRelease(release), `${c.file}: release`).toBeDefined();
      const op = specOperations(c.api).find((o) => o.id === c.operation)!;
      const availability = availabilityAt(op.lifecycle, release);
      const code = codeOf(c.body);
      if (availability === 'absent' || availability === 'removed' || availability === 'disabled') {
        expect(c.kind).toBe('response');
        expect(c.status).toBe(availability === 'disabled' ? 400 : 404);
        if (availability === 'disabled') expect(code).toBe('DEPRECATED_API_DISABLED');
        const { fetch, calls } = answer(c);
        await expect(call(c, fetch, release)).rejects.toBeInstanceOf(UnsupportedByServerError);
        expect(calls).toHaveLength(0);
        return;
      }
      if (code === 'DEPRECATED_API_DISABLED')
        expect(op.deprecatedFields.filter((f) => availabilityAt(f.lifecycle, release) === 'disabled').map((f) => f.where)).not.toEqual([]);
      else expect(c.kind === 'request' || c.status !== 404 || c.mediaType?.includes('json')).toBe(true);
    });
  }
});

describe('responses, read by the client with validate: true', () => {
  for (const c of corpus.filter((w) => w.kind === 'response')) {
    const status = c.status ?? 200;
    if (status < 300 && c.valid && holdsInexact(c.exactBody)) {
      // Integers no number holds exactly: number mode refuses them, bigint mode returns every digit.
      it(`${c.file}: ${c.operation} is refused in number mode and returned exactly in bigint mode`, async () => {
        await expect(call(c, answer(c).fetch)).rejects.toBeInstanceOf(Int64PrecisionError);
        expect(writeExact(await call(c, answer(c).fetch, undefined, 'bigint'))).toBe(writeExact(c.exactBody));
      });
    } else if (status < 300 && c.valid) {
      it(`${c.file}: ${c.operation} returns the body unchanged`, async () => {
        await expect(call(c, answer(c).fetch)).resolves.toEqual(asResult(c.mediaType ?? 'application/json', c.body));
      });
    } else if (status < 300) {
      it(`${c.file}: ${c.operation} rejects it as not matching the spec`, async () => {
        await expect(call(c, answer(c).fetch)).rejects.toBeInstanceOf(ResponseValidationError);
      });
    } else {
      it(`${c.file}: ${c.operation} ${status} is an HttpError typed as ${c.mediaType}`, async () => {
        const error = await call(c, answer(c).fetch).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(HttpError);
        const http = error as HttpError;
        expect({ status: http.status, mediaType: http.mediaType, body: http.body, bodyIssue: http.bodyIssue }).toEqual({
          status,
          mediaType: c.valid ? c.mediaType : undefined,
          body: c.valid ? c.body : undefined,
          bodyIssue: c.valid ? undefined : expect.any(String),
        });
        for (const [name, value] of Object.entries(c.headers ?? {})) expect(http.headers[name]).toBe(value);
      });
    }
  }
});

describe('requests, against the request schemas of the bundled spec', () => {
  for (const c of corpus.filter((w) => w.kind === 'request')) {
    it(`${c.file}: ${c.operation} ${c.valid ? 'accepts' : 'rejects'} it`, () => {
      const op = schemas[c.api].get(c.operation)!;
      const problems: string[] = [];
      if (c.body !== undefined) {
        if (op.body === undefined) throw new Error(`${c.file}: ${c.operation} takes no body`);
        if (!op.body(c.body)) problems.push(...(op.body.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
      }
      for (const [name, value] of Object.entries({ ...c.pathParams, ...c.query })) {
        const param = op.params.get(name);
        if (param === undefined) throw new Error(`${c.file}: ${c.operation} has no parameter ${name}`);
        if (!param(value)) problems.push(...(param.errors ?? []).map((e) => `${name} ${e.message}`));
      }
      if (c.valid) expect(problems).toEqual([]);
      else expect(problems).not.toEqual([]);
    });
  }
});
