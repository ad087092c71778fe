// The bundled specs, read the way users get them (`@canton-openapi/types/<api>/openapi.json`) and through the
// contract model, so tests derive APIs, operations, statuses and examples from the contract instead of listing them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ApiName, apiNames } from '@canton-openapi/conformance';
import { jsonContent, type Json, namedOperations, type OperationSpec, parametersIn, type SpecDocument, specDocument } from '@canton-openapi/contract';

const require = createRequire(import.meta.url);

/** The repository's APIs in redocly.yaml order, as generated from it (conformance's API table). */
export const apis = apiNames;

const clientExports = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> }).exports;

/**
 * The client subpath that types every operation of `api`: `<api>/internal` where the API has operations without
 * upstream's compatibility promise (the package exports it then), else `<api>`.
 */
export function everyOperationSubpath(api: string): string {
  return `./${api}/internal` in clientExports ? `${api}/internal` : api;
}
/** The name of one of `apis`. */
export type Api = ApiName;

/** `make(api)` of every API, by name. */
export function byApi<T>(make: (api: Api) => T): Record<Api, T> {
  // Object.fromEntries types its keys as strings; these are exactly `apis`.
  return Object.fromEntries(apis.map((api) => [api, make(api)])) as Record<Api, T>;
}

const specs = new Map<Api, SpecDocument>();
/** The bundled spec of `api`, as `@canton-openapi/types/<api>/openapi.json` ships it. */
export function loadSpec(api: Api): SpecDocument {
  const path = require.resolve(`@canton-openapi/types/${api}/openapi.json`);
  return specs.get(api) ?? specs.set(api, specDocument(api, JSON.parse(readFileSync(path, 'utf8')))).get(api)!;
}

/** Every operation of one API with its documented statuses and named examples, as the contract model reads them. */
export function specOperations(api: Api): OperationSpec[] {
  return namedOperations(loadSpec(api));
}

/** The example of each path parameter of `op`, in order. */
export function pathExamples(op: OperationSpec): Json[] {
  return parametersIn(op, 'path').map((p) => p.examples[0] ?? null);
}

/** The first named example of `op`'s JSON request body, if it has one. */
export function requestExample(op: OperationSpec): Json | undefined {
  return requestExamples(op)[0];
}

/** The named examples of `op`'s request body: JSON, or for a body of bytes, each example's text as bytes. */
export function requestExamples(op: OperationSpec): Json[] {
  const bytes = op.requestBody?.contents.find((media) => media.mediaType === 'application/octet-stream');
  if (jsonContent(op.requestBody) === undefined && bytes !== undefined) return bytes.examples.map((example) => encodeBytes(example.value) as unknown as Json);
  return (jsonContent(op.requestBody)?.examples ?? []).map((example) => example.value);
}

/** The bytes a mock sends, or a test sends, for an `application/octet-stream` example: its text, UTF-8. */
export function encodeBytes(example: unknown): Uint8Array {
  return new TextEncoder().encode(String(example));
}

/** What a method resolves to for a 200 `example` of `mediaType`: the bytes of an `application/octet-stream` one, else the example. */
export function asResult(mediaType: string, example: unknown): unknown {
  return mediaType === 'application/octet-stream' ? encodeBytes(example) : example;
}

/** The example values of the first media type `op` documents for `status` (`'200'` by default). */
export function responseExamples(op: OperationSpec, status = '200'): Json[] {
  return (op.responses.find((r) => r.status === status)?.contents[0]?.examples ?? []).map((example) => example.value);
}
