// The bearer token: sent when configured, fetched per request, and never seen anywhere else — not in
// errors, not in log lines, not by middleware, not by another origin.
import { inspect } from 'node:util';
import { CantonApiError, NetworkError, RedirectError, RequestError, TimeoutError } from '@canton-openapi/client';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, memoryLogger, raw, sequence } from './support/fake-fetch.ts';

const baseUrl = 'http://validator.test/api/validator';
const secret = 'eyJhbGciOiJSUzI1NiJ9.secret-token-payload.signature';
const offer = { status: 'created', transaction_id: 't', contract_id: 'c' };

function validator(fetch: typeof globalThis.fetch, extra: Parameters<typeof createValidatorClient>[0] extends infer O ? Partial<O> : never = {}) {
  return createValidatorClient({ baseUrl, fetch, logger: false, ...extra });
}

/** Everything an error exposes: message, stack, own properties, cause chain, util.inspect. */
function everythingAbout(error: unknown): string {
  const parts: string[] = [inspect(error, { depth: 10, showHidden: true })];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    parts.push(String(e), e.stack ?? '', JSON.stringify(Object.entries(e)));
  }
  return parts.join('\n');
}

describe('Authorization header', () => {
  it('is absent without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    await validator(fetch).getTransferOfferStatus('t1');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('carries a string token as a bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    await validator(fetch, { token: secret }).getTransferOfferStatus('t1');
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${secret}`);
  });

  it('asks a token function before every request, retries included', async () => {
    let n = 0;
    const { fetch, calls } = sequence(json({ error: 'busy' }, 503), json(offer));
    const client = validator(fetch, { token: async () => `token-${++n}`, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    await client.getTransferOfferStatus('t1');
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('is absent when the token function returns undefined', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    await validator(fetch, { token: () => undefined }).getTransferOfferStatus('t1');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('a throwing token function rejects with RequestError and sends nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const failure = new Error('vault unreachable');
    const error = await validator(fetch, { token: () => Promise.reject(failure) })
      .getTransferOfferStatus('t1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).cause).toBe(failure);
    expect(calls).toHaveLength(0);
  });

  it('a token with a line break rejects without echoing the token', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const error = await validator(fetch, { token: `${secret}\r\nX-Injected: 1` })
      .getTransferOfferStatus('t1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(everythingAbout(error)).not.toContain('secret-token-payload');
    expect(calls).toHaveLength(0);
  });
});

describe('the token never leaks', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['401 error', () => json({ error: 'Missing or invalid access token' }, 401)],
    ['HTML 502', () => raw('<html>bad gateway</html>', 502, 'text/html')],
    ['connection error', () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }))],
    ['redirect', () => raw(null, 302, undefined, { location: 'https://login.example.com/' })],
    ['truncated body', () => json('{"status":"crea', 200)],
  ];

  it.each(failures)('into the error of a %s', async (_name, respond) => {
    const { fetch } = fakeFetch(respond);
    const error = await validator(fetch, { token: secret, retry: false })
      .getTransferOfferStatus('t1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(everythingAbout(error)).not.toContain('secret-token-payload');
  });

  it('into a timeout error or the log lines of retries and deprecations', async () => {
    const log = memoryLogger();
    const never = () => new Promise<Response>(() => undefined);
    const { fetch } = sequence(json({ error: 'busy' }, 503), never);
    const client = createScanClient({
      baseUrl: 'http://scan.test/api/scan',
      fetch,
      token: secret,
      timeoutMs: 200,
      retry: { baseDelayMs: 1, maxDelayMs: 1 },
      logger: log.logger,
      serverVersion: false,
    });
    const error = await client
      .getHoldingsStateAt({ migration_id: 1, record_time: '2025-01-01T00:00:00Z', record_time_match: 'exact', page_size: 1, owner_party_ids: ['a::1'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(log.debug.length + log.warnings.length).toBeGreaterThan(1);
    expect([...log.debug, ...log.warnings, everythingAbout(error)].join('\n')).not.toContain('secret-token-payload');
  });

  it('to middleware: it sees the request before the token is added', async () => {
    const seen: (string | null)[] = [];
    const { fetch, calls } = fakeFetch(() => json(offer));
    const client = validator(fetch, { token: secret });
    client.use({ onRequest: ({ request }) => void seen.push(request.headers.get('authorization')) });
    await client.getTransferOfferStatus('t1');
    expect(seen).toEqual([null]);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${secret}`);
  });

  it('to another origin a middleware points the request at', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const client = validator(fetch, { token: secret });
    client.use({ onRequest: ({ request }) => new Request(request.url.replace('validator.test', 'attacker.test'), request) });
    const error = await client.getTransferOfferStatus('t1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain('http://attacker.test');
    expect(calls).toHaveLength(0);
  });

  it('to another origin through the raw client', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const client = validator(fetch, { token: secret });
    const error = await client.raw
      .POST('/v0/wallet/transfer-offers/{tracking_id}/status', {
        params: { path: { tracking_id: 't1' } },
        baseUrl: 'https://elsewhere.test/api/validator',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(calls).toHaveLength(0);
  });

  it('to the target of a redirect: redirects are not followed', async () => {
    for (const [status, location] of [
      [302, 'https://other.test/api/validator/v0/wallet/transfer-offers/t1/status'],
      [307, '/api/validator/v0/elsewhere'],
      [308, 'https://validator.test/api/validator/v0/wallet/transfer-offers/t1/status'],
    ] as const) {
      const { fetch, calls } = fakeFetch(() => raw(null, status, undefined, { location }));
      const error = await validator(fetch, { token: secret, retry: false })
        .getTransferOfferStatus('t1')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect(error).toMatchObject({ status, location });
      expect(calls).toHaveLength(1);
    }
  });

  it('asks the runtime not to follow redirects either', async () => {
    const { fetch } = fakeFetch(() => json(offer));
    let redirect: RequestRedirect | undefined;
    const client = validator(async (input, init) => {
      redirect = (input instanceof Request ? input : new Request(input, init)).redirect;
      return fetch(input, init);
    });
    await client.getTransferOfferStatus('t1');
    expect(redirect).toBe('manual');
  });
});

describe('the raw openapi-fetch client', () => {
  it('sends the token to baseUrl and returns openapi-fetch results', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const client = validator(fetch, { token: secret });
    const { data } = await client.raw.POST('/v0/wallet/transfer-offers/{tracking_id}/status', {
      params: { path: { tracking_id: 't1' } },
    });
    expect(data).toEqual(offer);
    expect(calls[0]!.url).toBe(`${baseUrl}/v0/wallet/transfer-offers/t1/status`);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${secret}`);
  });

  it('encodes path parameters as named methods do, and keeps a placeholder that has no value', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    const client = validator(fetch);
    await client.raw.POST('/v0/wallet/transfer-offers/{tracking_id}/status', { params: { path: { tracking_id: 'a/b?c#d %e{x}' } } });
    await client.raw.POST('/v0/wallet/transfer-offers/{tracking_id}/status', { params: { path: {} } } as never);
    expect(calls.map((c) => c.url)).toEqual([
      `${baseUrl}/v0/wallet/transfer-offers/a%2Fb%3Fc%23d%20%25e%7Bx%7D/status`,
      `${baseUrl}/v0/wallet/transfer-offers/%7Btracking_id%7D/status`, // as URL parsing writes `{name}`
    ]);
  });

  it('connection failures surface as NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await validator(fetch)
      .raw.GET('/v0/scan-proxy/ans-entries/by-name/{name}', { params: { path: { name: 'x' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});

describe('baseUrl', () => {
  it.each([
    ['a relative URL', '/api/validator'],
    ['another scheme', 'ftp://validator.test/api/validator'],
    ['credentials in the URL', 'https://user:pass@validator.test/api/validator'],
  ])('rejects %s at creation', (_name, url) => {
    expect(() => createValidatorClient({ baseUrl: url })).toThrow(TypeError);
  });

  it('normalizes scheme and host case and default ports', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    await createValidatorClient({ baseUrl: 'HTTP://Validator.Test:80/api/validator', fetch, token: secret }).getTransferOfferStatus('t1');
    expect(calls[0]!.url).toBe(`${baseUrl}/v0/wallet/transfer-offers/t1/status`);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${secret}`);
  });

  it('tolerates a trailing slash', async () => {
    const { fetch, calls } = fakeFetch(() => json(offer));
    await createValidatorClient({ baseUrl: `${baseUrl}/`, fetch }).getTransferOfferStatus('t1');
    expect(calls[0]!.url).toBe(`${baseUrl}/v0/wallet/transfer-offers/t1/status`);
  });
});

describe('a server that echoes the Authorization header', () => {
  /** Answers with the request's Authorization header in a response header and in the body. */
  const echoing = (status: number, contentType: string | undefined, body: (auth: string) => string) =>
    fakeFetch((request) => {
      const auth = request.headers.get('authorization') ?? '';
      const headers: Record<string, string> = { 'x-echo-authorization': auth };
      if (contentType !== undefined) headers['content-type'] = contentType;
      return new Response(body(auth), { status, headers });
    });
  const cases: [string, number, string | undefined, (auth: string) => string][] = [
    ['a 401 JSON error', 401, 'application/json', (auth) => JSON.stringify({ error: `invalid token: ${auth}` })],
    ['a 500 text error', 500, 'text/plain', (auth) => `upstream said no to ${auth}`],
    ['a 404 with an undeclared media type', 404, 'text/html', (auth) => `<p>${auth}</p>`],
    ['a 200 that is not JSON', 200, 'text/html', (auth) => `<p>${auth}</p>`],
    ['a 200 that is malformed JSON', 200, 'application/json', (auth) => `${auth}{`],
    ['a 200 that is truncated JSON', 200, 'application/json', (auth) => `{"status":"${auth}`],
  ];

  it.each(cases)('keeps the token out of the error of %s', async (_name, status, contentType, body) => {
    const { fetch, calls } = echoing(status, contentType, body);
    const error = await validator(fetch, { token: secret, retry: false })
      .getTransferOfferStatus('t1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CantonApiError);
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${secret}`);
    const all = `${everythingAbout(error)}\n${JSON.stringify(error)}\n${JSON.stringify(Object.assign({}, error))}`;
    expect(all).not.toContain('secret-token-payload');
    expect(all).toContain('[REDACTED]');
  });

  it('keeps the token of a token function out of the error too', async () => {
    // 403 is the validator's JSON `{error}` status (its 401 is pekko's text/plain).
    const { fetch } = echoing(403, 'application/json', (auth) => JSON.stringify({ error: auth }));
    const error = await validator(fetch, { token: async () => secret, retry: false })
      .getTransferOfferStatus('t1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 403, body: { error: 'Bearer [REDACTED]' } });
    expect(everythingAbout(error)).not.toContain('secret-token-payload');
  });

  it('keeps the token out of a redirect to an echoed Location, of named methods and the raw client', async () => {
    const { fetch } = fakeFetch((request) =>
      raw(null, 302, undefined, { location: `https://login.test/?t=${request.headers.get('authorization')!.slice(7)}` }),
    );
    const client = validator(fetch, { token: secret, retry: false });
    const named = await client.getTransferOfferStatus('t1').catch((e: unknown) => e);
    const rawError = await client.raw
      .POST('/v0/wallet/transfer-offers/{tracking_id}/status', { params: { path: { tracking_id: 't1' } } })
      .catch((e: unknown) => e);
    for (const error of [named, rawError]) {
      expect(error).toBeInstanceOf(RedirectError);
      expect(everythingAbout(error)).not.toContain('secret-token-payload');
    }
  });
});

describe('middleware never sees the token', () => {
  it('not in onRequest, onResponse or onError, of named methods and the raw client', async () => {
    const seen: (string | null)[] = [];
    let fail = false;
    const { fetch, calls } = fakeFetch(() => (fail ? Promise.reject(new TypeError('fetch failed')) : json(offer)));
    const client = validator(fetch, { token: secret, retry: false });
    client.use({
      onRequest: ({ request }) => void seen.push(request.headers.get('authorization')),
      onResponse: ({ request }) => void seen.push(request.headers.get('authorization')),
      onError: ({ request }) => void seen.push(request.headers.get('authorization')),
    });
    await client.getTransferOfferStatus('t1');
    await client.raw.POST('/v0/wallet/transfer-offers/{tracking_id}/status', { params: { path: { tracking_id: 't1' } } });
    fail = true;
    await client.getTransferOfferStatus('t1').catch(() => undefined);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([`Bearer ${secret}`, `Bearer ${secret}`, `Bearer ${secret}`]);
    expect(seen).toHaveLength(6);
    expect(seen).toEqual([null, null, null, null, null, null]);
  });
});
