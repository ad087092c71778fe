// The bundled specs, read the way users get them (`@canton-openapi/types/<api>/openapi.json`), so
// tests derive operations, statuses and examples from the contract instead of listing them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const apis = ['ledger', 'scan', 'validator'] as const;
export type Api = (typeof apis)[number];

type Json = Record<string, unknown>;

export interface SpecOperation {
  api: Api;
  operationId: string;
  method: string;
  path: string;
  deprecated: boolean;
  pathParams: { name: string; example: unknown }[];
  /** Named request body examples. */
  requestExamples: Record<string, unknown>;
  /** Status key → media type → named examples. */
  responses: Record<string, { media: string; examples: Record<string, unknown> }[]>;
}

export function loadSpec(api: Api): Json {
  return JSON.parse(readFileSync(require.resolve(`@canton-openapi/types/${api}/openapi.json`), 'utf8')) as Json;
}

function deref(doc: Json, node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((n, t) => n[t] as Json, doc);
  }
  return current;
}

function examplesOf(doc: Json, media: Json): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, ex] of Object.entries((media.examples ?? {}) as Json)) out[name] = deref(doc, ex).value;
  if ('example' in media) out.example = media.example;
  return out;
}

/** Every operation of one API with its documented statuses and named examples. */
export function specOperations(api: Api): SpecOperation[] {
  const doc = loadSpec(api);
  const out: SpecOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, raw] of Object.entries(item as Json)) {
      const op = raw as Json;
      if (typeof op.operationId !== 'string') continue;
      const params = ((op.parameters ?? []) as unknown[]).map((p) => deref(doc, p));
      const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const responses: SpecOperation['responses'] = {};
      for (const [status, r] of Object.entries(op.responses as Json)) {
        const response = deref(doc, r);
        responses[status] = Object.entries((response.content ?? {}) as Json).map(([media, m]) => ({
          media,
          examples: examplesOf(doc, m as Json),
        }));
      }
      out.push({
        api,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        deprecated: op.deprecated === true,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: String(p.name), example: p.example })),
        requestExamples: body ? examplesOf(doc, (body.content as Json)['application/json'] as Json) : {},
        responses,
      });
    }
  }
  return out;
}
