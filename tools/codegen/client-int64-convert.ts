// Emits the bigint mode's conversion: for each operation whose 200 body has int64 fields, a function
// that turns the whole numbers at those fields of a JSON.parse result into `bigint`, in place. As the
// rounded checks (client-int64-check.ts), it reads the fields with their names written out: a walk
// driven by the shape data reads properties by variable names and costs several times as much.
// It converts what the client's generic `toBigInt` (packages/client/src/core/int64.ts) converts.
import { type Int64Shape, mapKey } from '@canton-openapi/contract';
import { ShapeFunctions } from './shape-functions.ts';

/** The conversion functions, one per distinct shape (`b0`, `b1`, …). */
class Emitter extends ShapeFunctions {
  constructor() {
    super('b');
  }

  /** The name of the function that converts, in place, a value of `shape` (an object or array shape). */
  function(shape: Exclude<Int64Shape, 1>): string {
    return this.named(shape);
  }

  /** Statements converting `target[key]` (an assignable expression and a read of it) of `shape`. */
  private convert(shape: Int64Shape, read: string, assign: string): string {
    if (shape === 1) return `{ const x = ${read}; if (typeof x === "number" && Number.isInteger(x)) ${assign} = BigInt(x); }`;
    return `${this.function(shape as Exclude<Int64Shape, 1>)}(${read});`;
  }

  protected array(name: string, item: Int64Shape): string {
    return [
      `function ${name}(v: unknown): void {`,
      '  if (!Array.isArray(v)) return;',
      `  for (let i = 0; i < v.length; i++) ${this.convert(item, 'v[i]', 'v[i]')}`,
      '}',
    ].join('\n');
  }

  protected object(name: string, shape: Record<string, Int64Shape>): string {
    const named = Object.keys(shape).filter((k) => k !== mapKey);
    const lines = named.map((k) => `  ${this.convert(shape[k]!, `o[${JSON.stringify(k)}]`, `o[${JSON.stringify(k)}]`)}`);
    const map = shape[mapKey];
    if (map !== undefined) {
      // additionalProperties: every own key but the properties named beside it.
      const others = named.map((k) => `k !== ${JSON.stringify(k)} && `).join('');
      lines.push(`  for (const k of Object.keys(o)) if (${others}true) ${this.convert(map, 'o[k]', 'o[k]')}`);
    }
    return [
      `function ${name}(v: unknown): void {`,
      '  if (typeof v !== "object" || v === null || Array.isArray(v)) return;',
      '  const o = v as Record<string, unknown>;',
      ...lines,
      '}',
    ].join('\n');
  }
}

/**
 * The source of `const <api>BigIntInt64`, a record from operationId to its conversion (which
 * returns the body, converted), with the functions it uses; operations whose 200 body has no int64
 * field are left out.
 */
export function emitBigIntConversions(api: string, responses: Record<string, Int64Shape | undefined>): string {
  const emitter = new Emitter();
  const entries: string[] = [];
  for (const [operationId, shape] of Object.entries(responses)) {
    if (shape === undefined) continue;
    // A body that is an int64 itself is returned converted; any other is converted in place.
    const body =
      shape === 1
        ? '(body: unknown) => (typeof body === "number" && Number.isInteger(body) ? BigInt(body) : body)'
        : `(body: unknown) => (${emitter.function(shape as Exclude<Int64Shape, 1>)}(body), body)`;
    entries.push(`  ${operationId}: ${body},`);
  }
  return [
    ...emitter.functions,
    ...(emitter.functions.length > 0 ? [''] : []),
    `/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as \`bigint\`. */`,
    `export const ${api}BigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {`,
    ...entries,
    '};',
  ].join('\n');
}
