// A run that reached something other than the API: (nearly) every operation answering 404, a web page
// or a content type the spec never declares. Each such answer may be documented (a Scan 404 `{error}`),
// so only the whole picture tells a wrong base URL from a real server, and then nothing was tested.
import type { OperationSpec } from '@canton-openapi/contract';
import { baseMediaType, documentedResponse } from '../validate/answer.ts';
import type { WireResponse } from '../wire/http.ts';

/** What one answer looked like: `ok`, or the sign of a wrong address; `unanswered` names a request that got none in time. */
export type Symptom = 'ok' | 'not-found' | 'html' | 'unauthorized' | { contentType: string } | { unanswered: string };

/** The symptom of one answer of `op`. */
export function symptomOf(op: OperationSpec, response: WireResponse): Symptom {
  const type = baseMediaType(response.headers['content-type']);
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (response.status === 404) return 'not-found';
  // A 401 or 403 is the expected answer of a secured operation to the no-credentials check; from an
  // operation the spec calls public it means something in front of the API asks for credentials.
  if ((response.status === 401 || response.status === 403) && op.security.length === 0) return 'unauthorized';
  const declared = documentedResponse(op, response.status)?.contents.map((c) => baseMediaType(c.mediaType)) ?? [];
  if (type !== undefined && declared.length > 0 && !declared.some((d) => d === type || d === '*/*' || (d?.endsWith('/*') && type.startsWith(d.slice(0, -1))))) {
    return { contentType: type };
  }
  return 'ok';
}

/**
 * Why the run reached something other than the API, or undefined when it did reach it. An operation
 * counts when every answer it got had a symptom; the run, when all answering operations count (all but
 * one when there are four or more: a catch-all route may answer one of them).
 */
export function misdirection(api: string, baseUrl: string, prefix: string, symptoms: Map<string, Symptom[]>): string | undefined {
  const answering = [...symptoms.values()].filter((list) => list.length > 0);
  if (answering.length === 0) return undefined;
  const wrong = answering.filter((list) => list.every((s) => s !== 'ok'));
  const enough = wrong.length === answering.length || (answering.length >= 4 && wrong.length >= answering.length - 1);
  if (!enough) return undefined;
  const all = wrong.flat();
  const count = (pick: (s: Symptom) => boolean) => all.filter(pick).length;
  const html = count((s) => s === 'html');
  const notFound = count((s) => s === 'not-found');
  const unauthorized = count((s) => s === 'unauthorized');
  const types = all.flatMap((s) => (typeof s === 'object' && 'contentType' in s ? [s.contentType] : []));
  const unanswered = all.flatMap((s) => (typeof s === 'object' && 'unanswered' in s ? [s.unanswered] : []));
  // Only answers tell a wrong address; requests that got none in time are said as such, never counted as 404s.
  if (unanswered.length === all.length) return undefined;
  const share = wrong.length === answering.length ? 'every operation' : `${wrong.length} of ${answering.length} operations`;
  const root = apiRootHint(api, baseUrl, prefix);
  const answered = (what: string) =>
    unanswered.length === 0
      ? `${share} answered ${what}`
      : `${share} answered ${what} or not at all (${all.length - unanswered.length} answer(s); ${unanswered.length} request(s) got no answer within the timeout, the first ${unanswered[0]})`;
  // The most frequent symptom names the problem.
  const ranked = [
    { n: html, say: () => `${answered('an HTML page (text/html)')}, not the ${api} API: ${root}` },
    { n: notFound, say: () => `${answered('404')}: ${root}` },
    {
      n: unauthorized,
      say: () => `${answered('401 or 403')}, though the spec declares them public: something in front of the ${api} API asks for credentials; ${root}`,
    },
    { n: types.length, say: () => `${answered(mostCommon(types))}, a content type the ${api} API never declares for those statuses: ${root}` },
  ];
  return ranked.reduce((best, next) => (next.n > best.n ? next : best)).say();
}

function apiRootHint(api: string, baseUrl: string, prefix: string): string {
  let example = `https://host${prefix}`;
  let path = '';
  try {
    const url = new URL(baseUrl);
    example = `${url.protocol}//${url.host}${prefix}`;
    path = url.pathname.replace(/\/+$/, '');
  } catch {
    // A base URL that does not parse was refused before the run; keep the generic example.
  }
  if (prefix === '') return `is --base-url the API root, the participant's JSON API address (e.g. ${example}, without a path)?`;
  const missing = path.endsWith(prefix) ? '' : ` (${baseUrl} does not end with ${prefix})`;
  return `is --base-url the API root, e.g. ${example}?${missing} The ${api} API is served below ${prefix}.`;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'an undeclared content type';
}
