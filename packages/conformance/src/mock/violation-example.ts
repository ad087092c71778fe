// The answer a node gives a request that breaks a range rule, where Prism would answer an unrelated example.
// Prism refuses a request that breaks the spec with the first example of the error status (a Scan
// `page_size: 0` got "Exceeded limit maximum (1001 > 1000)."), and names what it broke in its `sl-violations`
// header. The spec names its examples of such refusals after the rule: `<field>-too-small` (below `minimum`),
// `<field>-too-large` (above `maximum`), `too-many-<what>` (above `maxItems`), as `page-size-too-small`
// holding Splice's "Limit must be at least 1." (Limit.scala). The mock answers with that example.
import type { Json, OperationSpec } from '@canton-openapi/contract';

/** One entry of Prism's `sl-violations` header. */
interface Violation {
  location?: unknown;
  code?: unknown;
}

/** The rules a node checks on a value it has decoded, and how the spec's example of each refusal is named. */
const namings: Record<string, (field: string) => string> = {
  minimum: (field) => `${field}-too-small`,
  exclusiveMinimum: (field) => `${field}-too-small`,
  maximum: (field) => `${field}-too-large`,
  exclusiveMaximum: (field) => `${field}-too-large`,
  maxItems: (field) => `too-many-${field}`,
};
const nameEnd: Record<string, RegExp> = {
  minimum: /-too-small$/,
  exclusiveMinimum: /-too-small$/,
  maximum: /-too-large$/,
  exclusiveMaximum: /-too-large$/,
  maxItems: /^too-many-/,
};

/** `page_size`, `maxPageSize` → `page-size`, `max-page-size`. */
const kebab = (name: string) => name.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The documented answer to a request Prism refused with `violations` (its `sl-violations` header) at `status`:
 * where every violation is a range rule, the example of the first one's refusal, by name (`page-size-too-small`),
 * or else the one example of the status named for that rule (`BadRequest`'s `page-size-too-small` for Scan's
 * `limit`). Undefined when a violation is of another kind (a body that does not decode is refused before any
 * range check) or no example is named for it.
 */
export function violationExample(op: OperationSpec, status: number, violations: string | null): { mediaType: string; value: Json } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(violations ?? '');
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return undefined;
  const rules = (parsed as Violation[]).map(({ location, code }) => ({
    code: typeof code === 'string' ? code : '',
    field: Array.isArray(location) ? location.filter((part): part is string => typeof part === 'string').at(-1) : undefined,
  }));
  if (!rules.every((rule) => rule.code in namings)) return undefined;
  const { code, field } = rules[0]!;
  const media = op.responses.filter((r) => r.status === String(status)).flatMap((r) => r.contents);
  const examples = media.flatMap((m) => m.examples.map((example) => ({ mediaType: m.mediaType, example })));
  const named = field === undefined ? undefined : examples.find((e) => e.example.name === namings[code]!(kebab(field)));
  const forRule = examples.filter((e) => nameEnd[code]!.test(e.example.name));
  const chosen = named ?? (forRule.length === 1 ? forRule[0] : undefined);
  return chosen === undefined ? undefined : { mediaType: chosen.mediaType, value: chosen.example.value };
}
