// How a server answers a path no route matches, which is also how it answers an operation its release has
// not added or has removed. Canton's participant seals its routes with pekko's default rejection handler:
// `404 text/plain` "The requested resource could not be found.". A Splice app (Scan and the registry it
// serves, the validator) answers with its own not-found handler, `404 application/json`
// `{"error": "The requested resource could not be found: <request URI>"}`, the URI absolute as pekko makes it
// from the `Host` header (`HttpAdminService.scala`: `notFoundRoute`, in every Splice release the specs
// describe, so a Splice answer in plain text is not taken for one; specs/README.md, "Releases").
import { isObject, type SpecDocument } from '@canton-openapi/contract';
import { describesParticipant } from './upstream.ts';

const notFound = 'The requested resource could not be found';

/** The answer of a server of `doc`'s API to `uri` (absolute: `http://host:port/path?query`) when no route matches it. */
export function noRouteAnswer(doc: SpecDocument, uri: string): { status: 404; contentType: string; body: string } {
  return describesParticipant(doc)
    ? { status: 404, contentType: 'text/plain; charset=UTF-8', body: `${notFound}.` }
    : { status: 404, contentType: 'application/json', body: JSON.stringify({ error: `${notFound}: ${uri}` }) };
}

/** Whether `response` is a server of `doc`'s API answering a path no route matches. */
export function isNoRouteAnswer(doc: SpecDocument, response: { status: number; body: string }): boolean {
  if (response.status !== 404) return false;
  if (describesParticipant(doc)) return response.body.startsWith(notFound);
  return errorText(response.body)?.startsWith(`${notFound}: `) === true;
}

/** The `error` of a Splice `{error}` body, if the body is one. */
function errorText(body: string): string | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return isObject(value) && typeof value['error'] === 'string' ? value['error'] : undefined;
  } catch {
    return undefined;
  }
}
