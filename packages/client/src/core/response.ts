// Turns an HTTP response into the typed 200 body or a typed error: content type, empty and malformed
// bodies, int64 precision, optional validation, and the documented body of each error status.
import {
  type ErrorContext,
  HttpError,
  Int64PrecisionError,
  NetworkError,
  ResponseParseError,
  ResponseValidationError,
} from './errors.ts';
import { type Int64Shape, loadExact, mayHoldBigInteger, type Parsed } from './int64.ts';
import { untilAborted } from './transport.ts';
import type { Int64Mode } from './types.ts';
import type { ValidationIssue } from './errors.ts';

/** Checks a body against the response `status` of the call's operation (with `validate: true`). */
export type Validate = (status: number, data: unknown) => ValidationIssue[];

/** What reading one response needs to know. */
export interface ResponseContext extends ErrorContext {
  operationId: string;
  method: string;
  url: string;
  attempts: number;
  /** `operationId (METHOD path)`, the start of every message. */
  label: string;
  signal: AbortSignal;
  mode: Int64Mode;
  /** Int64 shape of the 200 body (bigint mode only). */
  shape: Int64Shape | undefined;
  validate: Validate | undefined;
  /** Status keys whose documented body is `text/plain`. */
  textStatuses: readonly string[] | undefined;
  /** The runtime's fetch ends the body when the signal aborts; no race needed. */
  honoursSignal: boolean;
}

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/** Reads a body under the call's signal; a connection dropped mid-body is a NetworkError. */
export async function readText(response: Response, c: ResponseContext): Promise<string> {
  try {
    return await (c.honoursSignal ? response.text() : untilAborted(response.text(), c.signal));
  } catch (error) {
    if (c.signal.aborted) throw error;
    throw new NetworkError(`${c.label}: the connection failed while reading the HTTP ${response.status} body.`, c, { cause: error });
  }
}

/** The 2xx body, parsed, int64-checked and (with `validate`) validated. */
export async function readSuccess(response: Response, c: ResponseContext): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? undefined;
  const info = { status: response.status, contentType };
  if (contentType === undefined || !jsonType.test(contentType)) {
    const text = await readText(response, c).catch(() => '');
    throw new ResponseParseError(
      `${c.label}: expected an application/json body with HTTP ${response.status}, got ${contentType ?? 'no content type'}` +
        `${text ? ` starting "${excerpt(text)}"` : ''}. The server or a proxy in front of it is not answering as the spec says.`,
      info,
      c,
    );
  }
  const text = await readText(response, c);
  if (!/\S/.test(text)) {
    throw new ResponseParseError(`${c.label}: HTTP ${response.status} came with an empty body; the spec requires a JSON body.`, info, c);
  }
  // The common case: no big integer, number mode, no validation — plain JSON.parse and done.
  const careful = mayHoldBigInteger(text);
  const exact = careful || c.mode === 'bigint' ? await loadExact() : undefined;
  let parsed: Parsed;
  try {
    parsed = exact && careful ? exact.parseExact(text) : { value: JSON.parse(text) as unknown, unsafe: false };
  } catch (error) {
    throw new ResponseParseError(
      `${c.label}: the HTTP ${response.status} body is not valid JSON (${error instanceof Error ? error.message : String(error)}); ` +
        `it starts "${excerpt(text)}" (${text.length} characters; truncated?).`,
      info,
      c,
      error,
    );
  }
  if (c.validate !== undefined) {
    // Validators see plain numbers; with big integers, a second plain parse gives them those.
    const plain = parsed.unsafe ? (JSON.parse(text) as unknown) : parsed.value;
    const issues = c.validate(response.status, plain);
    if (issues.length > 0) {
      const first = issues[0]!;
      throw new ResponseValidationError(
        `${c.label}: the HTTP ${response.status} body does not match the spec at ${first.pointer || '(root)'}: ${first.message} ` +
          `(rule ${first.keyword} at ${first.schemaPath})${issues.length > 1 ? `, and ${issues.length - 1} more` : ''}.`,
        issues,
        c,
      );
    }
  }
  if (exact === undefined) return parsed.value;
  const settled = exact.settle(parsed, c.mode, c.shape);
  if (settled.problem !== undefined) {
    const p = settled.problem;
    throw new Int64PrecisionError(
      `${c.label}: the integer ${p.literal} at ${p.pointer || '(root)'} cannot be returned exactly: ${p.reason}.`,
      { pointer: p.pointer, literal: p.literal },
      c,
    );
  }
  return settled.value;
}

/** A plain-object copy of response headers with lower-case names. */
function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** The HttpError of a non-2xx response whose body text was already read. */
export async function httpError(response: Response, text: string, c: ResponseContext): Promise<HttpError> {
  const status = response.status;
  const contentType = response.headers.get('content-type') ?? undefined;
  const key = c.textStatuses?.includes(String(status)) ? 'text' : 'json';
  let body: unknown;
  let bodyIssue: string | undefined;
  if (key === 'text') {
    body = text;
  } else if (contentType === undefined || !jsonType.test(contentType)) {
    bodyIssue = `expected application/json, got ${contentType ?? 'no content type'}`;
  } else {
    const exact = mayHoldBigInteger(text) ? await loadExact() : undefined;
    try {
      const settled = exact ? exact.settle(exact.parseExact(text), 'number', undefined) : { value: JSON.parse(text) as unknown };
      if (settled.problem) bodyIssue = `integer ${settled.problem.literal} at ${settled.problem.pointer} exceeds 2^53`;
      else body = settled.value;
    } catch (error) {
      bodyIssue = `not valid JSON (${error instanceof Error ? error.message : String(error)})`;
    }
    if (body !== undefined && c.validate !== undefined) {
      const issue = c.validate(status, body)[0];
      if (issue !== undefined) {
        bodyIssue = `does not match the spec at ${issue.pointer || '(root)'}: ${issue.message} (rule ${issue.keyword})`;
        body = undefined;
      }
    }
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  const summary = describeBody(body) ?? (text ? `"${excerpt(text)}"` : 'no body');
  return new HttpError(
    `${c.label} failed with HTTP ${status}${statusText}: ${summary}${bodyIssue ? ` (body ${bodyIssue})` : ''}.`,
    { status, body, text, headers: headerRecord(response.headers), bodyIssue },
    c,
  );
}

/** The server's own words: `{error}`, a Canton error's code and cause, or plain text. */
function describeBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body === '' ? undefined : `"${excerpt(body)}"`;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string') return excerpt(record.error);
  if (typeof record.code === 'string' && typeof record.cause === 'string') return `${record.code}: ${excerpt(record.cause)}`;
  return undefined;
}
