// A Splice wallet write whose outcome is unknown is sent once, like every write, and its error says what to do
// with the tracking id the caller chose (`x-submission.trackingId`): send the same request again (the wallet
// creates at most one offer or request per tracking id) or read the outcome by it (`statusOperation`). On the
// validator spec, through an injected fetch that counts requests.
import { HttpError } from '@canton-openapi/client';
import { createValidatorClient } from '@canton-openapi/client/validator';
import { createValidatorClient as createInternalValidatorClient } from '@canton-openapi/client/validator/internal';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, raw } from '../support/fake-fetch.ts';
import { specOperations } from '../support/spec.ts';

const offer = {
  receiver_party_id: 'bob__wallet__user::1220fb89d62774bd5b3fd8a11c1b22c8c5453e8286c3cf7add515c98d7bca192ef18',
  amount: '10.0',
  description: 'Invoice 2025-02-14-0001',
  expires_at: 1739552400000000,
  tracking_id: 'payment-2025-02-14-0001',
};

function validator(answer: () => Response) {
  const { fetch, calls } = fakeFetch(answer);
  return { client: createValidatorClient({ baseUrl: 'http://validator.test/api/validator', fetch, serverVersion: false }), calls };
}

describe('a wallet write with a tracking id', () => {
  it('is not sent again after a 503, and its error names the tracking id and the status read', async () => {
    const { client, calls } = validator(() => json({ error: 'The server is taking too long to respond' }, 503));
    const error = await client.createTransferOffer(offer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
    expect((error as Error).message).toContain('may have taken effect');
    expect((error as Error).message).toContain(
      'Send it again with the same tracking id "payment-2025-02-14-0001", which the server acts on at most once, or ask getTransferOfferStatus("payment-2025-02-14-0001") for its outcome',
    );
  });

  it('a refusal (409) says nothing of the tracking id: the server answered', async () => {
    const { client, calls } = validator(() => json({ error: 'CreateTransferOffer duplicate command' }, 409));
    const error = await client.createTransferOffer(offer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
    expect((error as Error).message).not.toContain('tracking id');
  });

  it('a write without a tracking id (createAnsEntry) is not sent again either, and names none', async () => {
    const { client, calls } = validator(() => raw(null, 502));
    const error = await client.createAnsEntry({ name: 'alice.unverified.cns', url: '', description: '' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect((error as Error).message).toContain('may have taken effect');
    expect((error as Error).message).not.toContain('tracking id');
  });

  it('a wallet-internal write deduplicated by an id it has no status read for (transferPreapprovalSend) says to send it again with that id, and only that', async () => {
    const { fetch, calls } = fakeFetch(() => raw(null, 502));
    const client = createInternalValidatorClient({ baseUrl: 'http://validator.test/api/validator', fetch, serverVersion: false });
    const send = { receiver_party_id: offer.receiver_party_id, amount: '10.0', deduplication_id: 'send-2025-02-14-0002' };
    const error = await client.transferPreapprovalSend(send).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect((error as Error).message).toContain('Send it again with the same tracking id "send-2025-02-14-0002", which the server acts on at most once;');
    expect((error as Error).message).not.toContain(' or ask ');
  });

  it('every statusOperation the specs name is a read of the same API that takes the tracking id in its path', () => {
    const ops = specOperations('validator');
    const named = ops.flatMap((op) => (op.submission?.statusOperation === undefined ? [] : [[op.id, op.submission.statusOperation] as const]));
    expect(named).toEqual([
      ['createTransferOffer', 'getTransferOfferStatus'],
      ['createBuyTrafficRequest', 'getBuyTrafficRequestStatus'],
    ]);
    for (const [, status] of named) {
      const read = ops.find((op) => op.id === status);
      expect(read?.effect, status).toBe('read');
      expect(read?.path, status).toContain('{tracking_id}');
    }
  });
});
