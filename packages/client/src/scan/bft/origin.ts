// The addresses a BFT client is given or sent to: its configured ones (seed URLs, credentials keys),
// checked here, and the Scans a list refuses. `/v0/scans` is data from the network: its `publicUrl`s are
// used only as bare http(s) origins, by the rule both packages share (`scanApiRoot`, @canton-openapi/types/scan).

/** A Scan listed by `/v0/scans` that the client refused to call, and why. */
export interface RefusedScan {
  /** The SV that lists it (`svName`). */
  svName: string;
  /** The `publicUrl` as listed. */
  publicUrl: string;
  /** Why it was refused: scheme, credentials in the URL, a path, query or fragment, or unparsable. */
  reason: string;
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
