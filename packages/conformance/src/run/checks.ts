// The per-response checks: documented status, declared content type, strict body schema, unions, variants.
import { type MediaSpec, type OperationSpec, reachableUnions, type ResponseSpec, type SpecDocument } from '@canton-openapi/contract';
import type { CheckResult } from '../report/model.ts';
import type { UnionHit } from '../validate/union-keyword.ts';
import type { SpecValidator } from '../validate/validator.ts';
import type { WireResponse } from './http.ts';

/** What the response checks of one operation need. */
export interface OperationContext {
  doc: SpecDocument;
  op: OperationSpec;
  validator: SpecValidator;
}

/** The outcome of checking one response. */
export interface ResponseVerdict {
  checks: CheckResult[];
  /** The documented response the status matched (an explicit status, a range, or `default`). */
  matched?: ResponseSpec;
  /** The media type of `matched` the response's Content-Type matched; its schema is the one the body was checked against. */
  media?: MediaSpec;
  /** The parsed JSON body, when the body is JSON and parsed. */
  json?: unknown;
}

/** The documented response for `status`: exact, then `2XX`-style range, then `default`. */
export function documentedResponse(op: OperationSpec, status: number): ResponseSpec | undefined {
  const exact = op.responses.find((r) => r.status === String(status));
  const range = op.responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`);
  return exact ?? range ?? op.responses.find((r) => r.status === 'default');
}

/** The statuses an operation documents, for messages: `200, 400, 413, default`. */
export function documentedStatuses(op: OperationSpec): string {
  return op.responses.map((r) => r.status).join(', ');
}

/** Media type without parameters, in lower case: `application/json; charset=utf-8` → `application/json`. */
export function baseMediaType(contentType: string | undefined): string | undefined {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  return base === '' ? undefined : base;
}

// A status may declare several media types (the ledger's 400 is `text/plain` or `application/json`).
// An exact match wins over a range such as `text/*`, which wins over `*/*`, so the body is checked
// against the schema of the most specific one.
/** The declared media type of `response` that the received base media type `actual` falls under, if any. */
function declaredMedia(response: ResponseSpec, actual: string): MediaSpec | undefined {
  const [actualType, actualSubtype] = actual.split('/');
  let best: { media: MediaSpec; specificity: number } | undefined;
  for (const media of response.contents) {
    const [type, subtype] = (baseMediaType(media.mediaType) ?? '').split('/');
    if ((type !== '*' && type !== actualType) || (subtype !== '*' && subtype !== actualSubtype)) continue;
    const specificity = (type === '*' ? 0 : 1) + (subtype === '*' ? 0 : 1);
    if (best === undefined || specificity > best.specificity) best = { media, specificity };
  }
  return best?.media;
}

function isJsonMedia(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Runs the status, content-type, body-schema, union and variant checks on one response. */
export function checkResponse(ctx: OperationContext, response: WireResponse, onHit?: (hit: UnionHit) => void): ResponseVerdict {
  const { op } = ctx;
  const matched = documentedResponse(op, response.status);
  const checks: CheckResult[] = [];
  if (matched === undefined) {
    checks.push({
      check: 'status',
      outcome: 'fail',
      message: `status ${response.status} is not documented for ${op.id}`,
      expected: `one of ${documentedStatuses(op)}`,
    });
    return { checks };
  }
  checks.push({ check: 'status', outcome: 'pass', message: `${response.status} (documented as ${matched.status})` });
  if (matched.contents.length === 0) {
    checks.push(
      response.body.length === 0
        ? { check: 'content-type', outcome: 'pass', message: 'no body, as documented' }
        : { check: 'content-type', outcome: 'fail', message: `a body of ${response.body.length} bytes where the spec documents none`, expected: 'no body' },
    );
    return { checks, matched };
  }
  const actual = baseMediaType(response.headers['content-type']);
  const declared = matched.contents.map((c) => c.mediaType);
  const media = actual === undefined ? undefined : declaredMedia(matched, actual);
  if (media === undefined) {
    checks.push({
      check: 'content-type',
      outcome: 'fail',
      message: actual === undefined ? 'no Content-Type header' : `Content-Type ${actual} for status ${response.status}`,
      expected: declared.join(' or '),
    });
    const which = declared.length === 1 ? 'the documented one' : 'one of the documented ones';
    checks.push({ check: 'body-schema', outcome: 'skip', message: `not checked: the content type is not ${which}` });
    return { checks, matched };
  }
  checks.push({ check: 'content-type', outcome: 'pass', message: actual });
  return {
    checks: [...checks, ...checkBody(ctx, media, actual ?? media.mediaType, response.body, onHit)],
    matched,
    media,
    ...parsedJson(actual, response.body),
  };
}

function parsedJson(mediaType: string | undefined, body: string): { json?: unknown } {
  if (mediaType === undefined || !isJsonMedia(mediaType)) return {};
  try {
    return { json: JSON.parse(body) };
  } catch {
    return {};
  }
}

function checkBody(ctx: OperationContext, media: MediaSpec, mediaType: string, body: string, onHit?: (hit: UnionHit) => void): CheckResult[] {
  let data: unknown = body;
  if (isJsonMedia(mediaType)) {
    try {
      data = JSON.parse(body);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [
        {
          check: 'body-schema',
          outcome: 'fail',
          pointer: '',
          message: `the body is not JSON (${reason}): ${snippet(body)}`,
          expected: `a JSON body for ${mediaType}`,
        },
      ];
    }
  }
  if (media.schemaPointer === '') return [{ check: 'body-schema', outcome: 'pass', message: 'no schema documented' }];
  const findings = ctx.validator.validate(media.schemaPointer, data, onHit);
  const kinds = unionKinds(ctx, media.schemaPointer);
  const results: CheckResult[] = [];
  const names = [
    ['body-schema', true],
    ['union', kinds.has('one-key')],
    ['variant', kinds.has('variant')],
  ] as const;
  for (const [check, applies] of names) {
    const failures = findings.filter((f) => f.check === check);
    if (failures.length === 0) {
      if (applies) results.push({ check, outcome: 'pass' });
      continue;
    }
    for (const f of failures)
      results.push({ check, outcome: 'fail', pointer: f.pointer, message: f.message, ...(f.expected === undefined ? {} : { expected: f.expected }) });
  }
  return results;
}

// Which union kinds a response schema can hold decides which checks apply; it never changes, so keep it.
const kindsCache = new WeakMap<SpecValidator, Map<string, Set<string>>>();
function unionKinds(ctx: OperationContext, pointer: string): Set<string> {
  let byPointer = kindsCache.get(ctx.validator);
  if (byPointer === undefined) kindsCache.set(ctx.validator, (byPointer = new Map()));
  let kinds = byPointer.get(pointer);
  if (kinds === undefined) byPointer.set(pointer, (kinds = new Set(reachableUnions(ctx.doc, ctx.validator.unions, pointer).map((u) => u.kind))));
  return kinds;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat || '(empty)';
}

/** Merges the checks of several responses: every failure and warning stays (labelled), passes and skips collapse. */
export function mergeChecks(runs: { label: string; checks: CheckResult[] }[]): CheckResult[] {
  const merged: CheckResult[] = [];
  const order: CheckResult['check'][] = [];
  for (const run of runs) for (const c of run.checks) if (!order.includes(c.check)) order.push(c.check);
  for (const check of order) {
    const all = runs.flatMap((r) => r.checks.filter((c) => c.check === check).map((c) => ({ label: r.label, c })));
    const failures = all.filter((x) => x.c.outcome === 'fail' || x.c.outcome === 'warn');
    const skips = all.filter((x) => x.c.outcome === 'skip');
    for (const { label, c } of failures) merged.push({ ...c, message: `${label}: ${c.message ?? ''}` });
    if (failures.length === 0 && all.some((x) => x.c.outcome === 'pass'))
      merged.push({ check, outcome: 'pass', message: `${all.filter((x) => x.c.outcome === 'pass').length} responses` });
    if (skips.length > 0) {
      const first = skips[0]?.c.message ?? '';
      merged.push({ check, outcome: 'skip', message: `${skips.length} of ${runs.length} skipped (${skips.map((s) => s.label).join(', ')}): ${first}` });
    }
  }
  return merged;
}
