// A server that answers the way the upstream code does, not the way our examples are written: the
// participant's relaxed decoding (a missing `beginExclusive` is 0, numerals in strings are numbers,
// support/canton-updates.ts), pekko's plain-text rejections (400 for a body that does not decode, 401 with
// a challenge), `{error}` JSON only for the handlers' own checks, BigDecimal.toString decimals (`0E-10`),
// circe's `null` for absent options, 200 for rounds outside the ingested range, `[]` for a ledger `limit`
// below 1, 404 for an unknown migration id or a path that matches no route. It must pass: what it
// accepts against the spec is what the spec records as not enforced, and only warns. The same server
// missing one of the participant's checks must fail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiName, apiNames } from '../src/apis.ts';
import type { CaseReport } from '../src/report/model.ts';
import { isObject } from '@canton-openapi/contract';
import { type CantonCheck, participantReplies } from './support/canton-updates.ts';
import { failures, runCliJson } from './support/cli.ts';
import { type Call, type Reply, type SpecServer, type SpecServerOptions, startSpecServer } from './support/spec-server.ts';

const json = (status: number, body: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers },
  body,
});

/** What a healthy Splice node's handler itself rejects (in JSON); everything else it cannot decode. */
function spliceHandlerRejects(call: Call): string | undefined {
  const body = call.body;
  if (!isObject(body)) return undefined;
  for (const field of ['page_size', 'limit']) {
    const value = body[field];
    if (typeof value === 'number' && value > 1000) return `Exceeded limit maximum (${value} > 1000).`;
    if (typeof value === 'number' && value < 1) return 'Limit must be at least 1.';
  }
  if (Array.isArray(body['owner_party_ids']) && body['owner_party_ids'].length === 0) {
    return "Expected 'ownerPartyIds' to contain at least one item, but contained none.";
  }
  return undefined;
}

/** The reply of the upstream code where it differs from our spec-replaying server's. */
function upstream(api: ApiName) {
  return (call: Call, reply: Reply): Reply | undefined => {
    if (reply.status === 401) {
      return text(401, 'The resource requires authentication, which was not supplied with the request', { 'www-authenticate': 'Bearer realm="splice"' });
    }
    if (isObject(call.body) && typeof call.body['migration_id'] === 'number' && call.body['migration_id'] < 0) {
      return json(404, { error: `No ACS snapshot found for migration id ${call.body['migration_id']}` });
    }
    if (reply.status === 400 && call.body === undefined) {
      // A path segment that is not a number matches no route: pekko's not-found handler, in JSON.
      return json(404, { error: 'The requested resource could not be found: /api/scan/…' });
    }
    if (reply.status === 400) {
      const rejected = spliceHandlerRejects(call);
      return rejected === undefined
        ? text(400, 'The request content was malformed:\nDecodingFailure at .page_size: Missing required field')
        : json(400, { error: rejected });
    }
    if (reply.status !== 200) return undefined;
    switch (call.operationId) {
      case 'getRewardAccountingActivityTotals':
        return json(200, {
          status: 'Ok',
          round_number: 4711,
          total_app_activity_weight: 0,
          active_parties_count: 0,
          activity_records_count: 0,
          total_app_reward_minting_allowance: '0E-10',
          total_app_reward_thresholded: '1.000E-7',
          total_app_reward_unclaimed: '0E-10',
          rewarded_app_provider_parties_count: 0,
        });
      case 'lookupFeaturedAppRightByContractId':
        return json(200, { featured_app_right: null });
      case 'getTransferOfferStatus':
        return json(200, { status: 'failed', failure_kind: 'rejected', withdrawn_reason: null });
      case 'lookupAnsEntryByName':
        return json(200, { entry: { contract_id: null, user: 'DSO::1220ab', name: 'dso.cns', url: '', description: '', expires_at: null } });
      default:
        return undefined;
    }
  };
}

/** The upstream-like server of `api`; the ledger's decides itself what it rejects, as the participant does. */
function upstreamOptions(api: ApiName, skip?: ReadonlySet<CantonCheck>): SpecServerOptions {
  return api === 'ledger' ? { acceptInvalid: true, alter: participantReplies(skip) } : { alter: upstream(api) };
}

const servers = new Map<string, SpecServer>();
beforeAll(async () => {
  for (const api of apiNames) servers.set(api, await startSpecServer(api, upstreamOptions(api)));
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

describe('a server that answers like the upstream code', () => {
  test.each(apiNames)('%s: exit 0, every check passes', async (api) => {
    const run = await runCliJson(['--api', api, '--base-url', servers.get(api)?.baseUrl ?? '', '--token', 'a.b.c']);
    expect(failures(run.report)).toEqual([]);
    expect(run.code).toBe(0);
    const cases = run.report.apis[0]?.operations.flatMap((o) => o.cases) ?? [];
    // The upstream answers were really met: plain-text rejections, and the bodies above.
    const types = new Set(cases.map((c) => c.response?.contentType?.split(';')[0]));
    if (api !== 'validator') expect(types).toContain('text/plain');
    if (api !== 'ledger') expect(cases.some((c) => c.kind === 'auth' || c.response?.status === 200)).toBe(true);
    if (api === 'validator') expect(cases.some((c) => c.response?.status === 401 && c.response.contentType?.startsWith('text/plain'))).toBe(true);
    const warned = cases.filter((c) => c.checks.some((k) => k.outcome === 'warn'));
    if (api === 'ledger') {
      // What the participant accepts against the spec is exactly what the spec records as unenforced:
      // `limit` 0 (an empty list) and a body without `beginExclusive` (read as 0), on both operations.
      expect(warned.map(ruleOf).sort()).toEqual(['minimum limit', 'minimum limit', 'required beginExclusive', 'required beginExclusive']);
      for (const c of warned) {
        expect(c.response?.status).toBe(200);
        expect(c.rule?.enforced).toBe(false);
      }
      const missing = warned.find((c) => c.rule?.keyword === 'required');
      expect(missing?.checks.find((k) => k.outcome === 'warn')?.message).toMatch(
        /known not to enforce this rule \(CirceRelaxedCodec\.scala: deriveRelaxedCodec .*fills a missing Long with 0/,
      );
    } else {
      expect(warned).toEqual([]);
    }
  });
});

/** `minimum limit`: the rule keyword of a negative case and the field or parameter it breaks. */
function ruleOf(c: CaseReport): string {
  return `${c.rule?.keyword} ${c.name.match(/`([^`]+)`/)?.[1]}`;
}

describe('the same participant without one of its checks', () => {
  const broken: [CantonCheck, RegExp, RegExp][] = [
    ['combination', /^negative: `(filter|verbose)` with `updateFormat` \(forbidden by `not`\)$/, /JsUpdateService\.scala: toGetUpdatesRequest/],
    ['enum', /^negative: `transactionShape` outside its enum$/, /stringDecoderForEnum/],
    ['identifier', /^negative: `templateId` = "§" \(pattern\)$/, /IdentifierConverter\.fromJsonEither/],
    [
      'offsets',
      /^negative: `(beginExclusive` = -1 \(minimum 0|endInclusive` = 0 \(minimum 1)\)$/,
      /ParticipantOffsetValidator\.validate(NonNegative|OptionalPositive)/,
    ],
  ];
  test.each(broken)('without its %s check: exit 1, the accepted request fails, naming the code that rejects it', async (check, caseName, evidence) => {
    const server = await startSpecServer('ledger', upstreamOptions('ledger', new Set([check])));
    try {
      const run = await runCliJson(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'a.b.c']);
      expect(run.code).toBe(1);
      const failed = failures(run.report).filter((f) => f.check === 'negative');
      expect(failed.length).toBeGreaterThan(0);
      for (const f of failed) {
        expect(f.caseName).toMatch(caseName);
        expect(f.message).toMatch(/^the server accepted a request that breaks the spec \(answered 200\)$/);
        expect(f.expected).toMatch(evidence);
      }
    } finally {
      await server.close();
    }
  });
});
