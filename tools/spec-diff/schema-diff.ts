// Compares two JSON Schemas of bundled documents in one direction, following `$ref`s by the contract
// model's rule. Requests: a change breaks clients when the server accepts less than before. Responses:
// when the server may send more than before, or stops sending something a client reads.
import { followRefs, type JsonObject, serverCheckKeywords, serverCheckOf } from '@canton-openapi/contract';
import { matchBranches } from './branch-match.ts';
import { canonicalData, canonicalSpec, isAnnotation } from './canonical.ts';
import type { ChangeKind, DiffContext, Direction } from './change.ts';
import { deprecatedOf, diffDeprecation } from './deprecation-diff.ts';

/** Where schema changes go, the direction they are judged in, and the two documents. */
export interface SchemaDiffContext extends DiffContext {
  direction: Direction;
  base: JsonObject;
  head: JsonObject;
}

type Schema = Record<string, unknown>;
type Walk = SchemaDiffContext & { seen: WeakMap<object, WeakSet<object>> };

/** What an absent (or `true`) schema and a `false` one are: one object each, so recursion through them is seen. */
const anything: Schema = {};
const nothing: Schema = { not: {} };

const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

/** Keys this module compares itself; any other non-annotation key is compared conservatively. */
const handled = new Set([
  ...['type', 'nullable', 'format', 'enum', 'const', 'default', 'discriminator', 'pattern', 'uniqueItems', 'multipleOf'],
  ...['deprecated', 'x-replaced-by', 'x-removal-version', 'x-removed-in', 'x-server-check'],
  ...['x-added-in', 'x-deprecated-in', 'x-disabled-in', 'x-enabled-by'],
  ...['properties', 'required', 'additionalProperties', 'items', 'prefixItems', 'contains', 'propertyNames', 'oneOf', 'anyOf', 'allOf'],
  ...lowerBounds,
  ...upperBounds,
]);

/** Reports every semantic difference between `base` and `head` (as written, maybe `$ref`s), located under `path`. */
export function diffSchema(base: unknown, head: unknown, path: string[], ctx: SchemaDiffContext): void {
  walk(base, head, path, { ...ctx, seen: new WeakMap() });
}

/** The schema `schema` is, in the document `root`: `$ref`s followed (siblings laid over), `true`/`false`/absent as schemas. */
function resolve(schema: unknown, root: JsonObject): Schema {
  if (schema === true || schema === undefined) return anything;
  if (schema === false) return nothing;
  return followRefs(root, schema, '').value as Schema;
}

/** Compares two schemas as written: a pair already being compared (a recursive schema) is not compared again. */
function walk(writtenA: unknown, writtenB: unknown, path: string[], ctx: Walk): void {
  const a = resolve(writtenA, ctx.base);
  const b = resolve(writtenB, ctx.head);
  // A pair is known by its nodes as written: a `$ref` with siblings resolves to a new object each time.
  const [keyA, keyB] = [typeof writtenA === 'object' && writtenA !== null ? writtenA : a, typeof writtenB === 'object' && writtenB !== null ? writtenB : b];
  const seenForA = ctx.seen.get(keyA) ?? new WeakSet<object>();
  if (seenForA.has(keyB)) return;
  seenForA.add(keyB);
  ctx.seen.set(keyA, seenForA);
  if (canonicalSpec(a, ctx.base) === canonicalSpec(b, ctx.head)) return;

  // `X` becoming `anyOf: [X, {type: 'null'}]` (or back) is one change, null admitted or no longer:
  // compare X with X, not a schema with a union of schemas.
  const innerA = nullableInner(a, ctx.base);
  const innerB = nullableInner(b, ctx.head);
  if ((innerA === undefined) !== (innerB === undefined)) {
    nullability(innerB !== undefined, path, ctx);
    walk(innerA ?? a, innerB ?? b, path, ctx);
    return;
  }

  const where = ctx.direction;
  diffDeprecation(deprecatedOf(a), deprecatedOf(b), `${where} ${describe(path)}`, path, ctx);
  if (where === 'request') serverChecks(a, b, path, ctx);
  types(a, b, path, ctx);
  format(a, b, path, ctx);
  enums(a, b, path, ctx);
  bounds(a, b, path, ctx);
  properties(a, b, path, ctx);
  additionalProperties(a, b, path, ctx);
  for (const key of ['items', 'contains', 'propertyNames'] as const) {
    if (a[key] !== undefined || b[key] !== undefined) walk(a[key], b[key], [...path, key], ctx);
  }
  for (const key of ['prefixItems', 'oneOf', 'anyOf', 'allOf'] as const) branches(a, b, key, path, ctx);
  if (canonicalData(a.default) !== canonicalData(b.default)) {
    ctx.report('default-changed', [...path, 'default'], false, `${where} default changed from ${show(a.default)} to ${show(b.default)}`);
  }
  const aDisc = (a.discriminator as Schema | undefined)?.propertyName;
  const bDisc = (b.discriminator as Schema | undefined)?.propertyName;
  if (aDisc !== bDisc) {
    ctx.report('keyword-changed', [...path, 'discriminator'], true, `discriminator property changed from ${show(aDisc)} to ${show(bDisc)}`);
  }
  const others = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !handled.has(k) && !isAnnotation(k)));
  for (const key of others) {
    if (canonicalSpec(a[key], ctx.base) === canonicalSpec(b[key], ctx.head)) continue;
    ctx.report(
      'keyword-changed',
      [...path, key],
      true,
      `\`${key}\` changed; its effect on ${where}s cannot be proven compatible, so it is treated as breaking`,
    );
  }
}

/**
 * Whether conformance fails or only warns on a server that accepts a request breaking one of the schema's
 * rules (`x-server-check`, per rule keyword). Clients send the same requests either way: what conformance
 * demands of a server changes, as when a response is narrowed. The evidence is prose.
 */
function serverChecks(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  for (const keyword of serverCheckKeywords) {
    const [was, now] = [serverCheckOf(a, keyword), serverCheckOf(b, keyword)];
    if (was?.enforced === now?.enforced && was?.since === now?.since) continue;
    const rule = `a request breaking \`${keyword}\` of ${describe(path)}`;
    const from = now?.since === undefined ? '' : ` of ${now.since} or later`;
    const message =
      now === undefined
        ? `no record any more of whether servers reject ${rule}`
        : now.enforced
          ? `conformance now fails a server${from} that accepts ${rule}: the record says servers${from} reject it`
          : `conformance now only warns when a server accepts ${rule}: the record says servers accept it`;
    ctx.report('server-check-changed', [...path, 'x-server-check', keyword], false, message);
  }
}

/**
 * The other branch of a schema that is only `anyOf`/`oneOf` of two branches, one of them `{type:
 * 'null'}` (the OpenAPI 3.1 way to make a `$ref` nullable), besides annotations; else undefined.
 */
function nullableInner(s: Schema, root: JsonObject): unknown {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (!Array.isArray(list) || list.length !== 2) continue;
    if (Object.keys(s).some((k) => k !== key && !isAnnotation(k))) return undefined;
    const others = (list as unknown[]).filter((x) => canonicalSpec(x, root) !== '{"type":"null"}');
    if (others.length === 1) return others[0];
  }
  return undefined;
}

function nullability(added: boolean, path: string[], ctx: Walk): void {
  // Null admitted widens: readers of a response break, writers of a request do not.
  const breaking = ctx.direction === 'response' ? added : !added;
  judged(ctx, 'type-changed', [...path, 'type'], breaking, `${ctx.direction} ${describe(path)} ${added ? 'may now be null' : 'may no longer be null'}`);
}

/** The set of JSON types a schema admits; `undefined` means any type. */
function typeSet(s: Schema): Set<string> | undefined {
  if (s.type === undefined) return undefined;
  const set = new Set(Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]);
  if (s.nullable === true) set.add('null');
  return set;
}

function types(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  const ta = typeSet(a);
  const tb = typeSet(b);
  let breaking: boolean;
  if (ta === undefined && tb === undefined) return;
  if (ta === undefined) {
    breaking = ctx.direction === 'request'; // any type → some types: narrower
  } else if (tb === undefined) {
    breaking = ctx.direction === 'response'; // some types → any type: wider
  } else {
    const added = [...tb].some((t) => !ta.has(t));
    const removed = [...ta].some((t) => !tb.has(t));
    if (!added && !removed) return;
    // Only added types widen, only removed narrow; both is a change of type, breaking both ways.
    breaking = (added && removed) || (ctx.direction === 'response' ? added : removed);
  }
  judged(ctx, 'type-changed', [...path, 'type'], breaking, `${ctx.direction} type of ${describe(path)} changed from ${showTypes(ta)} to ${showTypes(tb)}`);
}

function format(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  if (a.format === b.format) return;
  // A new format narrows what is accepted; a dropped one widens what may be sent.
  const breaking = a.format !== undefined && b.format !== undefined ? true : ctx.direction === 'request' ? b.format !== undefined : a.format !== undefined;
  judged(
    ctx,
    'format-changed',
    [...path, 'format'],
    breaking,
    `${ctx.direction} format of ${describe(path)} changed from ${show(a.format)} to ${show(b.format)}`,
  );
}

/** Allowed values from `enum` or `const`, keyed by canonical text; `undefined` means unrestricted. */
function enumValues(s: Schema): Map<string, unknown> | undefined {
  const values = Array.isArray(s.enum) ? (s.enum as unknown[]) : 'const' in s ? [s.const] : undefined;
  return values === undefined ? undefined : new Map(values.map((v) => [canonicalData(v), v]));
}

function enums(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  const ea = enumValues(a);
  const eb = enumValues(b);
  const req = ctx.direction === 'request';
  if (ea === undefined && eb === undefined) return;
  if (ea === undefined || eb === undefined) {
    const restricted = eb !== undefined;
    const breaking = req ? restricted : !restricted;
    judged(
      ctx,
      'enum-changed',
      [...path, 'enum'],
      breaking,
      `${ctx.direction} ${describe(path)} ${restricted ? `is now restricted to ${[...(eb?.values() ?? [])].map(show).join(', ')}` : 'is no longer restricted to a set of values'}`,
    );
    return;
  }
  for (const [key, value] of eb) {
    if (ea.has(key)) continue;
    ctx.report(
      'enum-value-added',
      [...path, 'enum'],
      !req,
      `${ctx.direction} ${describe(path)} gained the value ${show(value)}` + (req ? '' : ': exhaustive client code does not handle it'),
    );
  }
  for (const [key, value] of ea) {
    if (eb.has(key)) continue;
    ctx.report(
      'enum-value-removed',
      [...path, 'enum'],
      req,
      `${ctx.direction} ${describe(path)} lost the value ${show(value)}` + (req ? ': clients sending it are rejected' : ''),
    );
  }
}

function bounds(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  const check = (key: string, tightened: boolean | undefined): void => {
    if (tightened === undefined) return;
    // Tightening breaks senders (requests); loosening breaks readers (responses).
    const breaking = ctx.direction === 'request' ? tightened : !tightened;
    judged(
      ctx,
      'constraint-changed',
      [...path, key],
      breaking,
      `${ctx.direction} \`${key}\` of ${describe(path)} changed from ${show(a[key])} to ${show(b[key])} (${tightened ? 'narrower' : 'wider'})`,
    );
  };
  const num = (v: unknown, absent: number): number => (typeof v === 'number' ? v : absent);
  for (const key of lowerBounds) {
    if (a[key] === b[key]) continue;
    check(key, num(b[key], -Infinity) > num(a[key], -Infinity));
  }
  for (const key of upperBounds) {
    if (a[key] === b[key]) continue;
    check(key, num(b[key], Infinity) < num(a[key], Infinity));
  }
  if (Boolean(a.uniqueItems) !== Boolean(b.uniqueItems)) check('uniqueItems', b.uniqueItems === true);
  for (const key of ['pattern', 'multipleOf']) {
    if (a[key] === b[key]) continue;
    // A changed pattern or divisor cannot be ordered: breaking both ways.
    check(key, a[key] === undefined ? true : b[key] === undefined ? false : undefined);
    if (a[key] !== undefined && b[key] !== undefined) {
      ctx.report(
        'constraint-changed',
        [...path, key],
        true,
        `${ctx.direction} \`${key}\` of ${describe(path)} changed from ${show(a[key])} to ${show(b[key])}`,
      );
    }
  }
}

function properties(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  const pa = (a.properties ?? {}) as Record<string, unknown>;
  const pb = (b.properties ?? {}) as Record<string, unknown>;
  const ra = new Set(Array.isArray(a.required) ? (a.required as string[]) : []);
  const rb = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
  const req = ctx.direction === 'request';
  for (const name of Object.keys(pa)) {
    if (name in pb) continue;
    const why = req ? 'clients sending it are rejected or silently ignored' : 'clients reading it break';
    ctx.report('property-removed', [...path, 'properties', name], true, `${ctx.direction} property \`${name}\` removed: ${why}`);
  }
  for (const name of Object.keys(pb)) {
    const at = [...path, 'properties', name];
    if (!(name in pa)) {
      const breaking = req && rb.has(name);
      const why = breaking ? ': existing clients do not send it' : '';
      ctx.report('property-added', at, breaking, `${ctx.direction} property \`${name}\` added as ${rb.has(name) ? 'required' : 'optional'}${why}`);
      continue;
    }
    if (!ra.has(name) && rb.has(name)) {
      const why = req ? ': existing clients may omit it' : '';
      ctx.report('required-added', at, req, `${ctx.direction} property \`${name}\` changed from optional to required${why}`);
    } else if (ra.has(name) && !rb.has(name)) {
      const why = req ? '' : ': clients relying on it being present break';
      ctx.report('required-removed', at, !req, `${ctx.direction} property \`${name}\` changed from required to optional${why}`);
    }
    walk(pa[name], pb[name], at, ctx);
  }
}

function additionalProperties(a: Schema, b: Schema, path: string[], ctx: Walk): void {
  const closed = (s: Schema): boolean => s.additionalProperties === false;
  const at = [...path, 'additionalProperties'];
  if (closed(a) !== closed(b)) {
    // Only a closing request breaks: responses may always grow new properties.
    const breaking = ctx.direction === 'request' && closed(b);
    ctx.report(
      'additional-properties-changed',
      at,
      breaking,
      `${ctx.direction} ${describe(path)} ${closed(b) ? 'no longer allows' : 'now allows'} undeclared properties` +
        (breaking ? ': clients sending them are rejected' : ''),
    );
    return;
  }
  if (closed(a)) return;
  if (typeof a.additionalProperties === 'object' || typeof b.additionalProperties === 'object') {
    walk(a.additionalProperties, b.additionalProperties, at, ctx);
  }
}

function branches(a: Schema, b: Schema, key: 'prefixItems' | 'oneOf' | 'anyOf' | 'allOf', path: string[], ctx: Walk): void {
  const la = a[key] as unknown[] | undefined;
  const lb = b[key] as unknown[] | undefined;
  if (la === undefined && lb === undefined) return;
  if (la === undefined || lb === undefined || key === 'prefixItems') {
    if (canonicalSpec(la, ctx.base) === canonicalSpec(lb, ctx.head)) return;
    if (key === 'prefixItems' && la !== undefined && lb !== undefined && la.length === lb.length) {
      la.forEach((item, i) => walk(item, lb[i], [...path, key, String(i)], ctx));
      return;
    }
    ctx.report(
      'keyword-changed',
      [...path, key],
      true,
      `\`${key}\` of ${describe(path)} ${la === undefined ? 'added' : lb === undefined ? 'removed' : 'changed'}; treated as breaking`,
    );
    return;
  }
  const { pairs, removed, added } = matchBranches(la, lb, ctx);
  // A new oneOf/anyOf branch widens what is allowed; a new allOf member narrows it.
  const widens = key !== 'allOf';
  const req = ctx.direction === 'request';
  for (const j of added) {
    const breaking = req ? !widens : widens;
    ctx.report(
      widens ? 'union-branch-added' : 'constraint-changed',
      [...path, key, String(j)],
      breaking,
      `${ctx.direction} ${describe(path)} gained a \`${key}\` branch` +
        (breaking ? (req ? ': clients may send data it rejects' : ': exhaustive client code does not handle it') : ''),
    );
  }
  for (const i of removed) {
    const breaking = req ? widens : !widens;
    judged(
      ctx,
      widens ? 'union-branch-removed' : 'constraint-changed',
      [...path, key, String(i)],
      breaking,
      `${ctx.direction} ${describe(path)} lost a \`${key}\` branch`,
    );
  }
  for (const [i, j] of pairs) walk(la[i], lb[j], [...path, key, String(j)], ctx);
}

/** Reports a change that widens or narrows a schema, saying why it breaks clients when it does. */
function judged(ctx: Walk, kind: ChangeKind, at: string[], breaking: boolean, message: string): void {
  const why = ctx.direction === 'request' ? ': clients sending what was valid before may be rejected' : ': clients may receive values they do not expect';
  ctx.report(kind, at, breaking, breaking ? message + why : message);
}

/** Names the schema at `path` for a message: the nearest property, else the path below `schema`. */
function describe(path: readonly string[]): string {
  const i = path.lastIndexOf('properties');
  if (i >= 0 && i === path.length - 2) return `property \`${path[i + 1]}\``;
  if (i >= 0) return `\`${path.slice(i + 1).join('.')}\``;
  const j = path.lastIndexOf('schema');
  return j >= 0 ? `\`${path.slice(j).join('.')}\`` : `\`${path.join('.')}\``;
}

function show(value: unknown): string {
  return value === undefined ? '(none)' : canonicalData(value);
}

function showTypes(types: Set<string> | undefined): string {
  return types === undefined ? 'any' : [...types].join(' | ');
}
