// The parts of a Scan answer an agreement rule (`x-bft`) reads: the body without the pointers the rule
// ignores, the value at a pointer, and the order of ranked values. The contract model reads the same rule
// for lint and conformance (packages/contract/src/bft.ts); the client keeps its own few lines, so that
// its bundle never carries the contract model.
import type { BftRuleEntry } from '../../core/types/operation-table.ts';

/** Decodes a JSON pointer into its reference tokens (RFC 6901). */
function tokensOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at JSON pointer `pointer` of `value`, or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const token of tokensOf(pointer)) at = isRecord(at) ? at[token] : Array.isArray(at) ? at[Number(token)] : undefined;
  return at;
}

/** `value` without what is at `tokens`: copied along that path only, every other value shared. */
function without(value: unknown, tokens: readonly string[]): unknown {
  if (tokens.length === 0) return value;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(value)) {
    const index = Number(head);
    if (!/^\d+$/.test(head) || index >= value.length) return value;
    const copy = [...value];
    copy[index] = rest.length === 0 ? null : without(value[index], rest);
    return copy;
  }
  if (!isRecord(value) || !(head in value)) return value;
  const copy = { ...value };
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(value[head], rest);
  return copy;
}

/** `value` as the rule compares it: without the pointers of `ignore`. */
export function compared(rule: BftRuleEntry | undefined, value: unknown): unknown {
  return (rule?.ignore ?? []).reduce((acc, pointer) => without(acc, tokensOf(pointer)), value);
}

/** Why a 200 body is no vote under `abstain-unless` (its value at `abstain.at` is not `abstain.unless`); undefined when it votes. */
export function abstention(rule: BftRuleEntry | undefined, body: unknown): string | undefined {
  if (rule?.abstain === undefined) return undefined;
  const found = valueAt(body, rule.abstain.at);
  if (JSON.stringify(found) === JSON.stringify(rule.abstain.unless)) return undefined;
  return `${rule.abstain.at} is ${JSON.stringify(found) ?? 'missing'}, not ${JSON.stringify(rule.abstain.unless)}: this Scan cannot tell (yet)`;
}

/**
 * Orders two ranked values (`order-statistic`): numbers and bigints by value, timestamps by time (fractions
 * of a second to any precision), other strings as text; undefined when they cannot be ranked together.
 */
export function compareRanked(a: unknown, b: unknown): number | undefined {
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;
  const [ta, tb] = [timeOf(a), timeOf(b)];
  if (ta === undefined || tb === undefined) return a < b ? -1 : a > b ? 1 : 0;
  return ta.ms - tb.ms || (ta.fraction < tb.fraction ? -1 : ta.fraction > tb.fraction ? 1 : 0);
}

/** An RFC 3339 time as whole milliseconds of the second and the digits after them, padded for comparison. */
function timeOf(text: string): { ms: number; fraction: string } | undefined {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  if (match === null) return undefined;
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  return Number.isNaN(seconds) ? undefined : { ms: seconds, fraction: (match[2] ?? '').padEnd(12, '0') };
}
