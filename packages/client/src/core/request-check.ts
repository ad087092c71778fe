// A close look at a request before it is sent: its deprecated fields checked against the server's release (release.ts).
// The look is taken only when the quick checks of a call flagged it: the generated `<api>RequestChecks`
// (an int64 field holding what the server cannot take exactly, or a deprecated field set) or a `null`
// in the written body (JSON's spelling of NaN and ±Infinity). It warns once per process for each
// deprecated field set, and refuses, naming the JSON pointer, what JSON would send other than as
// written. Named calls (invoke.ts) and the ledger's streams (resumable-stream.ts) both come here, so a
// request is judged the same over HTTP and WebSocket. Loaded with the first call that needs it.
import { type Call, siteOf } from './call.ts';
import type { ClientRuntime } from './context.ts';
import { checkRelease } from './release.ts';
import type { ErrorClasses, ErrorContext, RequestError } from './errors.ts';
import type { Logger } from './options.ts';
import type { Int64Mode, Int64Shape } from './types/int64.ts';
import type { OperationTable } from './types/operation-table.ts';

/** Where the request goes and how to warn. */
export interface RequestInspection extends ErrorContext {
  /** The operation whose request this is, in the operation table (a stream's is its list operation's). */
  operation: string;
  /** `postV2Updates (POST /v2/updates)`: the start of every message. */
  label: string;
  mode: Int64Mode;
  logger: Logger | undefined;
  errors: ErrorClasses;
  /** The client, whose server's release decides whether a deprecated field may go (release.ts). */
  client: ClientRuntime;
  signal?: AbortSignal;
}

/** `inspectRequest` of the request of a named call (invoke.ts), before its attempt sends it. */
export async function inspectCall(call: Call): Promise<void> {
  const { runtime, operation, path, body, options, deadline } = call.plan;
  const at = { ...siteOf(call), operation: operation.operationId, mode: runtime.mode, logger: runtime.logger, client: runtime, signal: deadline.signal };
  await inspectRequest(await runtime.operationTable, at, body, options?.query, path);
}

/** One value found where it cannot go: where (`body field /beginExclusive`, `query parameter limit`) and what. */
interface Found {
  where: string;
  value: unknown;
}

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const inexact = (v: unknown): boolean => (typeof v === 'number' ? !Number.isSafeInteger(v) : typeof v === 'bigint' && BigInt.asIntN(64, v) !== v);

/**
 * Checks every deprecated field `body` sets against the server's release (release.ts: rejects with
 * UnsupportedByServerError where the release does not serve it, else warns once), then throws a
 * RequestError when an int64 field of the request holds what the server cannot take exactly, or the
 * body holds NaN or ±Infinity anywhere.
 */
export async function inspectRequest(table: OperationTable, at: RequestInspection, body: unknown, query: unknown, path: unknown): Promise<void> {
  const { operation, label } = at;
  const deprecated = table.deprecatedFields?.[operation];
  if (deprecated !== undefined && isRecord(body)) {
    for (const [name, instead] of Object.entries(deprecated)) {
      if (body[name] === undefined) continue;
      await checkRelease(
        at.client,
        table,
        {
          name: `${operation}.${name}`,
          what: `${label}: the request field \`${name}\``,
          entry: table.releases?.fields[operation]?.[name],
          warning: `${label}: the request field \`${name}\` is deprecated. ${instead}`,
        },
        at,
      );
    }
  }
  const shapes = table.int64[operation];
  const int64 =
    inexactAt(body, shapes?.body, '', 'body field ') ?? inexactParameter(query, shapes?.query, 'query') ?? inexactParameter(path, shapes?.path, 'path');
  if (int64 !== undefined) {
    const takes = at.mode === 'bigint' ? 'a safe integer or a bigint in the int64 range' : "a safe integer (or, with `int64: 'bigint'`, a bigint)";
    throw refusal(at, `${int64.where} is ${describe(int64.value)}; an int64 field takes ${takes}`);
  }
  const nonFinite = nonFiniteAt(body, '', new Set());
  if (nonFinite !== undefined) throw refusal(at, `body field ${nonFinite.where} is ${String(nonFinite.value)}, which JSON would send as null`);
}

function refusal(at: RequestInspection, problem: string): RequestError {
  const { operationId, method, url } = at;
  return new at.errors.RequestError(`${at.label}: ${problem}. Nothing was sent.`, { operationId, method, url });
}

function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n, outside the int64 range`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${String(value)}, which JSON would send as null`;
  if (!Number.isInteger(value)) return `${value}, not a whole number`;
  // Its exact value: `String` would write 2^60 as 1152921504606847000.
  return `${BigInt(value)}, beyond 2^53 − 1: the number may already have been rounded`;
}

/** The first value at an int64 position of `shape` in `value` that the server cannot take exactly. */
function inexactAt(value: unknown, shape: Int64Shape | undefined, pointer: string, prefix: string): Found | undefined {
  if (shape === undefined) return undefined;
  if (shape === 1) return inexact(value) ? { where: `${prefix}${pointer === '' ? '/' : pointer}`, value } : undefined;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = inexactAt(value[i], shape[0], `${pointer}/${i}`, prefix);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const object = shape as { readonly [key: string]: Int64Shape };
  for (const [key, item] of Object.entries(value)) {
    const inner = object[key] ?? (key === '$map' ? undefined : object['$map']);
    const found = inexactAt(item, inner, `${pointer}/${escape(key)}`, prefix);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first query or path parameter whose int64 value the server cannot take exactly. */
function inexactParameter(values: unknown, shapes: { readonly [name: string]: Int64Shape } | undefined, kind: 'query' | 'path'): Found | undefined {
  if (shapes === undefined || !isRecord(values)) return undefined;
  for (const [name, shape] of Object.entries(shapes)) {
    const value = values[name];
    const found =
      shape === 1 ? (inexact(value) ? { where: `${kind} parameter ${name}`, value } : undefined) : inexactAt(value, shape, '', `${kind} parameter ${name} at `);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first NaN or ±Infinity in `value`, read as JSON.stringify reads it (`toJSON` included). */
function nonFiniteAt(value: unknown, pointer: string, seen: Set<object>, key = ''): Found | undefined {
  const json =
    typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON(key: string): unknown }).toJSON(key)
      : value;
  if (typeof json === 'number') return Number.isFinite(json) ? undefined : { where: pointer === '' ? '/' : pointer, value: json };
  if (typeof json !== 'object' || json === null || seen.has(json)) return undefined;
  seen.add(json);
  const entries: [string, unknown][] = Array.isArray(json) ? json.map((item, i) => [String(i), item]) : Object.entries(json);
  for (const [k, item] of entries) {
    const found = nonFiniteAt(item, `${pointer}/${escape(k)}`, seen, k);
    if (found !== undefined) return found;
  }
  return undefined;
}
