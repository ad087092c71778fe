// A planned request: parameters, body and credentials of one call to an operation, before it goes on the wire.
import type { OperationSpec, SecuritySchemeSpec } from '@canton-openapi/contract';
import type { WireRequest } from '../wire/http.ts';

/** A JSON number kept as its source text, so an int64 beyond 2^53 travels back to the server unchanged. */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A deep copy of a body that keeps {@link RawNumber} leaves as they are. */
export function cloneBody<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => cloneBody(v)) as T;
  if (typeof value === 'object' && value !== null && !(value instanceof RawNumber)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneBody(v)])) as T;
  }
  return value;
}

/** One call of an operation. `body` is JSON, possibly holding {@link RawNumber} leaves. */
export interface PlannedRequest {
  pathParams: Record<string, string>;
  /** Query parameters; an array parameter (`style: form`, `explode: true`) is given once per value. */
  query: Record<string, string | readonly string[]>;
  headers: Record<string, string>;
  body?: unknown;
  /** Body text sent as it is, instead of `body` (malformed JSON, for negative data). */
  rawBody?: string;
  /** The media type of the body. */
  mediaType?: string;
}

/** The wire form of `request` for `operation` below the API root `baseUrl`. */
export function toWire(baseUrl: string, operation: OperationSpec, request: PlannedRequest): WireRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.pathParams[name] ?? ''));
  const query = new URLSearchParams(
    Object.entries(request.query).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : value.map((v) => [name, v]))),
  ).toString();
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
  const wire: WireRequest = { method: operation.method, url, headers: { ...request.headers } };
  if (request.rawBody !== undefined || request.body !== undefined) {
    // A body of another media type (a DAR's bytes, given as its example's text) goes as it is.
    const json = request.mediaType === undefined || request.mediaType.includes('json');
    wire.body = request.rawBody ?? (json || typeof request.body !== 'string' ? serializeJson(request.body) : request.body);
    wire.headers['content-type'] = request.mediaType ?? 'application/json';
  }
  return wire;
}

/** JSON text of `value`, writing each {@link RawNumber} as its exact source text. */
export function serializeJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

/** How to present a credential for one alternative of an operation's security requirement. */
export interface Credential {
  headers: Record<string, string>;
  query: Record<string, string>;
}

/**
 * The credential for the first alternative whose schemes this tool can fill with a bearer token
 * (HTTP bearer, or an API key in a header or the query), or undefined when none can be filled.
 */
export function credentialFor(security: SecuritySchemeSpec[][], token: string): Credential | undefined {
  for (const alternative of security) {
    const credential: Credential = { headers: {}, query: {} };
    let usable = true;
    for (const scheme of alternative) {
      if (scheme.type === 'http' && scheme.scheme === 'bearer') credential.headers['authorization'] = `Bearer ${token}`;
      else if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.keyName) credential.headers[scheme.keyName.toLowerCase()] = token;
      else if (scheme.type === 'apiKey' && scheme.in === 'query' && scheme.keyName) credential.query[scheme.keyName] = token;
      else usable = false;
    }
    if (usable) return credential;
  }
  return undefined;
}

/** Header and query names that carry credentials in any alternative, to strip them for the auth check. */
export function credentialNames(security: SecuritySchemeSpec[][]): { headers: string[]; query: string[] } {
  const headers = new Set<string>();
  const query = new Set<string>();
  for (const scheme of security.flat()) {
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') headers.add('authorization');
    if (scheme.type === 'apiKey' && scheme.keyName && scheme.in === 'header') headers.add(scheme.keyName.toLowerCase());
    if (scheme.type === 'apiKey' && scheme.keyName && scheme.in === 'query') query.add(scheme.keyName);
    if (scheme.type === 'apiKey' && scheme.keyName && scheme.in === 'cookie') headers.add('cookie');
  }
  return { headers: [...headers], query: [...query] };
}
