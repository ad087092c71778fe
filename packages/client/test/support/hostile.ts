// fast-check arbitraries of hostile servers and callers for the fuzz suite (fuzz.test.ts): statuses
// 100–599, reason phrases outside Latin-1, any media type, truncated, deep, huge-number and
// token-echoing bodies, delivered whole, in drips, cut off mid-body or stalled; callers with every
// int64 mode, validation, token kind, timeout, abort and retry setting.
import { inspect } from 'node:util';
import fc from 'fast-check';

/** The size of a fuzz run: FUZZ_RUNS (default 200, `npm run fuzz` sets thousands), within FUZZ_TIME_MS. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 200);
export const fuzzTimeMs = Number(process.env.FUZZ_TIME_MS ?? 60_000);
/** Options for fc.assert: bounded in count and in time, reproducible with FUZZ_SEED. */
export const fuzzOptions = {
  numRuns: fuzzRuns,
  interruptAfterTimeLimit: fuzzTimeMs,
  markInterruptAsFailure: false,
  ...(process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) }),
};

export const secret = 'fuzz-secret-token-0b1f.payload.sig';

export type Delivery = 'whole' | 'drip' | 'reset' | 'stall';

/** One hostile answer. */
export interface Hostile {
  kind: 'answer' | 'refused' | 'hang';
  status: number;
  statusText: string;
  contentType: string | undefined;
  body: string;
  delivery: Delivery;
  chunk: number;
  echo: 'none' | 'header' | 'body' | 'location';
}

const validBodies = [
  '{"scans":[]}',
  '{"scans":[{"domainId":"global-domain::1220","scans":[{"publicUrl":"https://scan.example.com","svName":"sv-1"}]}]}',
  '{"dso_rules_vote_results":[],"next_page_token":null}',
  '{"error":"not found"}',
  '{"status":"Ok","round_number":42,"total_app_activity_weight":1,"active_parties_count":2,"activity_records_count":3,"total_app_reward_minting_allowance":"1.0","total_app_reward_thresholded":"0.0","total_app_reward_unclaimed":"0.0","rewarded_app_provider_parties_count":4}',
];

const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...validBodies),
  fc.constantFrom(...validBodies).chain((b) => fc.nat({ max: b.length }).map((n) => b.slice(0, n))), // truncated
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', 'null', '[]', '1e400', '-1e400', '9007199254740993.0', '{"__proto__":{"x":1}}', '\uFEFF{"scans":[]}', '<html>502</html>'),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  fc
    .constantFrom('round_number', 'next_page_token')
    .chain((field) =>
      fc
        .constantFrom('9007199254740993', '9.007199254740993e15', '9007199254740993e0', '1e400', '5.5', '-0', '1E2')
        .map((n) => `{"${field}":${n},"scans":[],"dso_rules_vote_results":[]}`),
    ),
);

export const hostile: fc.Arbitrary<Hostile> = fc.record({
  kind: fc.constantFrom('answer', 'answer', 'answer', 'answer', 'answer', 'answer', 'refused', 'hang'),
  status: fc.oneof(fc.constantFrom(200, 200, 200, 204, 301, 302, 304, 400, 401, 404, 413, 429, 500, 502, 503), fc.integer({ min: 100, max: 599 })),
  statusText: fc.constantFrom('', 'OK', 'Nicht gef\uFFFDnden', 'Nicht gef\u00fcnden', '\u30a8\u30e9\u30fc'),
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/problem+json',
    'text/plain',
    'text/html',
    'application/octet-stream',
    'APPLICATION/JSON',
    'application/json;;',
  ),
  body: hostileBody,
  delivery: fc.constantFrom('whole', 'whole', 'drip', 'reset', 'stall'),
  chunk: fc.integer({ min: 1, max: 64 }),
  echo: fc.constantFrom('none', 'none', 'header', 'body', 'location'),
});

/** A Response for `h`; `auth` is the request's Authorization header, which an echoing server sends back. */
export function respond(h: Hostile, auth: string): Response | Promise<Response> {
  if (h.kind === 'hang') return new Promise<Response>(() => undefined);
  if (h.kind === 'refused') return Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
  const headers: Record<string, string> = {};
  if (h.contentType !== undefined) headers['content-type'] = h.contentType;
  if (h.echo === 'header') headers['x-echo'] = auth;
  if (h.echo === 'location' || (h.status >= 300 && h.status < 400))
    headers.location = `https://elsewhere.test/${h.echo === 'location' ? auth.replace(/ /g, '') : ''}`;
  const text = h.echo === 'body' ? `${h.body}${JSON.stringify(auth)}` : h.body;
  const nullBody = [101, 103, 204, 205, 304].includes(h.status) || h.status < 200;
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const stream =
    h.delivery === 'whole'
      ? text
      : new ReadableStream<Uint8Array>({
          pull: async (controller) => {
            const cut = h.delivery === 'drip' ? bytes.length : Math.floor(bytes.length / 2);
            if (at >= cut) {
              if (h.delivery === 'drip') controller.close();
              else if (h.delivery === 'reset') controller.error(new TypeError('terminated'));
              else await new Promise(() => undefined); // stalls: only the deadline ends it
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 0));
            controller.enqueue(bytes.slice(at, (at += h.chunk)));
          },
        });
  const lawful = h.status >= 200 && h.status <= 599;
  const response = new Response(nullBody ? null : stream, { status: lawful ? h.status : 200, headers });
  // What a real server can send that the Response constructor refuses: 1xx and reason phrases outside Latin-1.
  Object.defineProperty(response, 'statusText', { value: h.statusText });
  if (!lawful) {
    Object.defineProperty(response, 'status', { value: h.status });
    Object.defineProperty(response, 'ok', { value: false });
  }
  return response;
}

/** A hostile caller. */
export interface Caller {
  mode: 'number' | 'bigint';
  validate: boolean;
  token: 'none' | 'string' | 'async' | 'hang' | 'throws';
  timeoutMs: number;
  abortAfterMs: number | undefined;
  retries: number;
  maxResponseBytes: number | undefined;
  call: 'listDsoScans' | 'getRewardAccountingActivityTotals' | 'iterateVoteRequestResults' | 'pages' | 'raw';
}

export const caller: fc.Arbitrary<Caller> = fc.record({
  mode: fc.constantFrom('number', 'bigint'),
  validate: fc.boolean(),
  token: fc.constantFrom('string', 'string', 'async', 'none', 'hang', 'throws'),
  timeoutMs: fc.integer({ min: 20, max: 80 }),
  abortAfterMs: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  retries: fc.integer({ min: 0, max: 2 }),
  maxResponseBytes: fc.option(fc.integer({ min: 1, max: 4096 }), { nil: undefined }),
  call: fc.constantFrom('listDsoScans', 'getRewardAccountingActivityTotals', 'iterateVoteRequestResults', 'pages', 'raw'),
});

/** The token source of a caller. */
export function tokenOf(c: Caller): string | (() => Promise<string>) | undefined {
  if (c.token === 'none') return undefined;
  if (c.token === 'string') return secret;
  if (c.token === 'async') return async () => secret;
  if (c.token === 'hang') return () => new Promise<string>(() => undefined);
  return () => Promise.reject(new Error('vault down'));
}

/** Everything an error exposes: message, stack, own properties, causes, util.inspect, JSON. */
export function everythingAbout(error: unknown): string {
  const parts: string[] = [inspect(error, { depth: 10, showHidden: true })];
  for (let e: unknown = error, n = 0; e instanceof Error && n < 10; e = e.cause, n++) {
    parts.push(
      String(e),
      e.stack ?? '',
      JSON.stringify(Object.entries(e), (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    );
  }
  return parts.join('\n');
}
