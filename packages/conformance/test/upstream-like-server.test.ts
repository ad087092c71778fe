// A server that answers the way the upstream code does, not the way our examples are written: the
// participant's relaxed decoding (a missing `beginExclusive` is 0, numerals in strings are numbers,
// support/canton-updates.ts), pekko's plain-text rejections (400 for a body that does not decode, 401 with
// a challenge), `{error}` JSON only for the handlers' own checks, BigDecimal.toString decimals (`0E-10`),
// circe's `null` for absent options, 200 for rounds outside the ingested range, `[]` for a ledger `limit`
// below 1, 404 for an unknown migration id or a path that matches no route; the registry's answers are a Scan's
// (support/registry.ts). It must pass: what it accepts against the spec is what the spec records as not enforced,
// and only warns. The same server missing one of the participant's or the registry's checks must fail.
// Each API's whole run is in process, once (the CLI's own reading of flags, its JSON report and exit code are
// correct-server.test.ts's and cli-usage.test.ts's); the tests of one check or one release run what they are about
// (`only`), with a fake clock for the WebSocket tails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiName, apiNames } from '../src/apis.ts';
import type { CaseReport } from '../src/report/model.ts';
import { compareReleases, isObject, listOperations, releaseLinesOf } from '@canton-openapi/contract';
import { loadSpec } from '../src/load-spec.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import type { ConformanceOptions } from '../src/run/conformance.ts';
import { runConformance } from './support/local-run.ts';
import { type CantonCheck, partyProblem, updateListOperations } from './support/canton-updates.ts';
import { fakeClock, runTimeoutMs } from './support/fake-clock.ts';
import { participantOptions } from './support/participant.ts';
import { ids, parties, type RegistryCheck, startRegistryServer } from './support/registry.ts';
import { failures } from './support/report.ts';
import { contractOf, releaseDependent } from './support/selection.ts';
import type { ServedRelease } from './support/served-release.ts';
import { type Call, type Reply, type SpecServer, type SpecServerOptions, startSpecServer } from './support/spec-server.ts';
import type { ConformanceReport } from '../src/report/model.ts';

const json = (status: number, body: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers },
  body,
});

/** The request lists Splice 0.9.0 limits to 1000 items (HttpScanHandlerRequestLimitsTest; release notes 0.9.0, Scan App). */
const limitedLists = ['owner_party_ids', 'party_ids', 'templates'];
const limitedRoundLists = ['cached_open_mining_round_contract_ids', 'cached_issuing_round_contract_ids'];

/** Whether a Splice node of `release` (the newest, 0.9.0, when the node reports none) checks the v2 list limits. */
function limitsLists(release: ServedRelease | undefined, lists?: 'limited' | 'unlimited'): boolean {
  if (lists !== undefined) return lists === 'limited';
  return compareReleases(release?.behaves ?? release?.reports ?? '0.9.0', '0.9.0') >= 0;
}

/** A list over 1000 items in a v2 or rounds body: the handler's own message for it (0.9.0 on), which earlier releases never send. */
function overLongList(call: Call): string | undefined {
  const body = call.body;
  const lists = call.operationId === 'getOpenAndIssuingMiningRounds' ? limitedRoundLists : call.operationId.endsWith('V2') ? limitedLists : [];
  if (!isObject(body)) return undefined;
  const field = lists.find((f) => Array.isArray(body[f]) && (body[f] as unknown[]).length > 1000);
  return field === undefined ? undefined : `Expected '${field}' to contain at most 1000 items, but contained ${(body[field] as unknown[]).length}.`;
}

/** What a healthy Splice node's handler itself rejects (in JSON); everything else it cannot decode. */
function spliceHandlerRejects(call: Call, limited: boolean): string | undefined {
  const body = call.body;
  if (!isObject(body)) return undefined;
  if (limited && overLongList(call) !== undefined) return overLongList(call);
  for (const field of ['page_size', 'limit']) {
    const value = body[field];
    if (typeof value === 'number' && value > 1000) return `Exceeded limit maximum (${value} > 1000).`;
    if (typeof value === 'number' && value < 1) return 'Limit must be at least 1.';
  }
  if (Array.isArray(body['owner_party_ids']) && body['owner_party_ids'].length === 0) {
    return "Expected 'ownerPartyIds' to contain at least one item, but contained none.";
  }
  // The handler reads each owner with PartyId.tryFromProtoPrimitive (a body of strings decoded first): its message, in JSON.
  const owners = body['owner_party_ids'];
  if (Array.isArray(owners) && owners.every((o) => typeof o === 'string')) {
    const problem = owners.map(partyIdProblem).find((p) => p !== undefined);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** Scan reads whose handler parses a party from the path or query with PartyId.tryFromProtoPrimitive (400 {error}). */
const partyParams: Record<string, { in: 'path' | 'query'; name: string }> = {
  getAcsSnapshot: { in: 'path', name: 'party' },
  listFeaturedAppRightsByProvider: { in: 'path', name: 'provider_party_id' },
  lookupAnsEntryByParty: { in: 'path', name: 'party' },
  lookupTransferPreapprovalByParty: { in: 'path', name: 'party' },
  lookupTransferCommandCounterByParty: { in: 'path', name: 'party' },
  lookupTransferCommandStatus: { in: 'query', name: 'sender' },
};

/** Query parameters the generated routes read as numbers, and what pekko's unmarshaller calls the type. */
const numericQueryParams: Record<string, Record<string, string>> = {
  listAnsEntries: { page_size: '32-bit signed integer' },
  getAmuletConfigForRound: { round: '64-bit signed integer' },
  lookupTransferCommandStatus: { nonce: '64-bit signed integer' },
};

/**
 * How Scan answers a GET whose query or path it rejects: pekko's plain-text 400 for a number that does not
 * parse (before the handler), then the handler's own `{error}`: `PageLimit.tryCreate` and `PartyId.tryFromProtoPrimitive`.
 */
function scanReadRejects(call: Call): Reply | undefined {
  for (const [name, kind] of Object.entries(numericQueryParams[call.operationId] ?? {})) {
    const value = call.query.get(name);
    if (value !== null && !/^-?[0-9]+$/.test(value)) return text(400, `The query parameter '${name}' was malformed:\n'${value}' is not a valid ${kind} value`);
  }
  const pageSize = call.operationId === 'listAnsEntries' ? call.query.get('page_size') : null;
  if (pageSize !== null && Number(pageSize) > 1000) return json(400, { error: `Exceeded limit maximum (${pageSize} > 1000).` });
  if (pageSize !== null && Number(pageSize) < 1) return json(400, { error: 'Limit must be at least 1.' });
  const party = partyParams[call.operationId];
  const value = party === undefined ? undefined : party.in === 'path' ? call.pathParams?.[party.name] : (call.query.get(party.name) ?? undefined);
  const problem = value === undefined ? undefined : partyIdProblem(value);
  return problem === undefined ? undefined : json(400, { error: problem });
}

/**
 * Canton's `PartyId.tryFromProtoPrimitive` (UniqueIdentifier.fromProtoPrimitive_): `<identifier>::<fingerprint>` split
 * at the first `::`, both parts Daml-LF party strings, the identifier of at most 185 characters, the fingerprint of at
 * most 68 and without `::`. The message of its IllegalArgumentException, or undefined for a party id.
 */
function partyIdProblem(value: string): string | undefined {
  const at = value.indexOf('::');
  if (value === '') return 'Empty string is not a valid unique identifier.';
  if (at === 0) return `Invalid unique identifier \`${value}\` with empty identifier.`;
  if (at < 0) return `Invalid unique identifier \`${value}\` with missing namespace.`;
  const [identifier, fingerprint] = [value.slice(0, at), value.slice(at + 2)];
  const shown = value.slice(0, 200);
  const identifierProblem = partyProblem(identifier) ?? (identifier.length > 185 ? `longer than 185 characters` : undefined);
  if (identifierProblem !== undefined) return `Identifier decoding of \`${shown}\` failed with: ${identifierProblem}`;
  const fingerprintProblem =
    (fingerprint === '' ? 'Daml-LF Party is empty' : undefined) ??
    partyProblem(fingerprint) ??
    (fingerprint.includes('::') ? 'String contains reserved delimiter `::`.' : undefined) ??
    (fingerprint.length > 68 ? 'longer than 68 characters' : undefined);
  return fingerprintProblem === undefined ? undefined : `Fingerprint decoding of \`${shown}\` failed with: ${fingerprintProblem}`;
}

/** The reply of the upstream code where it differs from our spec-replaying server's. */
function upstream(api: ApiName, release?: ServedRelease, lists?: 'limited' | 'unlimited') {
  const limited = limitsLists(release, lists);
  return (call: Call, reply: Reply, accepted: () => Reply): Reply | undefined => {
    if (reply.status === 401) {
      return text(401, 'The resource requires authentication, which was not supplied with the request', { 'www-authenticate': 'Bearer realm="splice"' });
    }
    if (isObject(call.body) && typeof call.body['migration_id'] === 'number' && call.body['migration_id'] < 0) {
      return json(404, { error: `No ACS snapshot found for migration id ${call.body['migration_id']}` });
    }
    if (call.operationId === 'lookupFeaturedAppRight') {
      // The handler parses the provider itself; HttpErrorHandler answers its IllegalArgumentException 400 {error}.
      const problem = partyIdProblem(call.pathParams?.['provider_party_id'] ?? '');
      if (problem !== undefined) return json(400, { error: problem });
      // The ACS holds no FeaturedAppRight of the provider: circe writes the None as null.
      if (reply.status === 200) return json(200, { featured_app_right: null });
    }
    const readRejected = scanReadRejects(call);
    if (readRejected !== undefined) return readRejected;
    if (reply.status === 400 && call.body === undefined) {
      // A path segment that is not a number matches no route: Splice's not-found handler names the request URI.
      return json(404, { error: `The requested resource could not be found: ${call.uri}` });
    }
    // Before 0.9.0 the handler does not count the items: a list that breaks only `maxItems` is answered.
    if (reply.status === 400 && !limited && overLongList(call) !== undefined) {
      const answered = accepted();
      if (answered.status === 200) return answered;
    }
    if (reply.status === 400) {
      const rejected = spliceHandlerRejects(call, limited);
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

/**
 * The upstream-like server of `api`; the ledger's decides itself what it rejects, as the participant does.
 * `lists`: whether a Splice node checks the v2 list limits, whatever its release does.
 */
function upstreamOptions(api: ApiName, skip?: ReadonlySet<CantonCheck>, release?: ServedRelease, lists?: 'limited' | 'unlimited'): SpecServerOptions {
  const served = release === undefined ? {} : { release };
  // The participant's own rules where the stand-ins model them (update lists, connected synchronizers, packages
  // and vetting); the spec's elsewhere (a request the spec refuses is refused).
  return api === 'ledger' ? { ...participantOptions(skip), ...served } : { alter: upstream(api, release, lists), ...served };
}

/**
 * The release each whole-API stand-in reports and serves where its spec has a version endpoint it must answer: a
 * Splice app always answers `GET /version`, so the Scan stand-in is a node of the newest release the spec describes,
 * answering what 0.9.0 removed as a path no route matches (the run probes those as not served). The participant's
 * reports its spec's minimum (spec-server.ts).
 */
const wholeApiRelease: Partial<Record<ApiName, ServedRelease>> = { scan: { reports: '0.9.0' } };

const servers = new Map<string, SpecServer>();
beforeAll(async () => {
  // The registry's stand-in is Scan's own routes and handlers, not the spec's answers altered.
  for (const api of apiNames)
    servers.set(api, api === 'registry' ? await startRegistryServer() : await startSpecServer(api, upstreamOptions(api, undefined, wholeApiRelease[api])));
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

describe('a server that answers like the upstream code', () => {
  test.each(apiNames)('%s: the whole API: exit 0, every check passes', async (api) => {
    const run = await runConformance({ apis: [api], baseUrl: servers.get(api)?.baseUrl ?? '', token: 'a.b.c' });
    expect(failures(run)).toEqual([]);
    expect(run.exitCode).toBe(0);
    const [report] = run.apis;
    expect(report?.target).toBe('server');
    expect(report?.summary.failed).toBe(0);
    expect(report?.summary.checks).toBeGreaterThan(10);
    // Negative data and auth really ran, and pagination was followed to its end.
    const kinds = new Set(report?.operations.flatMap((o) => o.cases.map((c) => c.kind)));
    if (api !== 'validator') expect(kinds).toContain('negative');
    // Auth is checked where the spec asks for credentials (Scan's and a registry's operations are public).
    const secured = listOperations(await loadSpec(api)).some((op) => op.security.length > 0);
    if (secured) expect(kinds).toContain('auth');
    else expect(kinds).not.toContain('auth');
    if (api === 'scan') {
      const paging = report?.operations.find((o) => o.operationId === 'listVoteRequestResults')?.cases.find((c) => c.kind === 'pagination');
      expect(paging?.checks[0]).toMatchObject({ check: 'pagination', outcome: 'pass', message: expect.stringContaining('ended after 2 page(s)') });
    }
    const cases = run.apis[0]?.operations.flatMap((o) => o.cases) ?? [];
    // The upstream answers were really met: plain-text rejections, and the bodies above.
    const types = new Set(cases.map((c) => c.response?.contentType?.split(';')[0]));
    if (api !== 'validator') expect(types).toContain('text/plain');
    if (api !== 'ledger') expect(cases.some((c) => c.kind === 'auth' || c.response?.status === 200)).toBe(true);
    if (api === 'validator') expect(cases.some((c) => c.response?.status === 401 && c.response.contentType?.startsWith('text/plain'))).toBe(true);
    if (api === 'scan') {
      // A provider that is not a party id is the handler's own 400 {error}, not a route or decoding failure.
      const lookup = run.apis[0]?.operations.find((o) => o.operationId === 'lookupFeaturedAppRight');
      const badProvider = lookup?.cases.filter((c) => c.kind === 'negative') ?? [];
      expect(badProvider.map((c) => [c.response?.status, c.response?.contentType])).toEqual([[400, 'application/json']]);
      // So is an owner of the holdings that is not a party id.
      const holdings = run.apis[0]?.operations.find((o) => o.operationId === 'getHoldingsStateAtV2');
      const badOwner = holdings?.cases.filter((c) => c.kind === 'negative' && c.name.includes('owner_party_ids') && c.rule?.keyword === 'pattern') ?? [];
      expect(badOwner.map((c) => [c.response?.status, c.response?.contentType])).toEqual([[400, 'application/json']]);
    }
    const warned = cases.filter((c) => c.checks.some((k) => k.outcome === 'warn'));
    if (api === 'ledger') {
      // What the participant accepts against the spec is exactly what the spec records as unenforced:
      // `limit` 0 (an empty list) and a body without `beginExclusive` (read as 0), on both update lists; `limit` 0
      // and a body without `activeAtOffset` (read as 0, the empty set) on the active contracts list.
      expect(warned.map(ruleOf).sort()).toEqual([
        'minimum limit',
        'minimum limit',
        'minimum limit',
        'required activeAtOffset',
        'required beginExclusive',
        'required beginExclusive',
      ]);
      for (const c of warned) {
        expect(c.response?.status).toBe(200);
        expect(c.rule?.enforced).toBe(false);
      }
      const missing = warned.find((c) => c.rule?.keyword === 'required');
      expect(missing?.checks.find((k) => k.outcome === 'warn')?.message).toMatch(
        /known not to enforce this rule \(CirceRelaxedCodec\.scala: deriveRelaxedCodec .*fills a missing Long with 0/,
      );
      // A `party` the participant reads but rejects is INVALID_FIELD in JSON, not a decoding failure in text.
      const synchronizers = run.apis[0]?.operations.find((o) => o.operationId === 'getV2StateConnectedSynchronizers');
      const badParty = synchronizers?.cases.filter((c) => c.kind === 'negative') ?? [];
      expect(badParty.map((c) => [c.response?.status, c.response?.contentType])).toEqual([[400, 'application/json']]);
    } else if (api === 'registry') {
      // The v1 allocation factory never reads its choice arguments: a string is answered, as the spec records.
      expect(warned.map((c) => [c.request?.url.replace(/^.*\/registry\//, ''), ruleOf(c)])).toEqual([
        ['allocation-instruction/v1/allocation-factory', 'type choiceArguments'],
      ]);
      expect(warned[0]?.rule?.enforced).toBe(false);
      const byOperation = new Map(run.apis[0]?.operations.map((o) => [o.operationId, o.cases]));
      const answers = (id: string, kind: CaseReport['kind']) =>
        (byOperation.get(id) ?? []).filter((c) => c.kind === kind).map((c) => `${c.response?.status} ${c.response?.contentType?.split(';')[0]}`);
      // What does not decode is pekko's plain text; what the handler rejects, `{error}` JSON.
      for (const c of cases.filter((c) => c.name.startsWith('negative: malformed JSON') || c.name.startsWith('negative: missing required')))
        expect([c.name, c.response?.status, c.response?.contentType]).toEqual([c.name, 400, 'text/plain; charset=UTF-8']);
      const wrongChoice = cases.filter(
        (c) => c.name.startsWith('negative: `choiceArguments` of the wrong type') && !c.request?.url.includes('/v1/allocation-factory'),
      );
      expect(wrongChoice.map((c) => `${c.response?.status} ${c.response?.contentType}`)).toEqual(Array(4).fill('400 application/json'));
      // Scan creates no allocation instructions: their contexts are always 400 `{error}`.
      expect(answers('getAllocationInstructionAcceptContextV2', 'request')).toEqual(['400 application/json', '400 application/json']);
      expect(answers('getTransferInstructionAcceptContext', 'request')).toEqual(['200 application/json', '200 application/json']);
    } else {
      expect(warned).toEqual([]);
    }
  });
});

describe('the Scan and ledger stand-ins, asked directly what a run cannot send', () => {
  test('scan: the stand-in reads a featured-app provider as PartyId.tryFromProtoPrimitive does', async () => {
    const base = servers.get('scan')?.baseUrl ?? '';
    const lookup = async (provider: string) => {
      const response = await fetch(`${base}/v0/featured-apps/${encodeURIComponent(provider)}`);
      return [response.status, await response.json()];
    };
    expect(await lookup('Alice')).toEqual([400, { error: 'Invalid unique identifier `Alice` with missing namespace.' }]);
    expect(await lookup('::1220aa')).toEqual([400, { error: 'Invalid unique identifier `::1220aa` with empty identifier.' }]);
    expect(await lookup('Alice::1220aa::bb')).toEqual([
      400,
      { error: 'Fingerprint decoding of `Alice::1220aa::bb` failed with: String contains reserved delimiter `::`.' },
    ]);
    expect(await lookup('Alice::1220aa')).toEqual([200, { featured_app_right: null }]);
  });

  // What the conformance run cannot send through the spec (a parameter twice, no token where none is declared), asked directly.
  test('ledger: the stand-in answers the version without a token, a repeated parameter in plain text, a bad party as INVALID_FIELD', async () => {
    const base = servers.get('ledger')?.baseUrl ?? '';
    const version = await fetch(`${base}/v2/version`);
    expect(version.status).toBe(200);
    expect(Object.keys(((await version.json()) as { features: object }).features).sort()).toEqual([
      'experimental',
      'offsetCheckpoint',
      'packageFeature',
      'partyManagement',
      'userManagement',
    ]);
    const auth = { authorization: 'Bearer a.b.c' };
    const twice = await fetch(`${base}/v2/state/connected-synchronizers?party=Alice::1220&party=Bob::1220`, { headers: auth });
    expect([twice.status, twice.headers.get('content-type'), await twice.text()]).toEqual([
      400,
      'text/plain; charset=UTF-8',
      'Invalid value for: query parameter party',
    ]);
    const bad = await fetch(`${base}/v2/state/connected-synchronizers?party=Alice.x`, { headers: auth });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_FIELD', cause: expect.stringContaining('Invalid field party: non expected character 0x2e') });
    const empty = await fetch(`${base}/v2/state/connected-synchronizers?party=`, { headers: auth });
    expect(empty.status).toBe(200);
    expect((await fetch(`${base}/v2/state/ledger-end`)).status).toBe(401);
  });
});

describe('the registry stand-in, asked directly what a run cannot judge', () => {
  test('registry: the stand-in answers as Scan does what a conformance run cannot judge (null debug fields, transfer kinds, unknown ids, locks gone)', async () => {
    const base = servers.get('registry')?.baseUrl ?? '';
    const post = async (path: string, body: unknown) => {
      const r = await fetch(`${base}/registry/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        body: r.headers.get('content-type')?.startsWith('application/json') ? ((await r.json()) as Record<string, unknown>) : await r.text(),
      };
    };
    type Disclosed = Record<string, unknown>;
    const disclosed = (answer: { body: unknown }) => ((answer.body as { disclosedContracts: Disclosed[] }).disclosedContracts ?? []) as Disclosed[];
    // excludeDebugFields: circe writes the three None as null; without it they are filled (a package Scan has no DAR of: name null).
    const lean = await post(`transfer-instruction/v1/${ids.instruction}/choice-contexts/accept`, { excludeDebugFields: true });
    expect(lean.status).toBe(200);
    for (const c of disclosed(lean)) expect([c['debugPackageName'], c['debugPayload'], c['debugCreatedAt']]).toEqual([null, null, null]);
    const full = await post(`transfer-instruction/v1/${ids.instruction}/choice-contexts/accept`, {});
    expect(disclosed(full).map((c) => c['debugPackageName'])).toEqual([null, 'splice-amulet']);
    for (const c of disclosed(full)) expect(typeof c['debugCreatedAt']).toBe('string');
    expect((full.body as { choiceContextData: unknown }).choiceContextData).toMatchObject({ values: { 'expire-lock': { tag: 'AV_Bool', value: true } } });
    // The transfer kind: self to oneself, direct to a receiver with a pre-approval (and its provider's featured right), else offer.
    const factory = (receiver: string, sender = parties.alice) => ({
      choiceArguments: {
        expectedAdmin: parties.dso,
        transfer: {
          sender,
          receiver,
          amount: '1.0',
          instrumentId: { admin: parties.dso, id: 'Amulet' },
          requestedAt: '2025-02-14T14:57:30Z',
          executeBefore: '2025-02-15T14:57:30Z',
          inputHoldingCids: [],
          meta: { values: {} },
        },
        extraArgs: { context: { values: {} }, meta: { values: {} } },
      },
    });
    const kinds = await Promise.all([parties.alice, parties.bob, parties.carol].map((r) => post('transfer-instruction/v1/transfer-factory', factory(r))));
    expect(kinds.map((k) => (k.body as { transferKind: string }).transferKind)).toEqual(['self', 'direct', 'offer']);
    expect(Object.keys((kinds[1]?.body as { choiceContext: { choiceContextData: { values: object } } }).choiceContext.choiceContextData.values).sort()).toEqual(
      ['amulet-rules', 'external-party-config-state', 'featured-app-right', 'open-round', 'transfer-preapproval'],
    );
    // What the handlers reject themselves is `{error}` JSON with their message; what does not decode, pekko's plain text.
    expect(await post('transfer-instruction/v1/transfer-factory', { choiceArguments: { transfer: {} } })).toEqual({
      status: 400,
      type: 'application/json',
      body: {
        error: 'Field `choiceArguments` does not contain a valid `TransferFactory_Transfer`: java.lang.IllegalArgumentException: Missing field: expectedAdmin',
      },
    });
    expect(await post('transfer-instruction/v1/transfer-factory', { excludeDebugFields: true })).toEqual({
      status: 400,
      type: 'text/plain; charset=UTF-8',
      body: 'The request content was malformed:\nDecodingFailure at .choiceArguments: Missing required field',
    });
    expect(await post(`allocation-instruction/v2/${ids.allocationV1}/choice-contexts/accept`, {})).toMatchObject({
      status: 400,
      body: { error: 'Allocation instruction choice contexts are unsupported because amulet does not create allocation instructions.' },
    });
    // Unknown ids are NOT_FOUND `{error}`; a lock gone fails accept and leaves reject only `expire-lock: false`.
    const unknown = '00ab';
    expect(await post(`transfer-instruction/v2/${unknown}/choice-contexts/reject`, {})).toEqual({
      status: 404,
      type: 'application/json',
      body: { error: `AmuletTransferInstruction '${unknown}' not found.` },
    });
    expect(await post(`allocations/v2/${unknown}/choice-contexts/cancel`, {})).toMatchObject({
      status: 404,
      body: { error: `AmuletAllocation '${unknown}' not found.` },
    });
    expect(await post(`transfer-instruction/v1/${ids.instructionLockGone}/choice-contexts/accept`, {})).toMatchObject({
      status: 404,
      body: {
        error: expect.stringMatching(
          /^LockedAmulet 'Some\(00[0-9a-f]+\)' not found for AmuletTransferInstruction '00[0-9a-f]+', which expires on Some\(2025-02-13T10:00:00Z\)$/,
        ),
      },
    });
    expect((await post(`transfer-instruction/v1/${ids.instructionLockGone}/choice-contexts/reject`, {})).body).toEqual({
      choiceContextData: { values: { 'expire-lock': { tag: 'AV_Bool', value: false } } },
      disclosedContracts: [],
    });
    // The v2 contexts of a v1 allocation Scan still holds: never featured, unlike v1's execute-transfer.
    const v1Execute = await post(`allocations/v1/${ids.allocationV1}/choice-contexts/execute-transfer`, {});
    const v2Withdraw = await post(`allocations/v2/${ids.allocationV1}/choice-contexts/withdraw`, {});
    expect('featured-app-right' in (v1Execute.body as { choiceContextData: { values: object } }).choiceContextData.values).toBe(true);
    expect('featured-app-right' in (v2Withdraw.body as { choiceContextData: { values: object } }).choiceContextData.values).toBe(false);
    // Metadata: one page whatever the paging parameters, the supply as BigDecimal.toString, an unknown instrument 404 `{error}`.
    const list = (await (await fetch(`${base}/registry/metadata/v1/instruments?pageSize=1&pageToken=x`)).json()) as {
      instruments: { totalSupply: string }[];
      nextPageToken: unknown;
    };
    expect([list.instruments.length, list.nextPageToken, list.instruments[0]?.totalSupply]).toEqual([1, null, '28493301776.4102371870']);
    const other = await fetch(`${base}/registry/metadata/v1/instruments/USDX`);
    expect([other.status, await other.json()]).toEqual([404, { error: 'No instrument with id USDX found' }]);
    // A path no route matches: Splice's `{error}` naming the request URI; the wrong method on one that does: pekko's plain text.
    const nowhere = await fetch(`${base}/registry/metadata/v2/info?x=1`);
    expect([nowhere.status, nowhere.headers.get('content-type'), await nowhere.json()]).toEqual([
      404,
      'application/json',
      { error: `The requested resource could not be found: ${base}/registry/metadata/v2/info?x=1` },
    ]);
    expect((await fetch(`${base}/registry/allocation/v2/settlement-factory`)).status).toBe(405);
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
      // The checks are the update lists' (support/canton-updates.ts): a run of those.
      const report = await runConformance({ apis: ['ledger'], baseUrl: server.baseUrl, token: 'a.b.c', only: [...updateListOperations] });
      expect(report.exitCode).toBe(1);
      const failed = failures(report).filter((f) => f.check === 'negative');
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

// Scan's registry without one of its checks (test/broken-servers.test.ts has the spec-replaying defects).
describe('the same registry without one of its checks', () => {
  const broken: [RegistryCheck, string[], RegExp][] = [
    // A body or query it cannot decode read as absent: answered 200 where pekko refuses it in plain text.
    [
      'decoding',
      [
        'getAllocationCancelContext',
        'getAllocationCancelContextV2',
        'getAllocationFactory',
        'getAllocationFactory',
        'getAllocationTransferContext',
        'getAllocationWithdrawContext',
        'getAllocationWithdrawContextV2',
        'getTransferInstructionAcceptContext',
        'getTransferInstructionAcceptContextV2',
        'getTransferInstructionRejectContext',
        'getTransferInstructionRejectContextV2',
        'getTransferInstructionWithdrawContext',
        'getTransferInstructionWithdrawContextV2',
        'listInstruments',
      ],
      /^the server accepted a request that breaks the spec \(answered 200\)$/,
    ],
    // Factories built without reading the choice: a string for the choice arguments answered 200.
    [
      'choice-arguments',
      ['getAllocationFactoryV2', 'getSettlementFactoryV2', 'getTransferFactory', 'getTransferFactoryV2'],
      /^the server accepted a request that breaks the spec \(answered 200\)$/,
    ],
    // A nextPageToken handed out whatever pageToken says: the list never ends.
    ['paging', ['listInstruments'], /^page 2 repeats the token Amulet of page 1: following it never ends$/],
  ];
  test.each(broken)('without its %s check: exit 1, the failures name the operations', async (check, operations, message) => {
    const server = await startRegistryServer({ skip: new Set([check]) });
    try {
      // The whole registry API, in process: that no other operation fails is part of what is checked.
      const report = await runConformance({ apis: ['registry'], baseUrl: server.baseUrl });
      expect(report.exitCode).toBe(1);
      const failed = failures(report);
      expect(failed.map((f) => f.operationId).sort()).toEqual(operations);
      for (const f of failed) expect(f.message).toMatch(message);
      if (check === 'choice-arguments')
        for (const f of failed) expect(f.expected).toMatch(/as the server's code does: .*read choiceArguments with the choice codec/);
    } finally {
      await server.close();
    }
  });
});

const flatsSetting = 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34';
/** The flats list, its channel, and the update list whose `filter` and `verbose` fields a release gates: what the flats tests are about. */
const flatsFamily = { only: ['postV2UpdatesFlats', '/v2/updates/flats', 'postV2Updates'] };
const fieldsSetting = 'canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34';

/**
 * Runs, in process, against an upstream-like node of `api` serving `release`, the operations and channels of `api`
 * a release changes (or `options.only`), with `options` added. The clock is fake: a WebSocket tail ends when the
 * node has sent all it has.
 */
function againstRelease(api: ApiName, release: ServedRelease, options: Partial<ConformanceOptions> = {}, lists?: 'limited' | 'unlimited') {
  // Two tests that ask for the same run (a Scan of 0.9.0: its probes, and its list limits) share it; they only read the report.
  const key = JSON.stringify([api, release, options, lists]);
  let run = releaseRuns.get(key);
  if (run === undefined) {
    run = runAgainstRelease(api, release, options, lists);
    releaseRuns.set(key, run);
  }
  return run;
}
const releaseRuns = new Map<string, Promise<ConformanceReport>>();

async function runAgainstRelease(api: ApiName, release: ServedRelease, options: Partial<ConformanceOptions>, lists?: 'limited' | 'unlimited') {
  const clock = fakeClock();
  const server = await startSpecServer(api, { ...upstreamOptions(api, undefined, release, lists), onChannelIdle: () => clock.pass(runTimeoutMs) });
  try {
    return await runConformance({ apis: [api], baseUrl: server.baseUrl, token: 'a.b.c', only: await releaseDependent(api), ...options });
  } finally {
    await server.close();
  }
}

/** The `release` check results of one operation (or channel, by its path), with the case names. */
function releaseResults(report: ConformanceReport, operation: string) {
  const op = report.apis[0]?.operations.find((o) => o.operationId === operation || (o.method === 'WS' && o.path === operation));
  return (op?.cases ?? []).flatMap((c) => c.checks.filter((k) => k.check === 'release').map((k) => ({ case: c.name, outcome: k.outcome, message: k.message })));
}

describe('a participant answering as the release it reports, or as another', () => {
  test('a 3.5.19 participant: the version read from GET /v2/version, flats and filter/verbose served and checked; exit 0', async () => {
    const report = await againstRelease('ledger', { reports: '3.5.19' }, flatsFamily);
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]?.server).toEqual({ release: '3.5.19', source: 'server', lookup: 'GET /v2/version' });
    const flats = report.apis[0]?.operations.find((o) => o.operationId === 'postV2UpdatesFlats');
    expect(flats?.cases.some((c) => c.kind === 'request' && c.response?.status === 200)).toBe(true);
    expect(releaseResults(report, 'postV2UpdatesFlats')).toEqual([]);
    const updates = report.apis[0]?.operations.find((o) => o.operationId === 'postV2Updates');
    expect(updates?.cases.find((c) => c.name === 'request example legacy-filter')?.response?.status).toBe(200);
  });

  test('a 3.6.1 participant: flats, its channel and filter/verbose refused with DEPRECATED_API_DISABLED as documented; exit 0, the release named in every format', async () => {
    const report = await againstRelease('ledger', { reports: '3.6.1' });
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]?.server?.release).toBe('3.6.1');
    expect(releaseResults(report, 'postV2UpdatesFlats')).toEqual([
      {
        case: 'request example update-format (disabled by default)',
        outcome: 'pass',
        message: 'refused as documented: postV2UpdatesFlats is disabled by default in 3.6.1',
      },
    ]);
    expect(releaseResults(report, '/v2/updates/flats')).toMatchObject([
      { outcome: 'pass', message: expect.stringContaining('/v2/updates/flats is disabled by default in 3.6.1') },
    ]);
    expect(releaseResults(report, 'postV2Updates')).toMatchObject([
      { case: expect.stringContaining('legacy-filter (uses body /filter, body /verbose)'), outcome: 'pass' },
    ]);
    // Nothing else was sent to the disabled endpoint: no negative data, no auth case.
    const flats = report.apis[0]?.operations.find((o) => o.operationId === 'postV2UpdatesFlats');
    expect(flats?.cases.filter((c) => c.request !== undefined)).toHaveLength(1);
    const text = formatText(report);
    // The ledger has writes (DAR uploads, vetting, a deprecated submission), which a run without --allow-writes leaves out: read-only.
    expect(text).toMatch(/^canton-conformance .* · ledger API 3\.6\.1 .* · server · server release 3\.6\.1 \(GET \/v2\/version\) · read-only$/m);
    const junit = formatJunit(report);
    expect(junit).toContain('<property name="serverRelease" value="3.6.1"/>');
    expect(junit).toContain('<property name="serverReleaseSource" value="GET /v2/version"/>');
  });

  test('a 3.6.1 participant that still serves flats and filter/verbose: a warning (re-enabled by the operator?), --strict fails it, --enabled checks them as served', async () => {
    const release = { reports: '3.6.1', enabled: [flatsSetting, fieldsSetting] };
    const report = await againstRelease('ledger', release, flatsFamily);
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(releaseResults(report, 'postV2UpdatesFlats')).toMatchObject([
      {
        outcome: 'warn',
        message: expect.stringMatching(
          /^answered 200, though postV2UpdatesFlats is disabled by default in 3\.6\.1: .*re-enabled by the operator\? Pass --enabled/,
        ),
      },
    ]);
    expect(releaseResults(report, '/v2/updates/flats')).toMatchObject([{ outcome: 'warn' }]);
    const strict = await againstRelease('ledger', release, { ...flatsFamily, strict: true });
    expect(strict.exitCode).toBe(1);
    const enabled = await againstRelease('ledger', release, { ...flatsFamily, enabled: [flatsSetting, fieldsSetting] });
    expect(failures(enabled)).toEqual([]);
    expect(enabled.exitCode).toBe(0);
    expect(enabled.apis[0]?.server?.enabled).toEqual([flatsSetting, fieldsSetting]);
    expect(releaseResults(enabled, 'postV2UpdatesFlats')).toEqual([]);
    expect(enabled.apis[0]?.operations.find((o) => o.operationId === 'postV2UpdatesFlats')?.cases.some((c) => c.kind === 'negative')).toBe(true);
  });

  test('a participant reporting 3.5.19 that refuses flats as disabled: exit 1, the release check names the release that serves it', async () => {
    const report = await againstRelease('ledger', { reports: '3.5.19', behaves: '3.6.1' }, flatsFamily);
    expect(report.exitCode).toBe(1);
    const failed = failures(report).filter((f) => f.check === 'release');
    expect(failed.map((f) => f.operationId)).toContain('postV2UpdatesFlats');
    expect(failed.find((f) => f.operationId === 'postV2UpdatesFlats')?.message).toMatch(
      /^the server refused postV2UpdatesFlats as disabled \(DEPRECATED_API_DISABLED\), yet 3\.5\.19 serves it \(disabled by default only from 3\.6\.1\)$/,
    );
  });

  test('--server-version overrides the lookup: a 3.6.1 node checked as 3.5.19 fails', async () => {
    const report = await againstRelease('ledger', { reports: '3.6.1' }, { ...flatsFamily, serverVersion: '3.5.19' });
    expect(report.exitCode).toBe(1);
    expect(report.apis[0]?.server).toEqual({ release: '3.5.19', source: 'option' });
    expect(failures(report).some((f) => f.check === 'release' && f.operationId === 'postV2UpdatesFlats')).toBe(true);
  });
});

describe('a Scan answering as the release it reports, or as another', () => {
  test('a Scan reporting 0.9.0 that answers v0/v1 holdings 404: they are not checked (○, not passed) beyond one probe answered 404, exit 0', async () => {
    const report = await againstRelease('scan', { reports: '0.9.0' });
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    for (const [id, message] of [
      ['getHoldingsStateAt', 'not run: scan 0.9.0 does not serve it (removed in 0.9.0; use getHoldingsStateAtV2 (POST /v2/holdings/state))'],
      ['getHoldingsStateAtV1', 'not run: scan 0.9.0 does not serve it (removed in 0.9.0; use getHoldingsStateAtV2 (POST /v2/holdings/state))'],
    ]) {
      const op = report.apis[0]?.operations.find((o) => o.operationId === id);
      expect(op?.cases.find((c) => c.name === 'requests')?.checks).toEqual([{ check: 'release', outcome: 'skip', message }]);
      // Only the probe went out, a body that is no request, answered as a path the server does not know.
      const sent = op?.cases.filter((c) => c.request !== undefined);
      expect(sent?.map((c) => [c.request?.body, c.response?.status])).toEqual([['not a request', 404]]);
    }
    const text = formatText(report);
    expect(text).toMatch(/^canton-conformance .* · scan API .* · server · server release 0\.9\.0 \(GET \/version\)$/m);
    expect(text).toContain('○ requests');
  });

  test('a Scan reporting 0.7.5 that answers v0/v1 holdings 404 as unknown paths: exit 1, the release check fails them', async () => {
    const report = await againstRelease('scan', { reports: '0.7.5', behaves: '0.9.0' });
    expect(report.exitCode).toBe(1);
    const failed = failures(report).filter((f) => f.check === 'release');
    // A 0.9.0 node has removed the v0/v1 holdings and contract-set reads, and serves what 0.8.0 and 0.9.0 added
    // (getBulkObjectChecksums, getLatestEventRecordTime), which 0.7.5 does not. (getBulkObjectsProgress, also
    // 0.9.0's, is not judged: without its required query parameter pekko answers 404 in plain text, a route's.)
    expect(failed.map((f) => f.operationId).sort()).toEqual([
      'getAcsSnapshotAt',
      'getAcsSnapshotAtV1',
      'getBulkObjectChecksums',
      'getHoldingsStateAt',
      'getHoldingsStateAtV1',
      'getLatestEventRecordTime',
    ]);
    expect(failed[0]?.message).toMatch(/^every request answered 404 as for a path the server does not know .*, yet 0\.7\.5 serves it/);
    // Recognised by Splice's not-found answer, `{error}` naming the request URI.
    expect(failed[0]?.message).toContain('{\\"error\\":\\"The requested resource could not be found: http://127.0.0.1:');
  });
});

describe('a node that reports no release', () => {
  test('a registry: no release at its base URL and none needed (no release keys): every report says it is not versioned by release, not "unknown"', async () => {
    const spec = await loadSpec('registry');
    const lines = releaseLinesOf(spec.root) ?? [];
    expect(lines.length).toBeGreaterThan(1);
    // What a run reads of the release does not depend on what it checks: one operation.
    const options = { apis: ['registry' as const], baseUrl: servers.get('registry')?.baseUrl ?? '', only: [(await contractOf('registry')).operations[0]!.id] };
    const report = await runConformance(options);
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]?.server).toEqual({ source: 'spec', lines, lookup: 'GET /version', error: 'GET /version answered 404' });
    const text = formatText(report).split('\n')[0];
    expect(text).toContain(
      ` · server · not versioned by release: every operation is served alike by registry servers of ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}; no release read (GET /version answered 404)`,
    );
    expect(text).not.toMatch(/unknown|--server-version/);
    const junit = formatJunit(report);
    expect(junit).toContain('<property name="serverReleaseSource" value="not versioned by release"/>');
    expect(junit).not.toContain('serverReleaseError');
    // --server-version still states a release, as for any API.
    const stated = await runConformance({ ...options, serverVersion: '0.8.0' });
    expect(stated.apis[0]?.server).toEqual({ release: '0.8.0', source: 'option' });
  });

  test('a node without a version endpoint: every report says the release is unknown, and the whole spec is checked as before', async () => {
    const server = await startSpecServer('scan', upstreamOptions('scan'));
    try {
      const report = await runConformance({ apis: ['scan'], baseUrl: server.baseUrl, only: ['getHoldingsStateAt'] });
      expect(report.apis[0]?.server).toMatchObject({
        source: 'server',
        lookup: 'GET /version',
        error: expect.stringContaining('GET /version answered 404'),
      });
      expect(report.apis[0]?.operations.find((o) => o.operationId === 'getHoldingsStateAt')?.cases.some((c) => c.response?.status === 200)).toBe(true);
      expect(formatJunit(report)).toContain('<property name="serverReleaseError" value="GET /version answered 404"/>');
      expect(formatText(report).split('\n')[0]).toContain('server release unknown (GET /version answered 404): checked as the whole spec describes it');
    } finally {
      await server.close();
    }
  });
});

/** What one run met of the Scan v2 list limit: each `maxItems` negative case's negative check. */
function listLimitResults(report: ConformanceReport) {
  return (report.apis[0]?.operations ?? []).flatMap((o) =>
    o.cases.filter((c) => c.rule?.keyword === 'maxItems').map((c) => ({ op: o.operationId, ...c.checks.find((k) => k.check === 'negative') })),
  );
}

/** The `release` check of the probe sent to an operation the release does not serve. */
function probeResult(report: ConformanceReport, operation: string) {
  const op = report.apis[0]?.operations.find((o) => o.operationId === operation);
  return op?.cases.find((c) => c.name.startsWith('not served by this release'))?.checks.find((k) => k.check === 'release');
}

const v0v1 = ['getHoldingsStateAt', 'getHoldingsStateAtV1'];
const v2 = ['getAcsSnapshotAtV2', 'getHoldingsStateAtV2'];

// Scan of each supported Splice release, as its code answers (specs/README.md "Splice 0.7–0.9, per operation"):
// 0.7.0 has no v2 (added in 0.7.5, release notes 0.7.5), so its paths are answered as no route matches (404
// {error}); 0.7.5 and 0.8.4 serve v2 and accept lists over 1000 items; 0.9.0 removes v0/v1 holdings (upcoming
// notes = 0.9.0, "Scan App") and answers over-long v2 lists 400 {error} (HttpScanHandlerRequestLimitsTest).
describe.each([
  { release: '0.7.0', gone: v2, lists: 'none' },
  { release: '0.7.5', gone: [], lists: 'warn' },
  { release: '0.8.4', gone: [], lists: 'warn' },
  { release: '0.9.0', gone: v0v1, lists: 'pass' },
] as const)('a Scan of Splice $release answering as that release', ({ release, gone, lists }) => {
  test('exit 0: what the release lacks answers 404 to the probe, the v2 list limit judged by the release', async () => {
    const report = await againstRelease('scan', { reports: release });
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]?.server?.release).toBe(release);
    for (const id of gone)
      expect(probeResult(report, id), id).toMatchObject({
        outcome: 'pass',
        message: expect.stringMatching(/^answered 404, as for a path the server does not serve/),
      });
    const limits = listLimitResults(report);
    if (lists === 'none') expect(limits).toEqual([]);
    else {
      expect(limits.map((l) => l.op).sort()).toEqual(['getAcsSnapshotAtV2', 'getAcsSnapshotAtV2', 'getHoldingsStateAtV2']);
      for (const l of limits)
        expect(l).toMatchObject(
          lists === 'pass'
            ? { outcome: 'pass', message: 'rejected with 400' }
            : { outcome: 'warn', message: expect.stringContaining(`${release} is known not to enforce this rule, enforced only from 0.9.0`) },
        );
    }
  });
});

// A Scan that reports one release and answers as another: each mismatch fails (exit 1) and names the check.
describe.each([
  {
    // 0.9.0 removed v1 holdings (upcoming notes = 0.9.0): a node still serving it is 0.8.x.
    name: 'reports 0.9.0 but still serves /v0 and /v1 holdings and contract-set reads (answers as 0.8.4)',
    release: { reports: '0.9.0', behaves: '0.8.4' },
    // Its list limit as 0.9.0's, so only the removed paths show (a whole 0.8.4 also fails the case below),
    // and what 0.9.0 added (getLatestEventRecordTime, getBulkObjectsProgress), which the node answers as a path it
    // does not know; that `{error}` is also a media type getBulkObjectsProgress's 404 (plain text only) does not have.
    lists: 'limited' as const,
    check: 'release',
    operations: [...v0v1, 'getAcsSnapshotAt', 'getAcsSnapshotAtV1', 'getLatestEventRecordTime', 'getBulkObjectsProgress'],
    others: [['getBulkObjectsProgress', 'content-type']],
    message:
      /^answered 400 \(.*\): the server serves POST \/v[01]\/(holdings\/state|state\/acs) \(scan 0\.9\.0 does not serve it \(removed in 0\.9\.0|^every request answered 404 as for a path the server does not know .*, yet 0\.9\.0 serves it/,
  },
  {
    // 0.9.0 counts the items (HttpScanHandlerRequestLimitsTest); accepting 1001 is 0.7.5–0.8.x behaviour.
    name: 'reports 0.9.0 and accepts 1001 owners, parties and templates',
    release: { reports: '0.9.0' },
    lists: 'unlimited' as const,
    check: 'negative',
    operations: ['getAcsSnapshotAtV2', 'getAcsSnapshotAtV2', 'getHoldingsStateAtV2'],
    message: /^the server accepted a request that breaks the spec \(answered 200\)$/,
    expected:
      /as the server's code does \(from 0\.9\.0; the server reports 0\.9\.0\): Splice 0\.9\.0 and later: HttpScanHandler\.getHoldingsStateAtV2|getAcsSnapshotAtV2/,
  },
  {
    // v2 came with 0.7.5 (release notes 0.7.5): a node reporting 0.7.0 that serves it is 0.7.5 or later.
    name: 'reports 0.7.0 but serves v2 (answers as 0.7.5)',
    release: { reports: '0.7.0', behaves: '0.7.5' },
    check: 'release',
    operations: v2,
    message: /^answered 400 \(.*\): the server serves POST \/v2\/(holdings\/state|state\/acs) \(scan 0\.7\.0 does not serve it \(added in 0\.7\.5\)\)$/,
  },
])('a Scan that $name', ({ release, lists, check, operations, message, expected, others }) => {
  test(`exit 1: the ${check} check fails ${[...new Set(operations)].join(', ')}`, async () => {
    const report = await againstRelease('scan', release, {}, lists);
    expect(report.exitCode).toBe(1);
    const failed = failures(report).filter((f) => f.check === check);
    expect(failures(report).flatMap((f) => (f.check === check ? [] : [[f.operationId, f.check]]))).toEqual(others ?? []);
    expect(failed.map((f) => f.operationId).sort()).toEqual([...operations].sort());
    for (const f of failed) {
      expect(f.check).toBe(check);
      expect(f.message).toMatch(message);
      if (expected !== undefined) expect(f.expected).toMatch(expected);
    }
  });
});
