// Emits the client's fast int64 check: for each operation whose 200 body has int64 fields, a
// function that tells whether any of them holds a number at or beyond ±2^53, or one that is not a
// whole number, in a JSON.parse result (rounding never takes a literal beyond 2^53 below it). It reads only the int64 fields, with the
// property names written out, so each read is a plain property access the engine optimizes; a
// generic walk driven by the shape data reads properties by variable names and costs as much as
// looking at every value. The shapes are those of client-int64.ts.
import { type Int64Shape, mapKey } from './client-int64.ts';
import { ShapeFunctions } from './shape-functions.ts';

/** The check functions, one per distinct shape (`r0`, `r1`, …). */
class Emitter extends ShapeFunctions {
  constructor() {
    super('r');
  }

  /** An expression that is true when `value` (an expression) holds a big number at `shape`. */
  check(shape: Int64Shape, value: string): string {
    return `${this.function(shape)}(${value})`;
  }

  /** The name of the function that checks a value of `shape`. */
  function(shape: Int64Shape): string {
    return shape === 1 ? 'big' : this.named(shape);
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

/**
 * The source of `const <api>RoundedInt64`, a record from operationId to its check, with the
 * functions it uses; operations whose 200 body has no int64 field are left out.
 */
export function emitRoundedChecks(api: string, responses: Record<string, Int64Shape | undefined>): string {
  const emitter = new Emitter();
  const entries: string[] = [];
  for (const [operationId, shape] of Object.entries(responses)) {
    if (shape !== undefined) entries.push(`  ${operationId}: ${emitter.function(shape)},`);
  }
  const helpers = [
    '// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).',
    'const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));',
    'const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);',
  ];
  return [
    ...(entries.length > 0 ? [...helpers, ...emitter.functions, ''] : []),
    `/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */`,
    `export const ${api}RoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {`,
    ...entries,
    '};',
  ].join('\n');
}
