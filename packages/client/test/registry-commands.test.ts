// The registry client's transfer helpers against a stand-in Scan registry that answers as Scan's handlers
// do (`{error}` 404s, `null` debug fields with excludeDebugFields, pekko's plain-text 404 for a path no
// route matches): the context reaches the ledger command exactly as the registry wrote it, a registry that
// does not serve the instrument is an InstrumentNotServedError before any factory or ledger call, and a
// featured transfer takes the provider's right from Scan when the context lacks it (Splice 0.8.0). Amounts,
// the admin and the registry's `supportedApis` (Scan's info lists metadata-v1, Amulet the rest) are checked
// before any factory or context is asked.
import { HttpError, RequestError } from '@canton-openapi/client';
import { Numeric10 } from '@canton-openapi/client/decimal';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import {
  ApiNotSupportedError,
  type ChoiceContext,
  createRegistryClient,
  FeaturedAppRightNotFoundError,
  InstrumentNotServedError,
  RegistryAdminMismatchError,
} from '@canton-openapi/client/registry';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type Recorded } from './support/fake-fetch.ts';

const dso = 'DSO::12206c8fd2dd9768e7414dab87a0e087f4f72026463827e6fb17c516cca1a8cc1686';
const alice = 'Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90';
const bob = 'Bob::122081b637d8fcd2c6da6359e6963113a1170de795e4b725b84d1e0b4cfd9ec58ce9';
const provider = 'wallet-app::1220f1e2d3c4b5a6978877665544332211009988776655443322110099887766aabb';
const synchronizerId = 'global-domain::12200c0b14a1b1a3b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6';
const factoryId = '00e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2ca111220aa';
const instructionId =
  '0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4';
const rightId = '00aa11bb22cc33dd44ee55ff66778899aabbccddeeff00112233445566778899aaca111220ff';
// A blob whose last unit is unpadded: decoding and encoding it again would change its bytes.
const blob = 'CgMyLjESnAEKRQBfMTc2ZGM1NTg2QR';

/** Scan's context of a transfer factory, as circe writes it: `null` debug fields, its keys, a Daml Int as a string. */
function context(withRight: boolean): ChoiceContext {
  return {
    choiceContextData: {
      values: {
        'amulet-rules': { tag: 'AV_ContractId', value: '00amuletrules' },
        'open-round': { tag: 'AV_ContractId', value: '00openround' },
        'round-number': { tag: 'AV_Int', value: '9007199254740993' },
        ...(withRight ? { 'featured-app-right': { tag: 'AV_ContractId', value: '00scansright' } } : {}),
      },
    },
    disclosedContracts: [
      {
        templateId: 'a1b2:Splice.AmuletRules:AmuletRules',
        contractId: '00amuletrules',
        createdEventBlob: blob,
        synchronizerId,
        debugPackageName: null,
        debugPayload: null,
        debugCreatedAt: null,
      },
    ],
  };
}

interface Registry {
  fetch: typeof fetch;
  calls: Recorded[];
}

/** The APIs Scan lists for Amulet (HttpTokenStandardMetadataHandler.getAmuletInstrument); its info lists only metadata-v1. */
const amuletApis = [
  'splice-api-token-metadata-v1',
  'splice-api-token-holding-v1',
  'splice-api-token-transfer-instruction-v1',
  'splice-api-token-allocation-v1',
  'splice-api-token-allocation-instruction-v1',
  'splice-api-token-holding-v2',
  'splice-api-token-allocation-v2',
  'splice-api-token-allocation-instruction-v2',
  'splice-api-token-transfer-instruction-v2',
  'splice-api-token-transfer-events-v2',
];

/**
 * A Scan registry: `instruments` the ids it lists, each with the `apis` Scan lists for Amulet unless told;
 * `withRight` whether its contexts carry a featured-app right (before 0.8.0's switch).
 */
function scanRegistry(options: { instruments?: string[]; apis?: string[]; withRight?: boolean; noRegistry?: boolean } = {}): Registry {
  const { instruments = ['Amulet'], apis = amuletApis, withRight = false } = options;
  const describe = (id: string) => ({
    id,
    name: 'Canton Coin',
    symbol: 'CC',
    totalSupply: null,
    totalSupplyAsOf: null,
    decimals: 10,
    supportedApis: Object.fromEntries(apis.map((api) => [api, 1])),
  });
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (options.noRegistry) return noRoute(request.url);
    if (path === '/registry/metadata/v1/info') return json({ adminId: dso, supportedApis: { 'splice-api-token-metadata-v1': 1 } });
    if (path === '/registry/metadata/v1/instruments') return json({ instruments: instruments.map(describe), nextPageToken: null });
    const instrument = path.match(/^\/registry\/metadata\/v1\/instruments\/([^/]+)$/)?.[1];
    if (instrument !== undefined) {
      const id = decodeURIComponent(instrument);
      return instruments.includes(id) ? json(describe(id)) : json({ error: `No instrument with id ${id} found` }, 404);
    }
    if (/^\/registry\/allocation-instruction\/v[12]\/allocation-factory$/.test(path)) return json({ factoryId, choiceContext: context(withRight) });
    if (path === '/registry/transfer-instruction/v1/transfer-factory' || path === '/registry/transfer-instruction/v2/transfer-factory') {
      const body = JSON.parse(request.body) as { choiceArguments: { transfer: { sender: unknown; receiver: unknown } } };
      const { sender, receiver } = body.choiceArguments.transfer;
      return json({ factoryId, transferKind: JSON.stringify(sender) === JSON.stringify(receiver) ? 'self' : 'offer', choiceContext: context(withRight) });
    }
    if (/^\/registry\/transfer-instruction\/v[12]\/[^/]+\/choice-contexts\/(accept|reject|withdraw)$/.test(path)) return json(context(withRight));
    return noRoute(request.url);
  });
}

/** A Scan's answer to a path no route matches: Splice's not-found handler names the request URI in `{error}`. */
function noRoute(url: string) {
  return json({ error: `The requested resource could not be found: ${url}` }, 404);
}

/** A Scan client's `lookupFeaturedAppRight`, recording the providers asked. */
function scanWith(right: boolean) {
  const asked: string[] = [];
  const scan = {
    lookupFeaturedAppRight: async (providerPartyId: string) => {
      asked.push(providerPartyId);
      return {
        featured_app_right: right
          ? {
              template_id: 'c3d4:Splice.Amulet:FeaturedAppRight',
              contract_id: rightId,
              payload: { dso, provider },
              created_event_blob: 'RkFS',
              created_at: '2026-10-01T00:00:00Z',
            }
          : null,
      };
    },
  };
  return { scan, asked };
}

function transfer(instrumentId = { admin: dso, id: 'Amulet' }, receiver = bob) {
  return {
    expectedAdmin: dso,
    transfer: {
      sender: alice,
      receiver,
      amount: '100.0000000000',
      instrumentId,
      requestedAt: '2026-11-27T10:00:00Z',
      executeBefore: '2026-11-27T11:00:00Z',
      inputHoldingCids: ['00holding'],
      meta: { values: { note: 'invoice 7' } },
    },
    extraArgs: { context: { values: {} }, meta: { values: { 'splice.lfdecentralizedtrust.org/reason': 'rent' } } },
  };
}

const paths = (calls: Recorded[]) => calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);

describe('transferCommand: the command the ledger gets, for a submission or an interactive preparation', () => {
  it('asks the factory with an empty context and puts the registry’s context into the command as the registry wrote it', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.transferCommand(transfer());
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments/Amulet',
      'POST /registry/transfer-instruction/v1/transfer-factory',
    ]);
    const asked = JSON.parse(registry.calls[2]!.body);
    expect(asked).toEqual({
      choiceArguments: { ...transfer(), extraArgs: { context: { values: {} }, meta: transfer().extraArgs.meta } },
      excludeDebugFields: true,
    });
    expect(answer.transferKind).toBe('offer');
    expect(answer.featuredAppRight).toBeUndefined();
    expect(answer.command).toEqual({
      ExerciseCommand: {
        templateId: '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferFactory',
        contractId: factoryId,
        choice: 'TransferFactory_Transfer',
        choiceArgument: { ...transfer(), extraArgs: { context: context(false).choiceContextData, meta: transfer().extraArgs.meta } },
      },
    });
    // The disclosed contracts as the ledger takes them: the blob byte for byte, the debug fields left out.
    expect(answer.disclosedContracts).toEqual([
      { templateId: 'a1b2:Splice.AmuletRules:AmuletRules', contractId: '00amuletrules', createdEventBlob: blob, synchronizerId },
    ]);

    // Through the ledger client, the context and the blob reach the participant unchanged.
    const participant = fakeFetch(() => json({ updateId: '1220ab', completionOffset: 42 }));
    const ledger = createLedgerClient({ baseUrl: 'https://participant.example.com', token: 'a.b.c', fetch: participant.fetch });
    await ledger.postV2CommandsSubmitAndWait({
      commands: [answer.command],
      commandId: 'transfer-1',
      actAs: [alice],
      disclosedContracts: answer.disclosedContracts,
    });
    const submitted = JSON.parse(participant.calls[0]!.body);
    expect(submitted.commands[0].ExerciseCommand.choiceArgument.extraArgs.context).toEqual(context(false).choiceContextData);
    expect(participant.calls[0]!.body).toContain(`"createdEventBlob":"${blob}"`);
    expect(participant.calls[0]!.body).toContain('{"tag":"AV_Int","value":"9007199254740993"}');
  });

  it('goes into an interactive preparation for an external party as it is', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const { command, disclosedContracts } = await client.transferCommand(transfer());
    const participant = fakeFetch(() =>
      json({
        preparedTransaction: 'CgMyLjE=',
        preparedTransactionHash: 'q/Zr8JnV0o7Ex3bT0Q4lJ3a8+0Yv1m2hX9cQd7s6Wk8=',
        hashingSchemeVersion: 'HASHING_SCHEME_VERSION_V2',
      }),
    );
    const ledger = createLedgerClient({ baseUrl: 'https://participant.example.com', token: 'a.b.c', fetch: participant.fetch });
    await ledger.prepareSubmission({
      commandId: 'transfer-2',
      commands: [command],
      actAs: [alice],
      synchronizerId,
      disclosedContracts,
      packageIdSelectionPreference: [],
    });
    expect(new URL(participant.calls[0]!.url).pathname).toBe('/v2/interactive-submission/prepare');
    const sent = JSON.parse(participant.calls[0]!.body);
    expect(sent.commands).toEqual([command]);
    expect(sent.disclosedContracts).toEqual(disclosedContracts);
    expect(participant.calls[0]!.body).toContain(`"createdEventBlob":"${blob}"`);
  });
});

describe('transferCommand: the registry calls and the factory version', () => {
  it('asks the registry’s info and each instrument once per client', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    await client.transferCommand(transfer());
    await client.transferCommand(transfer());
    expect(paths(registry.calls).filter((p) => p.startsWith('GET'))).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments/Amulet',
    ]);
  });

  it('uses the v2 factory and interface with version 2', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const account = (owner: string) => ({ owner, provider: null, id: '' });
    const answer = await client.transferCommand(
      { transfer: { ...transfer().transfer, sender: account(alice), receiver: account(alice) }, actors: [alice] },
      { version: 2 },
    );
    expect(paths(registry.calls).at(-1)).toBe('POST /registry/transfer-instruction/v2/transfer-factory');
    expect(answer.transferKind).toBe('self');
    expect(answer.command.ExerciseCommand.templateId).toBe('#splice-api-token-transfer-instruction-v2:Splice.Api.Token.TransferInstructionV2:TransferFactory');
    expect(answer.command.ExerciseCommand.choiceArgument).toMatchObject({
      actors: [alice],
      extraArgs: { context: context(false).choiceContextData, meta: { values: {} } },
    });
  });
});

describe('transferCommand: refused before the factory is asked', () => {
  it('rejects an instrument of another admin with InstrumentNotServedError, before any factory call', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const issuer = 'issuer::1220aa';
    const error = await client.transferCommand(transfer({ admin: issuer, id: 'USDX' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstrumentNotServedError);
    expect(error).toMatchObject({ instrumentId: { admin: issuer, id: 'USDX' }, registryAdmin: dso });
    expect((error as Error).message).toBe(
      `transferCommand: the registry at https://scan.sv-1.example.com administers the instruments of ${dso}, not the instrument USDX of ${issuer}.`,
    );
    expect(paths(registry.calls)).toEqual(['GET /registry/metadata/v1/info']);
  });

  it('rejects an id the registry does not list with InstrumentNotServedError, its 404 as the cause', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const error = await client.transferCommand(transfer({ admin: dso, id: 'CC/2' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstrumentNotServedError);
    expect((error as Error).message).toContain('lists no instrument CC/2 of');
    expect(paths(registry.calls)).toEqual(['GET /registry/metadata/v1/info', 'GET /registry/metadata/v1/instruments/CC%2F2']);
  });

  it('leaves a base URL that is no registry (a 404 as for a path no route matches) an HttpError', async () => {
    const registry = scanRegistry({ noRegistry: true });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com/api/scan', fetch: registry.fetch });
    const error = await client.transferCommand(transfer()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(InstrumentNotServedError);
    expect(error).toMatchObject({
      operationId: 'getRegistryInfo',
      status: 404,
      mediaType: 'application/json',
      body: { error: 'The requested resource could not be found: https://scan.sv-1.example.com/api/scan/registry/metadata/v1/info' },
    });
  });

  it('refuses a choice argument without `transfer.instrumentId`, sending nothing', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    // A JavaScript caller's argument: TypeScript refuses it (registry-arguments.test-d.ts).
    const error = await client.transferCommand({ expectedAdmin: dso, transfer: { sender: alice, amount: '1' } } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe('transferCommand: `choiceArgument.transfer.instrumentId` must be `{admin, id}`, two strings.');
    expect(registry.calls).toEqual([]);
  });
});

describe('featured transfers (Splice 0.8.0: Scan leaves the right out of the context)', () => {
  it('adds the provider’s right from Scan under `featured-app-right`, disclosed on the context’s synchronizer', async () => {
    const registry = scanRegistry();
    const { scan, asked } = scanWith(true);
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.transferCommand(transfer(), { featureWith: { scan, provider } });
    expect(asked).toEqual([provider]);
    expect(answer.featuredAppRight).toBe(rightId);
    expect(answer.command.ExerciseCommand.choiceArgument).toMatchObject({
      extraArgs: { context: { values: { ...context(false).choiceContextData.values, 'featured-app-right': { tag: 'AV_ContractId', value: rightId } } } },
    });
    expect(answer.disclosedContracts.at(-1)).toEqual({
      templateId: 'c3d4:Splice.Amulet:FeaturedAppRight',
      contractId: rightId,
      createdEventBlob: 'RkFS',
      synchronizerId,
    });
  });

  it('keeps a context that holds a right already, without asking Scan', async () => {
    const registry = scanRegistry({ withRight: true });
    const { scan, asked } = scanWith(true);
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.transferInstructionCommand(instructionId, 'accept', { featureWith: { scan, provider } });
    expect(asked).toEqual([]);
    expect(answer.featuredAppRight).toBe('00scansright');
    expect(answer.command.ExerciseCommand.choiceArgument).toEqual({ extraArgs: { meta: { values: {} }, context: context(true).choiceContextData } });
  });

  it('rejects with FeaturedAppRightNotFoundError when Scan has no right of the provider', async () => {
    const registry = scanRegistry();
    const { scan } = scanWith(false);
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const error = await client.transferCommand(transfer(), { featureWith: { scan, provider } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeaturedAppRightNotFoundError);
    expect(error).toMatchObject({ provider, operationId: 'lookupFeaturedAppRight' });
  });

  it('features an allocation’s context with featureContext', async () => {
    const { scan } = scanWith(true);
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: scanRegistry().fetch });
    const featured = await client.featureContext(context(false), { scan, provider });
    expect(featured.choiceContextData.values['featured-app-right']).toEqual({ tag: 'AV_ContractId', value: rightId });
    expect(featured.disclosedContracts).toHaveLength(2);
  });
});

describe('transferInstructionCommand', () => {
  it.each([
    ['accept', 'TransferInstruction_Accept'],
    ['reject', 'TransferInstruction_Reject'],
    ['withdraw', 'TransferInstruction_Withdraw'],
  ] as const)('%s: a fresh context from the registry, on the instruction', async (choice, damlChoice) => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.transferInstructionCommand(instructionId, choice);
    // Scan's info lists only metadata-v1: the instruments say it serves the transfer-instruction API.
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments',
      `POST /registry/transfer-instruction/v1/${instructionId}/choice-contexts/${choice}`,
    ]);
    expect(JSON.parse(registry.calls[2]!.body)).toEqual({ excludeDebugFields: true });
    expect(answer.command.ExerciseCommand).toEqual({
      templateId: '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferInstruction',
      contractId: instructionId,
      choice: damlChoice,
      choiceArgument: { extraArgs: { meta: { values: {} }, context: context(false).choiceContextData } },
    });
  });

  it('with the instruction’s `instrumentId`, reads that instrument rather than the listing', async () => {
    const registry = scanRegistry({ instruments: ['Amulet', 'Other'] });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const instrumentId = { admin: dso, id: 'Amulet' };
    await client.transferInstructionCommand(instructionId, 'accept', { instrumentId });
    await client.transferInstructionCommand(instructionId, 'reject', { version: 2, choiceArgument: { actors: [bob] }, instrumentId });
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments/Amulet',
      `POST /registry/transfer-instruction/v1/${instructionId}/choice-contexts/accept`,
      `POST /registry/transfer-instruction/v2/${instructionId}/choice-contexts/reject`,
    ]);
    // The option is the helper's own: it does not reach the context's request.
    expect(JSON.parse(registry.calls[2]!.body)).toEqual({ excludeDebugFields: true });
  });

  it('with an `instrumentId` the registry does not serve, or one that lists only v1, asks for no context', async () => {
    const registry = scanRegistry({ apis: ['splice-api-token-metadata-v1', 'splice-api-token-transfer-instruction-v1'] });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    await expect(client.transferInstructionCommand(instructionId, 'accept', { instrumentId: { admin: dso, id: 'USDX' } })).rejects.toThrow(
      InstrumentNotServedError,
    );
    const asV2 = client.transferInstructionCommand(instructionId, 'accept', {
      version: 2,
      choiceArgument: { actors: [bob] },
      instrumentId: { admin: dso, id: 'Amulet' },
    });
    await expect(asV2).rejects.toThrow(ApiNotSupportedError);
    await expect(client.transferInstructionCommand(instructionId, 'accept', { instrumentId: { id: 'Amulet' } } as never)).rejects.toThrow(
      'transferInstructionCommand: `options.instrumentId` must be `{admin, id}`, two strings.',
    );
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments/USDX',
      'GET /registry/metadata/v1/instruments/Amulet',
    ]);
  });

  it('v2 passes the caller’s `actors` and asks the v2 context', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.transferInstructionCommand(instructionId, 'reject', { version: 2, choiceArgument: { actors: [bob] } });
    expect(paths(registry.calls).at(-1)).toBe(`POST /registry/transfer-instruction/v2/${instructionId}/choice-contexts/reject`);
    expect(answer.command.ExerciseCommand.choiceArgument).toEqual({
      actors: [bob],
      extraArgs: { meta: { values: {} }, context: context(false).choiceContextData },
    });
  });

  it('v2 refuses a choice argument without `actors`, sending nothing', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    // JavaScript callers' arguments: TypeScript refuses both (registry-arguments.test-d.ts).
    await expect(client.transferInstructionCommand(instructionId, 'accept', { version: 2 } as never)).rejects.toThrow(
      "transferInstructionCommand: v2's TransferInstruction_Accept needs `choiceArgument.actors`, the parties exercising it.",
    );
    await expect(client.transferCommand(transfer() as never, { version: 2 })).rejects.toThrow(RequestError);
    expect(registry.calls).toEqual([]);
  });

  it('refuses an unknown choice, sending nothing', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const error = await client.transferInstructionCommand(instructionId, 'expire' as 'accept').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(registry.calls).toEqual([]);
  });
});

describe('the choice argument checked before anything is sent', () => {
  it.each([
    ['a number', 12.5, '12.5 (a number)'],
    ['11 decimals', '12.12345678901', '"12.12345678901"'],
    ['29 integer digits', '1'.repeat(29), `"${'1'.repeat(29)}"`],
    ['an exponent', '1e3', '"1e3"'],
    ['a bare point', '12.', '"12."'],
  ])('refuses an amount that is %s, naming its field', async (_what, amount, shown) => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const argument = { ...transfer(), transfer: { ...transfer().transfer, amount } };
    // A JavaScript caller's amount (or one cast past the types): TypeScript refuses a number.
    const error = await client.transferCommand(argument as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe(
      `transferCommand: \`choiceArgument.transfer.amount\` must be a Daml Decimal as text or a Numeric10: at most 28 integer digits and 10 decimals, like "12.5"; got ${shown}. Nothing was sent.`,
    );
    expect(registry.calls).toEqual([]);
  });

  it('takes the widest Numeric 10 there is', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const amount = `${'9'.repeat(28)}.${'9'.repeat(10)}`;
    const answer = await client.transferCommand({ ...transfer(), transfer: { ...transfer().transfer, amount } });
    expect(answer.command.ExerciseCommand.choiceArgument).toMatchObject({ transfer: { amount } });
  });

  it('sends a Numeric10 amount as its full-scale text, to the registry and in the command', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const amount = Numeric10.parse('12.5').add('0.0000000001');
    const answer = await client.transferCommand({ ...transfer(), transfer: { ...transfer().transfer, amount } });
    const asked = JSON.parse(registry.calls.at(-1)!.body) as { choiceArguments: { transfer: { amount: unknown } } };
    expect(asked.choiceArguments.transfer.amount).toBe('12.5000000001');
    expect(answer.command.ExerciseCommand.choiceArgument).toMatchObject({ transfer: { amount: '12.5000000001' } });
  });

  it('refuses a Numeric10-shaped value whose text is no Numeric 10, naming its field', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    // A JavaScript caller's lookalike: what it writes is checked as any text is.
    const amount = { units: 1n, toWireString: () => '1e-10' };
    const error = await client.transferCommand({ ...transfer(), transfer: { ...transfer().transfer, amount } } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain('`choiceArgument.transfer.amount` must be a Daml Decimal as text or a Numeric10');
    expect(registry.calls).toEqual([]);
  });

  it('refuses a v1 `expectedAdmin` that is not the registry’s admin with RegistryAdminMismatchError, naming both', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const issuer = 'issuer::1220aa';
    const error = await client.transferCommand({ ...transfer(), expectedAdmin: issuer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryAdminMismatchError);
    expect(error).toMatchObject({ field: 'choiceArgument.expectedAdmin', expectedAdmin: issuer, registryAdmin: dso });
    expect((error as Error).message).toBe(
      `transferCommand: \`choiceArgument.expectedAdmin\` is ${issuer}, but the registry at https://scan.sv-1.example.com is administered by ${dso}; nothing was asked of its factory.`,
    );
    expect(paths(registry.calls)).toEqual(['GET /registry/metadata/v1/info', 'GET /registry/metadata/v1/instruments/Amulet']);
  });
});

describe('supportedApis: a registry is asked only for the APIs it lists', () => {
  const account = (owner: string) => ({ owner, provider: null, id: '' });
  const v2 = () => ({ transfer: { ...transfer().transfer, sender: account(alice), receiver: account(bob) }, actors: [alice] });
  const v1Only = ['splice-api-token-metadata-v1', 'splice-api-token-holding-v1', 'splice-api-token-transfer-instruction-v1'];
  const v2Only = ['splice-api-token-metadata-v1', 'splice-api-token-holding-v2', 'splice-api-token-transfer-instruction-v2'];

  it('refuses a v2 transfer when the registry and the instrument list only v1, before any v2 endpoint', async () => {
    const registry = scanRegistry({ apis: v1Only });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const error = await client.transferCommand(v2(), { version: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNotSupportedError);
    expect(error).toMatchObject({ api: 'splice-api-token-transfer-instruction-v2', supportedApis: Object.fromEntries(v1Only.map((api) => [api, 1])) });
    expect((error as Error).message).toBe(
      `transferCommand: the registry at https://scan.sv-1.example.com does not list splice-api-token-transfer-instruction-v2 among its supported APIs (it lists ${v1Only.join(', ')}); nothing was asked of its splice-api-token-transfer-instruction-v2 endpoints.`,
    );
    expect(paths(registry.calls)).toEqual(['GET /registry/metadata/v1/info', 'GET /registry/metadata/v1/instruments/Amulet']);
    // v1 on the same registry goes through.
    await client.transferCommand(transfer());
    expect(paths(registry.calls).at(-1)).toBe('POST /registry/transfer-instruction/v1/transfer-factory');
  });

  it('refuses a v1 transfer when they list only v2', async () => {
    const registry = scanRegistry({ apis: v2Only });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const error = await client.transferCommand(transfer()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiNotSupportedError', api: 'splice-api-token-transfer-instruction-v1' });
    await client.transferCommand(v2(), { version: 2 });
    expect(paths(registry.calls).filter((p) => p.startsWith('POST'))).toEqual(['POST /registry/transfer-instruction/v2/transfer-factory']);
  });

  it('refuses an instruction’s v2 choice when neither the info nor any instrument lists v2, and asks each once', async () => {
    const registry = scanRegistry({ apis: v1Only, instruments: ['Amulet', 'Other'] });
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const asV2 = () => client.transferInstructionCommand(instructionId, 'accept', { version: 2, choiceArgument: { actors: [bob] } });
    await expect(asV2()).rejects.toThrow(ApiNotSupportedError);
    await expect(asV2()).rejects.toThrow(ApiNotSupportedError);
    await client.transferInstructionCommand(instructionId, 'accept');
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments',
      `POST /registry/transfer-instruction/v1/${instructionId}/choice-contexts/accept`,
    ]);
  });
});

describe('supportedApis: an instruction’s choices read every page of instruments', () => {
  it('finds v2 on a later page, and stops at a page token it saw before', async () => {
    const apisOf = (...apis: string[]) => Object.fromEntries(apis.map((api) => [api, 1]));
    const instrument = (id: string, apis: Record<string, number>) => ({ id, name: id, symbol: id, decimals: 2, supportedApis: apis });
    const registry = fakeFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/registry/metadata/v1/info') return json({ adminId: dso, supportedApis: apisOf('splice-api-token-metadata-v1') });
      if (url.pathname === '/registry/metadata/v1/instruments') {
        // Page 2 names page 2 again as the next: a registry that repeats itself.
        return url.searchParams.get('pageToken') === 'p2'
          ? json({ instruments: [instrument('USDY', apisOf('splice-api-token-transfer-instruction-v2'))], nextPageToken: 'p2' })
          : json({ instruments: [instrument('USDX', apisOf('splice-api-token-transfer-instruction-v1'))], nextPageToken: 'p2' });
      }
      return json(context(false));
    });
    const client = createRegistryClient({ baseUrl: 'https://registry.example.com', fetch: registry.fetch });
    await client.transferInstructionCommand(instructionId, 'withdraw', { version: 2, choiceArgument: { actors: [alice] } });
    expect(registry.calls.map((c) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments',
      'GET /registry/metadata/v1/instruments?pageToken=p2',
      `POST /registry/transfer-instruction/v2/${instructionId}/choice-contexts/withdraw`,
    ]);
  });
});

describe('allocationCommand', () => {
  const meta = { values: {} };
  const leg = { sender: alice, receiver: bob, amount: '25.5', instrumentId: { admin: dso, id: 'Amulet' }, meta };
  const settlementV1 = {
    executor: provider,
    settlementRef: { id: 'trade-7', cid: null },
    requestedAt: '2026-11-27T10:00:00Z',
    allocateBefore: '2026-11-27T11:00:00Z',
    settleBefore: '2026-11-27T12:00:00Z',
    meta,
  };
  const v1 = {
    expectedAdmin: dso,
    allocation: { settlement: settlementV1, transferLegId: 'leg-0', transferLeg: leg },
    requestedAt: '2026-11-27T10:00:00Z',
    inputHoldingCids: ['00holding'],
  };
  const account = (owner: string) => ({ owner, provider: null, id: '' });
  const side = { transferLegId: 'leg-0', side: 'SenderSide' as const, otherside: account(bob), amount: '25.5', instrumentId: 'Amulet', meta };
  const v2 = {
    settlement: { executors: [provider], id: 'trade-7', cid: null, meta },
    allocation: { admin: dso, authorizer: account(alice), transferLegSides: [side], committed: true, meta },
    requestedAt: '2026-11-27T10:00:00Z',
    inputHoldingCids: ['00holding'],
    actors: [alice],
  };

  it('v1: the factory’s command, on AllocationFactory_Allocate, with the registry’s context', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.allocationCommand(v1);
    expect(paths(registry.calls)).toEqual([
      'GET /registry/metadata/v1/info',
      'GET /registry/metadata/v1/instruments/Amulet',
      'POST /registry/allocation-instruction/v1/allocation-factory',
    ]);
    expect(JSON.parse(registry.calls[2]!.body)).toEqual({ choiceArguments: { ...v1, extraArgs: { context: meta, meta } }, excludeDebugFields: true });
    expect(answer.command.ExerciseCommand).toEqual({
      templateId: '#splice-api-token-allocation-instruction-v1:Splice.Api.Token.AllocationInstructionV1:AllocationFactory',
      contractId: factoryId,
      choice: 'AllocationFactory_Allocate',
      choiceArgument: { ...v1, extraArgs: { meta, context: context(false).choiceContextData } },
    });
    expect(answer).not.toHaveProperty('transferKind');
  });

  it('v2: the v2 factory and interface', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const answer = await client.allocationCommand(v2, { version: 2 });
    expect(paths(registry.calls).at(-1)).toBe('POST /registry/allocation-instruction/v2/allocation-factory');
    expect(answer.command.ExerciseCommand.templateId).toBe(
      '#splice-api-token-allocation-instruction-v2:Splice.Api.Token.AllocationInstructionV2:AllocationFactory',
    );
  });

  it('v2: Numeric10 amounts of leg sides and of the next iteration’s funding go as full-scale text', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const half = Numeric10.parse('0.5');
    const funded = { ...v2.allocation, transferLegSides: [{ ...side, amount: half }], nextIterationFunding: { Amulet: half.add(half) } };
    const answer = await client.allocationCommand({ ...v2, allocation: funded }, { version: 2 });
    const expected = { ...v2.allocation, transferLegSides: [{ ...side, amount: '0.5000000000' }], nextIterationFunding: { Amulet: '1.0000000000' } };
    const asked = JSON.parse(registry.calls.at(-1)!.body) as { choiceArguments: { allocation: unknown; settlement: unknown } };
    expect(asked.choiceArguments.allocation).toEqual(expected);
    expect(asked.choiceArguments.settlement).toEqual(v2.settlement);
    expect(answer.command.ExerciseCommand.choiceArgument).toMatchObject({ allocation: expected });
  });

  it('v2: refuses another admin in `allocation.admin`, and an amount of a leg side naming its index', async () => {
    const registry = scanRegistry();
    const client = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', fetch: registry.fetch });
    const other = await client.allocationCommand({ ...v2, allocation: { ...v2.allocation, admin: 'issuer::1220aa' } }, { version: 2 }).catch((e: unknown) => e);
    expect(other).toMatchObject({ name: 'RegistryAdminMismatchError', field: 'choiceArgument.allocation.admin', registryAdmin: dso });
    const badSide = { ...v2, allocation: { ...v2.allocation, transferLegSides: [side, { ...side, amount: '0.12345678901' }] } };
    await expect(client.allocationCommand(badSide, { version: 2 })).rejects.toThrow(
      '`choiceArgument.allocation.transferLegSides[1].amount` must be a Daml Decimal',
    );
    expect(paths(registry.calls)).toEqual(['GET /registry/metadata/v1/info']);
  });
});
