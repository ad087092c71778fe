// A server that answers the way the upstream code does, not the way our examples are written: pekko's
// plain-text rejections (400 for a body that does not decode, 401 with a challenge), `{error}` JSON
// only for the handlers' own checks, BigDecimal.toString decimals (`0E-10`), circe's `null` for absent
// options, 200 for rounds outside the ingested range, `[]` for a ledger `limit` below 1, 404 for an
// unknown migration id or a path that matches no route. It must pass (range rules it does not enforce
// may only warn).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiName, apiNames } from '../src/apis.ts';
import { isObject } from '../src/spec/json.ts';
import { failures, runCliJson } from './support/cli.ts';
import { type Call, type Reply, type SpecServer, startSpecServer } from './support/spec-server.ts';

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
    if (api === 'ledger') {
      // `take(limit)` with a limit below 1 lists nothing; the participant does not reject it.
      const limit = call.query.get('limit');
      if (limit !== null && /^-?\d+$/.test(limit) && Number(limit) < 1 && isObject(call.body) && call.body['updateFormat'] !== undefined) return json(200, []);
      if (reply.status !== 400) return undefined;
      // The JSON API reads the body first (plain text when it cannot), then validates it (a Canton error).
      if (isObject(call.body) && typeof call.body['beginExclusive'] === 'number') {
        return json(400, {
          code: 'INVALID_ARGUMENT',
          cause: 'The submitted request has invalid arguments: Either filter/verbose or update_format is required.',
          correlationId: null,
          traceId: null,
          context: { category: '8', definite_answer: 'false' },
          resources: [],
          errorCategory: 8,
          grpcCodeValue: 3,
          retryInfo: null,
          definiteAnswer: false,
        });
      }
      return text(400, "Invalid value for: body (Missing required field at 'beginExclusive')");
    }
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

const servers = new Map<string, SpecServer>();
beforeAll(async () => {
  for (const api of apiNames) servers.set(api, await startSpecServer(api, { alter: upstream(api) }));
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
    if (api === 'ledger') {
      // The range rule the participant does not enforce (`limit` ≥ 1) is sent, accepted, and only warns.
      const limitZero = cases.filter((c) => c.kind === 'negative' && c.name.includes('`limit` = 0'));
      expect(limitZero.length).toBeGreaterThan(0);
      for (const c of limitZero) {
        expect(c.tier).toBe('rule');
        expect(c.response?.status).toBe(200);
        expect(c.checks.map((k) => k.outcome)).toContain('warn');
      }
    }
  });
});
