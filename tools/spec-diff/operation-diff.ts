// Compares the operations of two bundled OpenAPI documents as the contract model reads them (its operations
// with their parameters, paging and deprecation, its `$ref` rule): presence, deprecation, paging, security,
// parameters, request bodies and responses. Schemas go to `schema-diff.ts` with their direction.
import {
  bftKey,
  declaredStabilityOf,
  deprecationAdvice,
  followRefs,
  isStable,
  listOperations,
  type OperationSpec,
  pointerJoin,
  pointerTokens,
  releaseOf,
  type SpecDocument,
  type Stability,
} from '@canton-openapi/contract';
import { canonicalData } from './canonical.ts';
import type { Change, Direction, Report } from './change.ts';
import { deprecatedOf, diffDeprecation, sharedLines } from './deprecation-diff.ts';
import { diffPaging } from './paging-diff.ts';
import { diffSchema, type SchemaDiffContext } from './schema-diff.ts';
import { diffSecurity } from './security-diff.ts';

type Obj = Record<string, unknown>;

/** The two documents compared, where changes go, and the head's release (for deprecation notes). */
type Pair = Omit<SchemaDiffContext, 'direction'>;

/** Reports every client-visible difference between two versions of one API's operations. */
export function diffOperations(api: string, base: SpecDocument, head: SpecDocument): Change[] {
  const changes: Change[] = [];
  const a = operationsOf(base);
  const b = operationsOf(head);
  const release = releaseOf(head.root);
  for (const [key, op] of a) {
    if (b.has(key)) continue;
    const deprecated = op.deprecation === undefined ? '' : `; it was deprecated: ${deprecationAdvice(op.deprecation, release)}`;
    const message = `operation removed: clients calling ${labelOf(op)} get 404 or 405${deprecated}`;
    changes.push({
      api,
      operation: labelOf(op),
      ...idOf(op),
      pointer: op.pointer,
      kind: 'operation-removed',
      breaking: true,
      message,
      ...stabilityOf(op, base.root, op, true),
    });
  }
  for (const [key, op] of b) {
    const old = a.get(key);
    if (old === undefined) {
      changes.push({ api, operation: labelOf(op), ...idOf(op), pointer: op.pointer, kind: 'operation-added', breaking: false, message: 'operation added' });
      continue;
    }
    const report: Report = (kind, at, breaking, message) => {
      const stability = stabilityOf(old, base.root, op, breaking && kind !== 'stability-changed');
      changes.push({ api, operation: labelOf(op), ...idOf(op, old), pointer: pointerJoin('', ...at), kind, breaking, message, ...stability });
    };
    diffOperation(old, op, { base: base.root, head: head.root, report, release, lines: sharedLines(base.root, head.root) });
  }
  return changes;
}

/** The operations of a document by route: path parameter names are not on the wire, so `/a/{id}` and `/a/{name}` are one. */
function operationsOf(doc: SpecDocument): Map<string, OperationSpec> {
  return new Map(listOperations(doc).map((op) => [`${op.method} ${op.path.replace(/\{[^}]*\}/g, '{}')}`, op]));
}

function labelOf(op: OperationSpec): string {
  return `${op.method} ${op.path}`;
}

/**
 * The stability a change carries (the head's), and `exempt` on a breaking change when the base declares the
 * operation `internal` or `pre-alpha` and the head does not promise compatibility either: such a change follows
 * upstream. A base that declares nothing is never exempt: what was not classified may have been relied on.
 */
function stabilityOf(base: OperationSpec, baseRoot: Obj, head: OperationSpec, breaking: boolean): Pick<Change, 'stability' | 'exempt'> {
  const was = declaredStabilityOf(base.source, baseRoot);
  const exempt = breaking && was !== undefined && !isStable(was) && !isStable(head.stability);
  return exempt ? { stability: head.stability, exempt } : { stability: head.stability };
}

function idOf(op: OperationSpec, old?: OperationSpec): { operationId?: string } {
  const id = op.source['operationId'] ?? old?.source['operationId'];
  return typeof id === 'string' ? { operationId: id } : {};
}

/** The object `value` is (a `$ref` followed by the model's rule) in the document `root`, or undefined. */
function resolve(root: Obj, value: unknown): Obj | undefined {
  const target = followRefs(root, value, '').value;
  return target !== null && typeof target === 'object' ? (target as Obj) : undefined;
}

function diffOperation(a: OperationSpec, b: OperationSpec, pair: Pair): void {
  const at = pointerTokens(b.pointer);
  const { report } = pair;
  if (a.source['operationId'] !== b.source['operationId']) {
    report(
      'operation-id-changed',
      [...at, 'operationId'],
      true,
      `operationId changed from ${String(a.source['operationId'])} to ${String(b.source['operationId'])}: generated types and clients name the operation by it`,
    );
  }
  diffEffect(a, b, at, report);
  diffStability(declaredStabilityOf(a.source, pair.base), declaredStabilityOf(b.source, pair.head), at, report);
  diffBft(a.source[bftKey], b.source[bftKey], at, report);
  diffDeprecation(deprecatedOf(a.source), deprecatedOf(b.source), 'operation', at, pair);
  diffPaging(a.pagination, b.pagination, at, report);
  const security = (op: OperationSpec, root: Obj) => op.source['security'] ?? root['security'];
  diffSecurity(security(a, pair.base), security(b, pair.head), pair.base, pair.head, [...at, 'security'], report);
  diffParameters(a, b, pair);
  diffRequestBody(resolve(pair.base, a.source['requestBody']), resolve(pair.head, b.source['requestBody']), pointerTokens(a.pointer), at, pair);
  const responses = (op: OperationSpec) => (op.source['responses'] ?? {}) as Record<string, unknown>;
  diffResponses(responses(a), responses(b), pointerTokens(a.pointer), at, pair);
}

/**
 * What a request does to the server (`x-effect`, `x-auth-before-effect`): clients call the same way either
 * way, so never breaking; reported because conformance decides by it what it may send to a node.
 */
function diffEffect(a: OperationSpec, b: OperationSpec, at: string[], report: Report): void {
  if (a.effect !== b.effect) {
    const now =
      b.effect === 'write'
        ? 'conformance no longer sends it to a node unless --allow-writes names it'
        : 'conformance now sends it to a node without --allow-writes: the evidence must show it changes nothing';
    report('effect-changed', [...at, 'x-effect'], false, `effect changed from ${a.effect} to ${b.effect}: ${now}`);
  }
  if ((a.authBeforeEffect === undefined) !== (b.authBeforeEffect === undefined)) {
    const message =
      b.authBeforeEffect === undefined
        ? 'no longer recorded as refused without credentials before any effect: conformance sends it nothing without --allow-writes'
        : 'now recorded as refused without credentials before any effect: conformance may send it a request without credentials';
    report('effect-changed', [...at, 'x-auth-before-effect'], false, message);
  }
}

/**
 * How a BFT client agrees on a read (`x-bft`): callers call the same way either way, so never breaking; reported
 * because createBftScanClient and conformance's consistency check then compare its answers otherwise.
 */
function diffBft(was: unknown, now: unknown, at: string[], report: Report): void {
  const text = (rule: unknown) => (rule === undefined ? 'none' : canonicalData(rule));
  if (text(was) === text(now)) return;
  report(
    'bft-changed',
    [...at, bftKey],
    false,
    `BFT agreement rule changed from ${text(was)} to ${text(now)}: createBftScanClient agrees on this read by the new rule`,
  );
}

/**
 * What upstream promises (`x-stability`, each version's declaration: its own, else its document's): an operation
 * that loses its `external` promise breaks users who built on it (its later changes no longer need a major);
 * gaining it, moving between `internal` and `pre-alpha`, or a first declaration breaks nobody. A declaration
 * dropped counts as `internal`, as the contract model reads it.
 */
function diffStability(was: Stability | undefined, declared: Stability | undefined, at: string[], report: Report): void {
  if (was === declared) return;
  const now = declared ?? 'internal';
  if (was === undefined) {
    report('stability-changed', [...at, 'x-stability'], false, `stability declared: ${now} (undeclared at the base)`);
    return;
  }
  const breaking = isStable(was) && !isStable(now);
  const why = breaking
    ? 'upstream no longer promises it stays compatible: its later changes need no major; move off it or accept that'
    : isStable(now)
      ? 'upstream now promises it stays compatible'
      : 'still without upstream compatibility promise';
  report('stability-changed', [...at, 'x-stability'], breaking, `stability changed from ${was} to ${now}: ${why}`);
}

/**
 * How a parameter is told apart on the wire: path parameters by position (their names are not
 * sent), headers case-insensitively, others by name.
 */
function parametersOf(op: OperationSpec): Map<string, { param: Obj; at: string[] }> {
  const templateNames = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  return new Map(
    op.parameters.map(({ name, in: place, source: param, at }) => {
      const position = templateNames.indexOf(name);
      const key =
        place !== 'path'
          ? `${place} parameter ${place === 'header' ? name.toLowerCase() : name}`
          : position >= 0
            ? `path parameter #${position + 1}`
            : `path parameter ${name}`;
      return [key, { param, at: pointerTokens(at) }];
    }),
  );
}

function diffParameters(a: OperationSpec, b: OperationSpec, pair: Pair): void {
  const [before, after] = [parametersOf(a), parametersOf(b)];
  const { report } = pair;
  for (const [key, { at }] of before) {
    if (after.has(key)) continue;
    report('parameter-removed', at, true, `${key} removed: clients sending it are rejected or silently ignored`);
  }
  for (const [key, { param, at }] of after) {
    const old = before.get(key);
    const required = param.required === true;
    if (old === undefined) {
      report('parameter-added', at, required, `${required ? 'required' : 'optional'} ${key} added` + (required ? ': existing clients do not send it' : ''));
      continue;
    }
    const wasRequired = old.param.required === true;
    if (!wasRequired && required) report('required-added', at, true, `${key} changed from optional to required: existing clients may omit it`);
    if (wasRequired && !required) report('required-removed', at, false, `${key} changed from required to optional`);
    diffDeprecation(deprecatedOf(old.param), deprecatedOf(param), key, at, pair);
    for (const field of ['style', 'explode', 'allowReserved', 'allowEmptyValue']) {
      if (old.param[field] === param[field]) continue;
      report('keyword-changed', [...at, field], true, `${key} \`${field}\` changed: clients serialise it differently`);
    }
    const schemaAt = [...at, 'schema'];
    if (old.param.schema !== undefined || param.schema !== undefined) {
      diffSchema(old.param['schema'], param['schema'], schemaAt, { ...pair, direction: 'request' });
    }
    if (old.param['content'] !== undefined || param['content'] !== undefined) {
      diffContent(old.param['content'] as Obj | undefined, param['content'] as Obj | undefined, [...old.at, 'content'], [...at, 'content'], 'request', pair);
    }
  }
}

function diffRequestBody(a: Obj | undefined, b: Obj | undefined, aAt: string[], bAt: string[], pair: Pair): void {
  const { report } = pair;
  if (a === undefined && b === undefined) return;
  if (b === undefined) {
    report('request-body-removed', [...aAt, 'requestBody'], true, 'request body removed: clients sending one may be rejected');
    return;
  }
  const required = b.required === true;
  if (a === undefined) {
    const why = required ? ': existing clients do not send it' : '';
    report('request-body-added', [...bAt, 'requestBody'], required, `${required ? 'required' : 'optional'} request body added${why}`);
    return;
  }
  if (a.required !== true && required) report('required-added', [...bAt, 'requestBody', 'required'], true, 'request body changed from optional to required');
  if (a.required === true && !required)
    report('required-removed', [...bAt, 'requestBody', 'required'], false, 'request body changed from required to optional');
  diffContent(
    a.content as Obj | undefined,
    b.content as Obj | undefined,
    [...aAt, 'requestBody', 'content'],
    [...bAt, 'requestBody', 'content'],
    'request',
    pair,
  );
}

function diffResponses(a: Record<string, unknown>, b: Record<string, unknown>, aAt: string[], bAt: string[], pair: Pair): void {
  const { report } = pair;
  for (const status of Object.keys(a)) {
    if (status in b) continue;
    report('status-removed', [...aAt, 'responses', status], true, `response status ${status} removed: clients handling it get another status`);
  }
  for (const [status, written] of Object.entries(b)) {
    const at = [...bAt, 'responses', status];
    const old = resolve(pair.base, a[status]);
    const response = resolve(pair.head, written) ?? {};
    if (old === undefined) {
      report('status-added', at, false, `response status ${status} added`);
      continue;
    }
    diffContent(
      old['content'] as Obj | undefined,
      response['content'] as Obj | undefined,
      [...aAt, 'responses', status, 'content'],
      [...at, 'content'],
      'response',
      pair,
    );
    const ha = (old['headers'] ?? {}) as Record<string, unknown>;
    const hb = (response['headers'] ?? {}) as Record<string, unknown>;
    for (const name of Object.keys(ha)) {
      if (!(name in hb))
        report('header-removed', [...aAt, 'responses', status, 'headers', name], true, `response header ${name} removed: clients reading it break`);
    }
    for (const [name, header] of Object.entries(hb)) {
      const hAt = [...at, 'headers', name];
      if (!(name in ha)) {
        report('header-added', hAt, false, `response header ${name} added`);
        continue;
      }
      const before = resolve(pair.base, ha[name]) ?? {};
      const after = resolve(pair.head, header) ?? {};
      if (before['required'] === true && after['required'] !== true)
        report('required-removed', hAt, true, `response header ${name} changed from required to optional: clients relying on it break`);
      if (before['required'] !== true && after['required'] === true)
        report('required-added', hAt, false, `response header ${name} changed from optional to required`);
      diffSchema(before['schema'], after['schema'], [...hAt, 'schema'], { ...pair, direction: 'response' });
    }
  }
}

function diffContent(a: Obj | undefined, b: Obj | undefined, aAt: string[], bAt: string[], direction: Direction, pair: Pair): void {
  const { report } = pair;
  const ca = (a ?? {}) as Record<string, Obj>;
  const cb = (b ?? {}) as Record<string, Obj>;
  const response = direction === 'response';
  for (const type of Object.keys(ca)) {
    if (type in cb) continue;
    const why = response ? 'clients parsing it break' : 'clients sending it are rejected';
    report('media-type-removed', [...aAt, type], true, `${direction} media type ${type} removed: ${why}`);
  }
  for (const [type, media] of Object.entries(cb)) {
    const old = ca[type];
    if (old === undefined) {
      // A response that may now arrive in another media type is a new branch of its body: code that
      // handles the documented ones (and the types generated from them) no longer covers every answer.
      const why = response ? ': clients handling only the documented ones break' : '';
      report('media-type-added', [...bAt, type], response, `${direction} media type ${type} added${why}`);
      continue;
    }
    diffSchema(old['schema'], media['schema'], [...bAt, type, 'schema'], { ...pair, direction });
  }
}
