// Which addresses a Scan list (`GET /v0/scans`) may send a reader to. The list is data from the
// network: each `publicUrl` is used only as a bare http(s) origin, with `/api/scan` appended, so a
// listed entry cannot point a reader at a path, a query, another user's credentials, or a URL that
// parsers read differently.

// scheme://authority and at most one trailing slash: no userinfo (`@`), path, query, fragment,
// backslash (parsers disagree on it) or whitespace.
const bareOrigin = /^https?:\/\/[^/?#\\@\s]+\/?$/i;

/**
 * The origin and API root (`origin/api/scan`) of a `publicUrl` listed by `/v0/scans`, or why it is
 * refused: not a string, not a URL, not http(s), credentials in it, or more than a bare origin.
 * @see GET /v0/scans — operation `listDsoScans` of the spec, `@canton-openapi/types/scan/openapi.json`
 */
export function scanApiRoot(publicUrl: unknown): { origin: string; apiRoot: string } | { reason: string } {
  if (typeof publicUrl !== 'string') return { reason: 'publicUrl is not a string' };
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return { reason: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { reason: `scheme ${url.protocol} is not http or https` };
  if (url.username !== '' || url.password !== '' || publicUrl.includes('@')) return { reason: 'carries credentials (userinfo) in the URL' };
  if (!bareOrigin.test(publicUrl)) return { reason: 'is not a bare origin: a path, query, fragment, backslash or space follows the host' };
  return { origin: url.origin, apiRoot: `${url.origin}/api/scan` };
}
