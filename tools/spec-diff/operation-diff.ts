// Compares the operations of two dereferenced OpenAPI documents: presence, deprecation, security,
// parameters, request bodies and responses. Schemas go to `schema-diff.ts` with their direction.
import { listOperationEntries, pointerJoin, pointerTokens } from '@canton-openapi/contract';
import type { Change, ChangeKind, Direction } from './change.ts';
import { diffSchema } from './schema-diff.ts';
import { diffSecurity } from './security-diff.ts';

type Obj = Record<string, unknown>;

/** Reports every client-visible difference between two versions of one API's operations. */
export function diffOperations(api: string, base: Obj, head: Obj): Change[] {
  const changes: Change[] = [];
  const a = operationsOf(base);
  const b = operationsOf(head);
  for (const [key, op] of a) {
    if (b.has(key)) continue;
    changes.push({
      api,
      operation: op.label,
      ...idOf(op),
      pointer: pointerJoin('', ...op.at),
      kind: 'operation-removed',
      breaking: true,
      message: `operation removed: clients calling ${op.label} get 404 or 405`,
    });
  }
  for (const [key, op] of b) {
    const old = a.get(key);
    if (old === undefined) {
      changes.push({
        api,
        operation: op.label,
        ...idOf(op),
        pointer: pointerJoin('', ...op.at),
        kind: 'operation-added',
        breaking: false,
        message: 'operation added',
      });
      continue;
    }
    const report = (kind: ChangeKind, at: string[], breaking: boolean, message: string): void => {
      changes.push({ api, operation: op.label, ...idOf(op, old), pointer: pointerJoin('', ...at), kind, breaking, message });
    };
    diffOperation(old, op, base, head, report);
  }
  return changes;
}

type Report = (kind: ChangeKind, at: string[], breaking: boolean, message: string) => void;

interface Operation {
  label: string;
  at: string[];
  op: Obj;
  /** Path-level parameters merged with the operation's, each with its location. */
  parameters: Map<string, { param: Obj; at: string[] }>;
}

function operationsOf(doc: Obj): Map<string, Operation> {
  const result = new Map<string, Operation>();
  for (const { path, method, operation: op, parameters: entries } of listOperationEntries(doc, 'spec')) {
    const parameters = new Map<string, { param: Obj; at: string[] }>();
    const templateNames = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
    for (const { resolved: param, at } of entries) {
      parameters.set(parameterKey(param, templateNames), {
        param,
        at: pointerTokens(at),
      });
    }
    // Path parameter names are not on the wire: `/a/{id}` and `/a/{name}` are the same route.
    const route = path.replace(/\{[^}]*\}/g, '{}');
    result.set(`${method} ${route}`, { label: `${method.toUpperCase()} ${path}`, at: ['paths', path, method], op, parameters });
  }
  return result;
}

/**
 * How a parameter is told apart on the wire: path parameters by position (their names are not
 * sent), headers case-insensitively, others by name.
 */
function parameterKey(param: Obj, templateNames: Array<string | undefined>): string {
  const name = String(param.name);
  if (param.in === 'path') {
    const position = templateNames.indexOf(name);
    return position >= 0 ? `path parameter #${position + 1}` : `path parameter ${name}`;
  }
  return `${String(param.in)} parameter ${param.in === 'header' ? name.toLowerCase() : name}`;
}

function idOf(op: Operation, old?: Operation): { operationId?: string } {
  const id = op.op.operationId ?? old?.op.operationId;
  return typeof id === 'string' ? { operationId: id } : {};
}

function diffOperation(a: Operation, b: Operation, baseDoc: Obj, headDoc: Obj, report: Report): void {
  if (a.op.operationId !== b.op.operationId) {
    report(
      'operation-id-changed',
      [...b.at, 'operationId'],
      true,
      `operationId changed from ${String(a.op.operationId)} to ${String(b.op.operationId)}: generated types and clients name the operation by it`,
    );
  }
  if (Boolean(a.op.deprecated) !== Boolean(b.op.deprecated)) {
    const added = b.op.deprecated === true;
    report(
      added ? 'deprecation-added' : 'deprecation-removed',
      [...b.at, 'deprecated'],
      false,
      added ? 'operation is now deprecated' : 'operation is no longer deprecated',
    );
  }
  diffSecurity(a.op.security ?? baseDoc.security, b.op.security ?? headDoc.security, baseDoc, headDoc, [...b.at, 'security'], report);
  diffParameters(a, b, report);
  diffRequestBody(a.op.requestBody as Obj | undefined, b.op.requestBody as Obj | undefined, a.at, b.at, report);
  diffResponses((a.op.responses ?? {}) as Record<string, Obj>, (b.op.responses ?? {}) as Record<string, Obj>, a.at, b.at, report);
}

function diffParameters(a: Operation, b: Operation, report: Report): void {
  for (const [key, { at }] of a.parameters) {
    if (b.parameters.has(key)) continue;
    report('parameter-removed', at, true, `${key} removed: clients sending it are rejected or silently ignored`);
  }
  for (const [key, { param, at }] of b.parameters) {
    const old = a.parameters.get(key);
    const required = param.required === true;
    if (old === undefined) {
      report('parameter-added', at, required, `${required ? 'required' : 'optional'} ${key} added` + (required ? ': existing clients do not send it' : ''));
      continue;
    }
    const wasRequired = old.param.required === true;
    if (!wasRequired && required) report('required-added', at, true, `${key} changed from optional to required: existing clients may omit it`);
    if (wasRequired && !required) report('required-removed', at, false, `${key} changed from required to optional`);
    if (Boolean(old.param.deprecated) !== Boolean(param.deprecated)) {
      const added = param.deprecated === true;
      report(
        added ? 'deprecation-added' : 'deprecation-removed',
        [...at, 'deprecated'],
        false,
        `${key} ${added ? 'is now deprecated' : 'is no longer deprecated'}`,
      );
    }
    for (const field of ['style', 'explode', 'allowReserved', 'allowEmptyValue']) {
      if (old.param[field] === param[field]) continue;
      report('keyword-changed', [...at, field], true, `${key} \`${field}\` changed: clients serialise it differently`);
    }
    const schemaAt = [...at, 'schema'];
    if (old.param.schema !== undefined || param.schema !== undefined) {
      diffSchema(old.param.schema, param.schema, schemaAt, { direction: 'request', report });
    }
    if (old.param.content !== undefined || param.content !== undefined) {
      diffContent(old.param.content as Obj | undefined, param.content as Obj | undefined, [...old.at, 'content'], [...at, 'content'], 'request', report);
    }
  }
}

function diffRequestBody(a: Obj | undefined, b: Obj | undefined, aAt: string[], bAt: string[], report: Report): void {
  if (a === undefined && b === undefined) return;
  if (b === undefined) {
    report('request-body-removed', [...aAt, 'requestBody'], true, 'request body removed: clients sending one may be rejected');
    return;
  }
  const required = b.required === true;
  if (a === undefined) {
    report(
      'request-body-added',
      [...bAt, 'requestBody'],
      required,
      `${required ? 'required' : 'optional'} request body added` + (required ? ': existing clients do not send it' : ''),
    );
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
    report,
  );
}

function diffResponses(a: Record<string, Obj>, b: Record<string, Obj>, aAt: string[], bAt: string[], report: Report): void {
  for (const status of Object.keys(a)) {
    if (status in b) continue;
    report('status-removed', [...aAt, 'responses', status], true, `response status ${status} removed: clients handling it get another status`);
  }
  for (const [status, response] of Object.entries(b)) {
    const at = [...bAt, 'responses', status];
    const old = a[status];
    if (old === undefined) {
      report('status-added', at, false, `response status ${status} added`);
      continue;
    }
    diffContent(
      old.content as Obj | undefined,
      response.content as Obj | undefined,
      [...aAt, 'responses', status, 'content'],
      [...at, 'content'],
      'response',
      report,
    );
    const ha = (old.headers ?? {}) as Record<string, Obj>;
    const hb = (response.headers ?? {}) as Record<string, Obj>;
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
      const before = ha[name] as Obj;
      if (before.required === true && header.required !== true)
        report('required-removed', hAt, true, `response header ${name} changed from required to optional: clients relying on it break`);
      if (before.required !== true && header.required === true)
        report('required-added', hAt, false, `response header ${name} changed from optional to required`);
      diffSchema(before.schema, header.schema, [...hAt, 'schema'], { direction: 'response', report });
    }
  }
}

function diffContent(a: Obj | undefined, b: Obj | undefined, aAt: string[], bAt: string[], direction: Direction, report: Report): void {
  const ca = (a ?? {}) as Record<string, Obj>;
  const cb = (b ?? {}) as Record<string, Obj>;
  for (const type of Object.keys(ca)) {
    if (type in cb) continue;
    report(
      'media-type-removed',
      [...aAt, type],
      true,
      direction === 'request'
        ? `request media type ${type} removed: clients sending it are rejected`
        : `response media type ${type} removed: clients parsing it break`,
    );
  }
  for (const [type, media] of Object.entries(cb)) {
    const old = ca[type];
    if (old === undefined) {
      // A response that may now arrive in another media type is a new branch of its body: code that
      // handles the documented ones (and the types generated from them) no longer covers every answer.
      report(
        'media-type-added',
        [...bAt, type],
        direction === 'response',
        direction === 'response' ? `response media type ${type} added: clients handling only the documented ones break` : `request media type ${type} added`,
      );
      continue;
    }
    diffSchema(old.schema, media.schema, [...bAt, type, 'schema'], { direction, report });
  }
}
