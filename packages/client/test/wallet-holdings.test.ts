// examples/wallet-holdings.ts against a stand-in validator wallet (test/support/wallet-validator.ts): the
// example accepts only the transfer sent to its party and sums the holdings exactly, fees taken off.
import { describe, expect, it } from 'vitest';
import { createValidatorClient, HttpError } from '@canton-openapi/client/validator/internal';
import { acceptTransfersAndReadHoldings } from '../examples/wallet-holdings.ts';
import { walletValidator } from './support/wallet-validator.ts';

const baseUrl = 'http://validator.test/api/validator';
const party = 'alice__wallet__user::12208214ed2f54232298f1e81f83f084af7e4dd84f75e916bcf0cc8d99fe2b48ac8f';

describe('wallet-holdings', () => {
  it('accepts the transfer sent to the wallet party (not the one it sent) and reads the holdings it now has', async () => {
    const validator = walletValidator(party, 'alice-token');
    const client = createValidatorClient({ baseUrl, fetch: validator.fetch, token: async () => 'alice-token', serverVersion: false });

    const result = await acceptTransfersAndReadHoldings(client);

    expect(result.party).toBe(party);
    expect(result.accepted).toHaveLength(1);
    // 100 - 0.0002283108 held, plus the 10 accepted (no fee yet); 5 locked.
    expect(result).toMatchObject({ unlocked: '109.9997716892', locked: '5.0000000000' });
    expect(validator.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'GET /api/validator/v0/wallet/user-status',
      'GET /api/validator/v0/wallet/token-standard/transfers',
      `POST /api/validator/v0/wallet/token-standard/transfers/${validator.incoming}/accept`,
      'GET /api/validator/v0/wallet/amulets',
    ]);
  });

  it("fails with the wallet's 401 when the token is not the wallet user's, accepting nothing", async () => {
    const validator = walletValidator(party, 'alice-token');
    const client = createValidatorClient({ baseUrl, fetch: validator.fetch, token: async () => 'someone-else', serverVersion: false });

    const failure = await acceptTransfersAndReadHoldings(client).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect(validator.calls.map((c) => c.method)).not.toContain('POST');
  });
});
