// examples/onboard-external-party.ts against a stand-in validator that verifies each signature with
// node:crypto: the example signs what the validator decodes (the hex-decoded hashes) with the party's key.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createValidatorClient, HttpError } from '@canton-openapi/client/validator/internal';
import { onboardExternalParty, type SignEd25519 } from '../examples/onboard-external-party.ts';
import { externalPartyValidator } from './support/external-party-validator.ts';

const baseUrl = 'http://validator.test/api/validator';

/** An Ed25519 key pair: the raw public key as hex and a signer of raw bytes. */
function ed25519() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyHex = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
  const signer: SignEd25519 = async (bytes) => new Uint8Array(sign(null, bytes, privateKey));
  return { publicKeyHex, signer };
}

describe('onboard-external-party', () => {
  it('creates the party, accepts the setup proposal with signatures the validator verifies, and reads the balance', async () => {
    const validator = externalPartyValidator();
    const client = createValidatorClient({ baseUrl, fetch: validator.fetch, token: async () => 'operator-token', serverVersion: false });
    const { publicKeyHex, signer } = ed25519();

    const result = await onboardExternalParty(client, 'alice', publicKeyHex, signer);

    expect(result.party).toMatch(/^alice::1220[0-9a-f]{64}$/);
    expect(result).toMatchObject({ preapproval: validator.preapproval, available: '25.0000000000' });
    // Three topology hashes and the prepared transaction's hash, each checked against the party's key.
    expect(validator.verified).toHaveLength(4);
    expect(validator.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/validator/v0/admin/external-party/topology/generate',
      'POST /api/validator/v0/admin/external-party/topology/submit',
      'POST /api/validator/v0/admin/external-party/setup-proposal',
      'POST /api/validator/v0/admin/external-party/setup-proposal/prepare-accept',
      'POST /api/validator/v0/admin/external-party/setup-proposal/submit-accept',
      'GET /api/validator/v0/admin/external-party/balance',
    ]);
    for (const call of validator.calls) expect(call.headers.get('authorization')).toBe('Bearer operator-token');
  });

  it('stops at the topology when a signature is not the key announced: no setup proposal is created', async () => {
    const validator = externalPartyValidator();
    const client = createValidatorClient({ baseUrl, fetch: validator.fetch, token: async () => 'operator-token', serverVersion: false });
    const announced = ed25519();
    const other = ed25519();

    const failure = await onboardExternalParty(client, 'alice', announced.publicKeyHex, other.signer).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(400);
    expect(validator.calls.map((c) => new URL(c.url).pathname)).not.toContain('/api/validator/v0/admin/external-party/setup-proposal');
  });
});
