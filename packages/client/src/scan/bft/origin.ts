// Which addresses a Scan list may send the client to. `/v0/scans` is data from the network: its
// `publicUrl`s are used only as bare http(s) origins, with `/api/scan` appended by the client.

/** A Scan listed by `/v0/scans` that the client refused to call, and why. */
export interface RefusedScan {
  /** The SV that lists it (`svName`). */
  svName: string;
  /** The `publicUrl` as listed. */
  publicUrl: string;
  /** Why it was refused: scheme, credentials in the URL, a path, query or fragment, or unparsable. */
  reason: string;
}

// scheme://authority and at most one trailing slash: no userinfo (`@`), path, query, fragment,
// backslash (parsers disagree on it) or whitespace.
const bareOrigin = /^https?:\/\/[^/?#\\@\s]+\/?$/i;

/** The API root (`origin/api/scan`) of a listed `publicUrl`, or why it is refused. */
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

/** The origin of a configured address (a seed URL or a credentials key), or a TypeError naming it. */
export function configuredOrigin(value: string, what: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw new TypeError(`${what} must be an http(s) URL without credentials, got '${value}'`);
  }
  return url;
}
