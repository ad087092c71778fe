// The answer a node gives a request that breaks a rule of the spec, where Prism would answer an unrelated example.
// Prism refuses a request that breaks the spec with the first example of the error status (a Scan
// `page_size: 0` got "Exceeded limit maximum (1001 > 1000)."), and names what it broke in its `sl-violations`
// header (`location` `['request', 'body', 'page_size']`, `code` the JSON Schema keyword). Two kinds are answered as the node would:
// - a body that does not decode (a missing required field, a value of another JSON type, a name outside an enum):
//   the node's HTTP layer refuses it before any handler runs, in plain text (pekko's "The request content was
//   malformed: …" on Scan, validator and registry; tapir's "Invalid value for: body (…)" on the ledger). The spec
//   names that example `malformed-body` (the ledger's reads also `invalid-body`). Its text names one field and
//   value, not necessarily the ones this request broke: the mock answers the example as written.
// - a range rule, checked by the handler on the decoded value: the spec names its example of that refusal after
//   the rule: `<field>-too-small` (below `minimum`; the ledger's older `negative-<field>` and
//   `non-positive-<field>` too), `<field>-too-large` (above `maximum`), `too-many-<what>` (above `maxItems`), as
//   Scan's `page-size-too-small` holding Splice's "Limit must be at least 1." (Limit.scala), the ledger's
//   `max-page-size-too-small` (FieldValidator.validatePageSize) or `negative-page-size` of its party listing. Where the node's text names the
//   value sent (Splice's "Exceeded limit maximum (N > 1000).", Canton's "…, but got N"), the mock puts the value
//   this request sent in place of the example's (value-sent.ts).
import type { Json, OperationSpec } from '@canton-openapi/contract';
import { withValueSent } from './value-sent.ts';

/** One entry of Prism's `sl-violations` header. */
interface Violation {
  location?: unknown;
  code?: unknown;
}

/** The spec's example of a refusal, with its media type. */
export interface RefusalExample {
  mediaType: string;
  value: Json;
}

/** The rules a node checks on a value it has decoded, and how the spec's example of each refusal is named. */
const tooSmall = (field: string) => [`${field}-too-small`, `negative-${field}`, `non-positive-${field}`];
const namings: Record<string, (field: string) => string[]> = {
  minimum: tooSmall,
  exclusiveMinimum: tooSmall,
  maximum: (field) => [`${field}-too-large`],
  exclusiveMaximum: (field) => [`${field}-too-large`],
  maxItems: (field) => [`too-many-${field}`],
};
const nameEnd: Record<string, RegExp> = {
  minimum: /-too-small$/,
  exclusiveMinimum: /-too-small$/,
  maximum: /-too-large$/,
  exclusiveMaximum: /-too-large$/,
  maxItems: /^too-many-/,
};

/** The rules of a body's schema its decoder checks: a body breaking one does not decode. */
const decodeRules = new Set(['required', 'type', 'enum']);

/** The names the specs give the example of a body that does not decode. */
const decodeFailureNames = ['malformed-body', 'invalid-body'];

/** `page_size`, `maxPageSize` → `page-size`, `max-page-size`. */
const kebab = (name: string) => name.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What the request sent, to read the value a rule refused: its parsed JSON body and its query. */
export interface SentRequest {
  body: unknown;
  query: URLSearchParams;
}

/**
 * The documented answer to a request Prism refused with `violations` (its `sl-violations` header) at `status`:
 * where a violation is of the body's decoding, the example of a body that does not decode (`malformed-body`);
 * where every violation is a range rule, the example of the first one's refusal, by name (`page-size-too-small`),
 * or else the one example of the status named for that rule (`BadRequest`'s `page-size-too-small` for Scan's
 * `limit`), with the value `sent` where its text names it. Undefined when a violation is of another kind or no
 * example is named for it.
 */
export function violationExample(op: OperationSpec, status: number, violations: string | null, sent?: SentRequest): RefusalExample | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(violations ?? '');
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return undefined;
  const rules = (parsed as Violation[]).map(({ location, code }) => {
    const parts = Array.isArray(location) ? location.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number') : [];
    // `['request', 'body', 'page_size']` → `['body', 'page_size']`: where in the request, then the path to the value.
    const path = parts[0] === 'request' ? parts.slice(1) : parts;
    // Prism names a query parameter in lower case (`pagesize`): the operation's own spelling is `pageSize`.
    if (path[0] === 'query' && typeof path[1] === 'string') path[1] = queryName(op, path[1]);
    return { code: typeof code === 'string' ? code : '', path, field: path.filter((part): part is string => typeof part === 'string').at(-1) };
  });
  // The body is decoded before any handler checks a range: one decoding failure decides the answer.
  if (rules.some((rule) => rule.path[0] === 'body' && decodeRules.has(rule.code))) return decodeFailureExample(op, status);
  if (!rules.every((rule) => rule.code in namings)) return undefined;
  const { code, field, path } = rules[0]!;
  const examples = examplesOf(op, status);
  const names = field === undefined ? [] : namings[code]!(kebab(field));
  const named = examples.find((e) => names.includes(e.name));
  const forRule = examples.filter((e) => nameEnd[code]!.test(e.name));
  const chosen = named ?? (forRule.length === 1 ? forRule[0] : undefined);
  if (chosen === undefined) return undefined;
  const value = sent === undefined ? undefined : valueAt(sent, path);
  return { mediaType: chosen.mediaType, value: value === undefined ? chosen.value : withValueSent(chosen.value, value) };
}

/** The spec's example of a body `op` cannot decode (`malformed-body`, `invalid-body`) among its answers of `status`, if it names one. */
export function decodeFailureExample(op: OperationSpec, status: number): RefusalExample | undefined {
  const examples = examplesOf(op, status);
  const chosen = decodeFailureNames.map((name) => examples.find((e) => e.name === name)).find((e) => e !== undefined);
  return chosen === undefined ? undefined : { mediaType: chosen.mediaType, value: chosen.value };
}

/** The query parameter of `op` that Prism's lower-case `name` stands for, spelled as the spec spells it. */
function queryName(op: OperationSpec, name: string): string {
  return op.parameters.find((p) => p.in === 'query' && p.name.toLowerCase() === name.toLowerCase())?.name ?? name;
}

/** Every example of `op`'s answers of `status`, with its name and media type. */
function examplesOf(op: OperationSpec, status: number): { name: string; mediaType: string; value: Json }[] {
  return op.responses
    .filter((r) => r.status === String(status))
    .flatMap((r) => r.contents)
    .flatMap((m) => m.examples.map((example) => ({ name: example.name, mediaType: m.mediaType, value: example.value })));
}

/** The number the request sent at a violation's `path` (`['body', 'page_size']`, `['query', 'limit']`), if it is one. */
function valueAt(sent: SentRequest, path: readonly (string | number)[]): number | undefined {
  const [where, ...rest] = path;
  let value: unknown;
  if (where === 'query' && typeof rest[0] === 'string') value = sent.query.get(rest[0]) ?? undefined;
  else if (where === 'body')
    value = rest.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), sent.body);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
