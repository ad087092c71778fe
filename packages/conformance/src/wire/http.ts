// Sending one request with a hard deadline, and naming what went wrong when there is no HTTP answer.

/** A request ready to send: method, URL, headers and the body text. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** An HTTP answer, fully read within the deadline. */
export interface WireResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  durationMs: number;
}

/** Why a request got no HTTP answer. */
export type TransportFailure = 'refused' | 'timeout' | 'closed' | 'not-http' | 'tls' | 'interrupted' | 'other';

/** A request that got no HTTP answer: refused, timed out, cut off, or answered with something that is not HTTP. */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  constructor(failure: TransportFailure, message: string) {
    super(message);
    this.name = 'TransportError';
    this.failure = failure;
  }
}

/** Sends `request`; the whole exchange (connect, headers, body) must finish within `timeoutMs`. */
export async function send(request: WireRequest, timeoutMs: number, interrupt?: AbortSignal): Promise<WireResponse> {
  // A plain timer, not AbortSignal.timeout: a test's fake clock reaches it, so no test waits for a deadline.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const timeout = deadline.signal;
  const signal = interrupt === undefined ? timeout : AbortSignal.any([timeout, interrupt]);
  const started = performance.now();
  try {
    const init: RequestInit = { method: request.method, headers: request.headers, signal, redirect: 'manual' };
    if (request.body !== undefined) init.body = request.body;
    const response = await fetch(request.url, init);
    const body = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, body, durationMs: performance.now() - started };
  } catch (error) {
    if (interrupt?.aborted) throw new TransportError('interrupted', 'interrupted');
    if (timeout.aborted) throw new TransportError('timeout', `no complete answer within ${timeoutMs} ms`);
    throw classify(error, request.url);
  } finally {
    clearTimeout(timer);
  }
}

function classify(error: unknown, url: string): TransportError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  const message = cause instanceof Error ? cause.message : String(cause);
  // A TLS handshake answered by a plain-HTTP server fails on the first record it reads.
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' || code === 'ERR_SSL_HTTP_REQUEST') {
    const host = URL.canParse(url) ? new URL(url).host : 'host';
    return new TransportError('tls', `the server speaks plain HTTP, not TLS: use http:// in --base-url (http://${host}/…) (${code})`);
  }
  if (/^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(GET|VERIFY)_)/.test(code)) {
    return new TransportError('tls', `TLS failed (${code}): ${message}; for a private CA, point NODE_EXTRA_CA_CERTS at its certificate`);
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || code === 'EAI_AGAIN') {
    return new TransportError('refused', `connection failed (${code}): ${message}`);
  }
  // A TLS port hangs up on plain HTTP, or answers with bytes that are not HTTP.
  const tlsHint = /^http:/i.test(url) ? '; if this port speaks TLS, use https:// in --base-url' : '';
  const parserError = cause instanceof Error && cause.name === 'HTTPParserError';
  if (parserError || code.startsWith('HPE_')) return new TransportError('not-http', `the answer is not valid HTTP: ${message}${tlsHint}`);
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE')
    return new TransportError('closed', `the server closed the connection without an answer (${code || 'socket'})${tlsHint}`);
  return new TransportError('other', `request failed${code ? ` (${code})` : ''}: ${message}`);
}
