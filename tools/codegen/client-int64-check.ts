// Emits the client's fast int64 checks. For each operation whose 200 body has int64 fields, a
// function that tells whether any of them holds a number at or beyond ±2^53, or one that is not a
// whole number, in a JSON.parse result (rounding never takes a literal beyond 2^53 below it). For each
// operation whose request (body, query or path parameters) has int64 fields, a function that tells
// whether any of them holds what the server cannot take exactly: a number that is not a safe integer
// (NaN, a fraction, an integer JSON would round), or a bigint outside the int64 range. They read only
// the int64 fields, with the property names written out, so each read is a plain property access the
// engine optimizes; a generic walk driven by the shape data reads properties by variable names and
// costs as much as looking at every value. The shapes are those of client-int64.ts.
import { type Int64Shape, mapKey } from '@canton-openapi/contract';
import { ShapeFunctions } from './shape-functions.ts';

/** The check functions, one per distinct shape (`r0`, `r1`, … or another prefix), over a leaf check. */
class Emitter extends ShapeFunctions {
  private readonly leaf: string;

  /** Functions named `<prefix><n>`, calling `leaf` (a function of one value) on each int64 field. */
  constructor(prefix: string, leaf: string) {
    super(prefix);
    this.leaf = leaf;
  }

  /** An expression that is true when `value` (an expression) holds a big number at `shape`. */
  check(shape: Int64Shape, value: string): string {
    return `${this.function(shape)}(${value})`;
  }

  /** The name of the function that checks a value of `shape`. */
  function(shape: Int64Shape): string {
    return shape === 1 ? this.leaf : this.named(shape);
  }

  protected array(name: string, item: Int64Shape): string {
    return [
      `function ${name}(v: unknown): boolean {`,
      '  if (!Array.isArray(v)) return false;',
      `  for (let i = 0; i < v.length; i++) if (${this.check(item, 'v[i]')}) return true;`,
      '  return false;',
      '}',
    ].join('\n');
  }

  protected object(name: string, shape: Record<string, Int64Shape>): string {
    const named = Object.keys(shape).filter((k) => k !== mapKey);
    const checks = named.map((k) => this.check(shape[k]!, `o[${JSON.stringify(k)}]`));
    const map = shape[mapKey];
    if (map === undefined) {
      const any = checks.length === 1 ? checks[0] : `(${checks.join(' || ')})`;
      return [`function ${name}(v: unknown): boolean {`, '  const o = fields(v);', `  return o !== undefined && ${any};`, '}'].join('\n');
    }
    // additionalProperties: every own key but the properties named beside it.
    const others = named.map((k) => `k !== ${JSON.stringify(k)} && `).join('');
    return [
      `function ${name}(v: unknown): boolean {`,
      '  const o = fields(v);',
      '  if (o === undefined) return false;',
      ...(checks.length > 0 ? [`  if (${checks.join(' || ')}) return true;`] : []),
      `  for (const k of Object.keys(o)) if (${others}${this.check(map, 'o[k]')}) return true;`,
      '  return false;',
      '}',
    ].join('\n');
  }
}

/** The helper the object checks of both emitters call: `v` as an object to read fields of, or undefined. */
export const fieldsHelper =
  'const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);';

/**
 * The source of `const <api>RoundedInt64`, a record from operationId to its check, with the
 * functions it uses; operations whose 200 body has no int64 field are left out.
 */
export function emitRoundedChecks(api: string, responses: Record<string, Int64Shape | undefined>): string {
  const emitter = new Emitter('r', 'big');
  const entries: string[] = [];
  for (const [operationId, shape] of Object.entries(responses)) {
    if (shape !== undefined) entries.push(`  ${operationId}: ${emitter.function(shape)},`);
  }
  const helpers = [
    '// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).',
    'const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));',
  ];
  return [
    ...(entries.length > 0 ? [...helpers, ...emitter.functions, ''] : []),
    `/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */`,
    `export const ${api}RoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {`,
    ...entries,
    '};',
  ].join('\n');
}

/** Where one operation's request holds int64 integers: its body, and its query and path parameters by name. */
export interface RequestShapes {
  body?: Int64Shape;
  query?: Record<string, Int64Shape>;
  path?: Record<string, Int64Shape>;
}

/**
 * The source of `const <api>RequestChecks`, a record from operationId to a function of the request's
 * body, query and path parameters (by name) that is true when the request needs a closer look before
 * it is sent: an int64 field of them holds what the server cannot take exactly, or the body sets one
 * of `deprecated` (its deprecated top-level properties). Operations with neither are left out.
 */
export function emitRequestChecks(api: string, requests: Record<string, RequestShapes>, deprecated: Record<string, readonly string[]>): string {
  const emitter = new Emitter('q', 'inexact');
  const present: string[] = [];
  const entries: string[] = [];
  for (const [operationId, parts] of Object.entries(requests)) {
    const checks = (['body', 'query', 'path'] as const).flatMap((part) => (parts[part] === undefined ? [] : [emitter.check(parts[part], part)]));
    const names = deprecated[operationId] ?? [];
    if (names.length > 0) {
      const test = `o !== undefined && (${names.map((n) => `o[${JSON.stringify(n)}] !== undefined`).join(' || ')})`;
      let index = present.findIndex((fn) => fn.includes(`return ${test};`));
      if (index === -1) {
        index = present.length;
        present.push(`function d${index}(v: unknown): boolean {\n  const o = fields(v);\n  return ${test};\n}`);
      }
      checks.push(`d${index}(body)`);
    }
    if (checks.length > 0) entries.push(`  ${operationId}: (body, query, path) => ${checks.join(' || ')},`);
  }
  const helpers =
    emitter.functions.length === 0
      ? []
      : [
          '// What the server cannot take in an int64 field: a number other than a safe integer (NaN, ±Infinity, a fraction, an integer',
          '// JSON would round), or a bigint beyond the int64 range.',
          'const inexact = (v: unknown): boolean => (typeof v === "number" ? !Number.isSafeInteger(v) : typeof v === "bigint" && BigInt.asIntN(64, v) !== v);',
          ...emitter.functions,
        ];
  return [
    ...helpers,
    ...(present.length > 0 ? ['// Whether a request body sets a deprecated field.', ...present] : []),
    ...(helpers.length + present.length > 0 ? [''] : []),
    `/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */`,
    `export const ${api}RequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {`,
    ...entries,
    '};',
  ].join('\n');
}
