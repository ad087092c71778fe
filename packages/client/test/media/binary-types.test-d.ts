// The types of the operations whose bodies are not JSON: bytes in, bytes (or nothing) out.
import type { BinaryBody } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { describe, expectTypeOf, it } from 'vitest';

const ledger = createLedgerClient({ baseUrl: 'http://participant.test' });

describe('binary bodies', () => {
  it('an upload takes bytes, not JSON', () => {
    expectTypeOf(ledger.postV2Dars).parameter(0).toEqualTypeOf<BinaryBody>();
    expectTypeOf(ledger.postV2DarsValidate).parameter(0).toEqualTypeOf<BinaryBody>();
    expectTypeOf(ledger.postV2Packages).parameter(0).toEqualTypeOf<BinaryBody>();
    // @ts-expect-error a string is not the DAR's bytes
    void ledger.postV2Dars('PK');
  });

  it('a download resolves to a Uint8Array, a validation to undefined, an upload to its JSON', () => {
    expectTypeOf(ledger.getV2PackagesPackageId('5b3c')).resolves.toEqualTypeOf<Uint8Array>();
    expectTypeOf(ledger.postV2DarsValidate(new Uint8Array())).resolves.toEqualTypeOf<undefined>();
    expectTypeOf(ledger.postV2Dars(new Uint8Array())).resolves.toEqualTypeOf<{ [key: string]: unknown }>();
  });
});
