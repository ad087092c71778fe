// Whether the server enforces a rule the contract states for requests: the `x-server-check` extension,
// one record per rule keyword, next to the rule. Conformance reads it to decide whether accepting a
// request that breaks the rule is a failure (the server is known to reject it) or a warning (the server
// is known not to); `canton/server-check` checks that every rule a negative request can come from has
// one. Nothing else decides this: no rule is enforced or unenforced by its kind.
import { isObject } from './json.ts';
import { compareReleases, isReleasedVersion, parseRelease } from './lifecycle.ts';

/** The extension's name. */
export const serverCheckKey = 'x-server-check';

/**
 * The rule keywords conformance breaks in its negative requests, so the ones a record is kept for:
 * `required` (on the required property, as the server sees a body without it), `type` (on a request
 * body's property or a numeric parameter), `enum`, `minimum`, `maximum`, `minItems`, `maxItems`,
 * `pattern` (where they are written) and `not` (on the schema that forbids a field combination).
 */
export const serverCheckKeywords = ['required', 'type', 'enum', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'not'] as const;

/** A rule keyword that carries a server-check record. */
export type ServerCheckKeyword = (typeof serverCheckKeywords)[number];

/** What the server does with a request that breaks one rule, and the code that shows it. */
export interface ServerCheck {
  /** True: the server rejects such a request (a 4xx); false: it accepts it. */
  enforced: boolean;
  /** With `enforced: true`: the first release that rejects it; the releases before accept it. Absent: every release does. */
  since?: string;
  /** Where the servers' code shows it: file and symbol, and what it does. */
  evidence: string;
}

/** Whether `value` names a rule keyword that carries a record. */
export function isServerCheckKeyword(value: string): value is ServerCheckKeyword {
  return (serverCheckKeywords as readonly string[]).includes(value);
}

/**
 * What is wrong with the shape of an `x-server-check` value, one sentence per problem (empty when valid);
 * `newest` (the document's `info.version`) bounds a record's `since`.
 */
export function serverCheckShapeProblems(value: unknown, newest?: string): string[] {
  const list = serverCheckKeywords.map((k) => `\`${k}\``).join(', ');
  if (!isObject(value) || Object.keys(value).length === 0) return [`\`${serverCheckKey}\` must map rule keywords (${list}) to records.`];
  const problems: string[] = [];
  for (const [keyword, record] of Object.entries(value)) {
    const at = (field?: string) => `\`${serverCheckKey}.${keyword}${field === undefined ? '' : `.${field}`}\``;
    if (!isServerCheckKeyword(keyword)) {
      problems.push(`\`${serverCheckKey}\` has unknown rule keyword \`${keyword}\`; expected one of ${list}.`);
      continue;
    }
    if (!isObject(record)) {
      problems.push(`${at()} must be an object with \`enforced\` and \`evidence\`.`);
      continue;
    }
    for (const key of Object.keys(record))
      if (key !== 'enforced' && key !== 'since' && key !== 'evidence') problems.push(`${at()} has unknown field \`${key}\`.`);
    if (typeof record['enforced'] !== 'boolean') problems.push(`${at('enforced')} must be true (the server rejects such a request) or false (it accepts it).`);
    if ('since' in record) problems.push(...sinceProblems(record['since'], record['enforced'], newest).map((p) => `${at('since')} ${p}`));
    const evidence = record['evidence'];
    if (typeof evidence !== 'string' || evidence.trim().length < 10)
      problems.push(`${at('evidence')} must say where the servers' code shows it (file: symbol, and what it does).`);
  }
  return problems;
}

/** What is wrong with a record's `since`: not a release, on a rule not enforced, or after the newest release described. */
function sinceProblems(since: unknown, enforced: unknown, newest: string | undefined): string[] {
  // YAML reads an unquoted `0.9` as a number: show what was written.
  if (!isReleasedVersion(since))
    return [`must be the released version \`MAJOR.MINOR.PATCH\` from which the server rejects such a request; found ${JSON.stringify(since)}.`];
  if (enforced !== true) return ['needs `enforced: true`: it names the release from which the server rejects such a request.'];
  if (newest !== undefined && parseRelease(newest) !== undefined && compareReleases(since, newest) > 0)
    return [`${since} is after the newest release the document describes (\`info.version\` ${newest}).`];
  return [];
}

/**
 * The record for `keyword` on `schema` (read with its `$ref` siblings laid over the target, so a record
 * written beside a `$ref` counts), or undefined when there is none or it is malformed.
 */
export function serverCheckOf(schema: Record<string, unknown>, keyword: ServerCheckKeyword): ServerCheck | undefined {
  const records = schema[serverCheckKey];
  if (!isObject(records)) return undefined;
  const record = records[keyword];
  if (!isObject(record) || typeof record['enforced'] !== 'boolean' || typeof record['evidence'] !== 'string') return undefined;
  const since = record['enforced'] && isReleasedVersion(record['since']) ? { since: record['since'] } : {};
  return { enforced: record['enforced'], ...since, evidence: record['evidence'] };
}

/**
 * Whether a server of `release` rejects a request that breaks the rule of `check`: true or false, or
 * undefined when the record names the release it starts from (`since`) and the server's release is not
 * known (absent, or no release string), so either may hold.
 */
export function enforcedAt(check: Pick<ServerCheck, 'enforced' | 'since'>, release: string | undefined): boolean | undefined {
  if (!check.enforced || check.since === undefined) return check.enforced;
  if (release === undefined || parseRelease(release) === undefined) return undefined;
  return compareReleases(release, check.since) >= 0;
}

/** The JSON types a schema's `type` names. */
export function typesOf(schema: Record<string, unknown>): string[] {
  const type = schema['type'];
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** Where a schema sits in a request, which decides the rules a negative request breaks there. */
export type RulePlace = 'parameter' | 'body-property' | 'body';

/**
 * The rule keywords of `schema` (siblings laid over it) that conformance breaks in a negative request,
 * so the records it needs: value rules wherever they are written, `type` on a body property or a numeric
 * parameter, `not` on a body schema. `required` is asked of the parent (`requiredBy`).
 */
export function checkedRules(schema: Record<string, unknown>, place: RulePlace): ServerCheckKeyword[] {
  const rules: ServerCheckKeyword[] = [];
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  if (place === 'body-property' ? types.length > 0 : place === 'parameter' && numeric) rules.push('type');
  if (place !== 'parameter' && Array.isArray(schema['enum'])) rules.push('enum');
  if (typeof schema['minimum'] === 'number') rules.push('minimum');
  if (typeof schema['maximum'] === 'number') rules.push('maximum');
  if (place !== 'parameter' && typeof schema['minItems'] === 'number' && schema['minItems'] >= 1) rules.push('minItems');
  if (place !== 'parameter' && typeof schema['maxItems'] === 'number') rules.push('maxItems');
  if (typeof schema['pattern'] === 'string') rules.push('pattern');
  if (place !== 'parameter' && isObject(schema['not'])) rules.push('not');
  return rules;
}

/** Whether the rule `keyword` is written on `schema` (siblings laid over it); for `required`, use the parent's list. */
export function hasRule(schema: Record<string, unknown>, keyword: Exclude<ServerCheckKeyword, 'required'>): boolean {
  return keyword === 'type' ? typesOf(schema).length > 0 : schema[keyword] !== undefined;
}
