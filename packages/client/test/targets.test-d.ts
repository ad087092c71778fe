// `targets`: a client made for some release lines has, in its type, only the methods and request fields
// that every one of them serves (as its newest release the spec knows does), from the generated
// `<Api>Lines` tables; without targets it is the whole client.
import { describe, expectTypeOf, it } from 'vitest';
import type { ClientOptions } from '@canton-openapi/client';
import { createLedgerClient, type LedgerClient, type LedgerClientFor, type LedgerReleaseLine } from '@canton-openapi/client/ledger';
import { createBftScanClient, createScanClient, type ScanClient, type ScanClientFor } from '@canton-openapi/client/scan';
import { createValidatorClient, type ValidatorClient } from '@canton-openapi/client/validator';

const baseUrl = 'http://p';
/** Whether some member of the union `T` has the property `K`. */
type Has<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? true : false) : never;
type Body<F> = F extends (body: infer B, ...rest: never[]) => unknown ? B : never;

describe('ledger', () => {
  it("['3.6'] has no postV2UpdatesFlats (disabled by default in 3.6.1) and no filter or verbose in postV2Updates' body", () => {
    const ledger = createLedgerClient({ baseUrl, targets: ['3.6'] });
    // @ts-expect-error not served by 3.6.1 unless re-enabled
    void ledger.postV2UpdatesFlats;
    // @ts-expect-error the channel follows too
    void ledger.streamUpdatesFlats;
    // @ts-expect-error and withResponse
    void ledger.withResponse.postV2UpdatesFlats;
    // @ts-expect-error filter is disabled by default in 3.6.1
    void ledger.postV2Updates({ beginExclusive: 0, filter: { filtersByParty: {} } });
    // @ts-expect-error verbose too
    void ledger.withResponse.postV2Updates({ beginExclusive: 0, verbose: false });
    // @ts-expect-error the channel's request too
    void ledger.streamUpdates({ beginExclusive: 0, filter: { filtersByParty: {} } });
    expectTypeOf<Has<Body<typeof ledger.postV2Updates>, 'filter'>>().toEqualTypeOf<false>();
    expectTypeOf<Has<Body<typeof ledger.postV2Updates>, 'updateFormat'>>().toEqualTypeOf<true>();
    // What the line serves is untouched: the same results, readUpdates and streamUpdates.
    expectTypeOf(ledger.postV2Updates).returns.toEqualTypeOf<ReturnType<LedgerClient['postV2Updates']>>();
    expectTypeOf(ledger.readUpdates).toEqualTypeOf<LedgerClient['readUpdates']>();
    expectTypeOf(ledger.streamUpdates).returns.toEqualTypeOf<ReturnType<LedgerClient['streamUpdates']>>();
    expectTypeOf(ledger).toEqualTypeOf<LedgerClientFor<'3.6'>>();
  });

  it("['3.5'] has both, with filter", () => {
    const ledger = createLedgerClient({ baseUrl, targets: ['3.5'] });
    expectTypeOf(ledger.postV2UpdatesFlats).toEqualTypeOf<LedgerClient['postV2UpdatesFlats']>();
    expectTypeOf(ledger.postV2Updates).toEqualTypeOf<LedgerClient['postV2Updates']>();
    expectTypeOf(ledger.streamUpdatesFlats).toEqualTypeOf<LedgerClient['streamUpdatesFlats']>();
    expectTypeOf(ledger.withResponse.postV2UpdatesFlats).toEqualTypeOf<LedgerClient['withResponse']['postV2UpdatesFlats']>();
    expectTypeOf<Has<Body<typeof ledger.postV2Updates>, 'filter'>>().toEqualTypeOf<true>();
  });

  it("['3.5', '3.6'] is what both serve; deprecatedEndpointsEnabled: true keeps what 3.6.1 disables by default", () => {
    const both = createLedgerClient({ baseUrl, targets: ['3.5', '3.6'] });
    // @ts-expect-error 3.6 does not serve it by default
    void both.postV2UpdatesFlats;
    const enabled = createLedgerClient({ baseUrl, targets: ['3.5', '3.6'], deprecatedEndpointsEnabled: true });
    expectTypeOf(enabled.postV2UpdatesFlats).toEqualTypeOf<LedgerClient['postV2UpdatesFlats']>();
    expectTypeOf(enabled.streamUpdatesFlats).toEqualTypeOf<LedgerClient['streamUpdatesFlats']>();
    expectTypeOf<Has<Body<typeof enabled.postV2Updates>, 'filter'>>().toEqualTypeOf<true>();
    // Only a literal true: a boolean the compiler cannot know keeps them out.
    const flag = Math.random() > 0.5;
    const maybe = createLedgerClient({ baseUrl, targets: ['3.6'], deprecatedEndpointsEnabled: flag });
    // @ts-expect-error maybe not re-enabled
    void maybe.postV2UpdatesFlats;
  });

  it('bigint mode narrows the same way', () => {
    const ledger = createLedgerClient({ baseUrl, targets: ['3.6'], int64: 'bigint' });
    // @ts-expect-error
    void ledger.postV2UpdatesFlats;
    expectTypeOf(ledger.postV2Updates).returns.toEqualTypeOf<ReturnType<LedgerClient<'bigint'>['postV2Updates']>>();
    expectTypeOf(ledger).toEqualTypeOf<LedgerClientFor<'3.6', 'bigint'>>();
  });

  it('with explicit type arguments, the targets are named there', () => {
    const ledger = createLedgerClient<'bigint', ['3.6']>({ baseUrl, int64: 'bigint', targets: ['3.6'] });
    // @ts-expect-error
    void ledger.postV2UpdatesFlats;
    expectTypeOf(createLedgerClient<'bigint'>({ baseUrl, int64: 'bigint', targets: ['3.6'] })).toEqualTypeOf<LedgerClient<'bigint'>>();
  });

  it('a target that is no release line of the spec does not compile', () => {
    // @ts-expect-error 3.4 is not in info.x-release-lines
    createLedgerClient({ baseUrl, targets: ['3.4'] });
    // @ts-expect-error a release is not a line
    createLedgerClient({ baseUrl, targets: ['3.6.1'] });
    expectTypeOf<LedgerReleaseLine>().toEqualTypeOf<'3.5' | '3.6'>();
  });

  it('without targets, or with targets the compiler cannot read, the client is the whole client', () => {
    expectTypeOf(createLedgerClient({ baseUrl })).toEqualTypeOf<LedgerClient>();
    expectTypeOf(createLedgerClient({ baseUrl, int64: 'bigint' })).toEqualTypeOf<LedgerClient<'bigint'>>();
    expectTypeOf(createLedgerClient({ baseUrl, deprecatedEndpointsEnabled: true })).toEqualTypeOf<LedgerClient>();
    expectTypeOf(createLedgerClient({ baseUrl, targets: [] })).toEqualTypeOf<LedgerClient>();
    const options: ClientOptions = { baseUrl, deprecatedEndpointsEnabled: true };
    expectTypeOf(createLedgerClient(options)).toEqualTypeOf<LedgerClient>();
    const lines: LedgerReleaseLine[] = ['3.6'];
    expectTypeOf(createLedgerClient({ baseUrl, targets: lines })).toEqualTypeOf<LedgerClient>();
  });
});

describe('scan', () => {
  it("['0.9'] has no getHoldingsStateAt or getHoldingsStateAtV1 (removed in 0.9.0), nor their iterators", () => {
    const scan = createScanClient({ baseUrl, targets: ['0.9'] });
    // @ts-expect-error removed in 0.9.0
    void scan.getHoldingsStateAt;
    // @ts-expect-error removed in 0.9.0
    void scan.getHoldingsStateAtV1;
    // @ts-expect-error its iterator
    void scan.iterateHoldingsStateAt;
    // @ts-expect-error its iterator
    void scan.iterateHoldingsStateAtV1;
    // @ts-expect-error and withResponse
    void scan.withResponse.getHoldingsStateAtV1;
    expectTypeOf(scan.getHoldingsStateAtV2).toEqualTypeOf<ScanClient['getHoldingsStateAtV2']>();
    expectTypeOf(scan.iterateHoldingsStateAtV2).toEqualTypeOf<ScanClient['iterateHoldingsStateAtV2']>();
    expectTypeOf(scan.listDsoScans).toEqualTypeOf<ScanClient['listDsoScans']>();
  });

  it("['0.7', '0.9'] lacks them too; ['0.7'] (judged by 0.7.5) has them and getHoldingsStateAtV2 (added in 0.7.5)", () => {
    const both = createScanClient({ baseUrl, targets: ['0.7', '0.9'] });
    // @ts-expect-error removed in 0.9.0
    void both.getHoldingsStateAt;
    // @ts-expect-error removed in 0.9.0
    void both.iterateHoldingsStateAtV1;
    const old = createScanClient({ baseUrl, targets: ['0.7', '0.8'] });
    expectTypeOf(old.getHoldingsStateAt).toEqualTypeOf<ScanClient['getHoldingsStateAt']>();
    expectTypeOf(old.iterateHoldingsStateAtV1).toEqualTypeOf<ScanClient['iterateHoldingsStateAtV1']>();
    expectTypeOf(old.getHoldingsStateAtV2).toEqualTypeOf<ScanClient['getHoldingsStateAtV2']>();
    expectTypeOf(createScanClient({ baseUrl, targets: ['0.7'] })).toEqualTypeOf<ScanClientFor<'0.7'>>();
  });

  it('0.6, judged at 0.6.10, has the v0 and v1 holdings but not v2 (added in 0.7.5)', () => {
    const old = createScanClient({ baseUrl, targets: ['0.6', '0.7'] });
    expectTypeOf(old.getHoldingsStateAtV1).toEqualTypeOf<ScanClient['getHoldingsStateAtV1']>();
    // @ts-expect-error added in 0.7.5
    void old.getHoldingsStateAtV2;
    // @ts-expect-error added in 0.7.5
    void old.iterateAcsSnapshotAtV2;
  });

  it('the BFT client follows its targets too', () => {
    const bft = createBftScanClient({ seedUrls: [baseUrl], targets: ['0.9'] });
    // @ts-expect-error removed in 0.9.0
    void bft.getHoldingsStateAtV1;
    expectTypeOf(bft.getHoldingsStateAtV2).toEqualTypeOf<ScanClient['getHoldingsStateAtV2']>();
    expectTypeOf(bft.scanList).toBeFunction();
    expectTypeOf(createBftScanClient({ seedUrls: [baseUrl] }).getHoldingsStateAtV1).toEqualTypeOf<ScanClient['getHoldingsStateAtV1']>();
  });

  it('a target that is no release line of the spec does not compile', () => {
    // @ts-expect-error 0.5 is before the lines the spec describes
    createScanClient({ baseUrl, targets: ['0.5'] });
  });
});

describe('validator', () => {
  it('every line serves every method', () => {
    expectTypeOf(createValidatorClient({ baseUrl, targets: ['0.7', '0.8', '0.9'] })).toEqualTypeOf<{ [K in keyof ValidatorClient]: ValidatorClient[K] }>();
  });
});
