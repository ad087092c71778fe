// Reads a transfer-offer status: `status` narrows each variant, and `match` needs a handler per status.
import { GetTransferOfferStatusResponse } from '@canton-openapi/types/validator';

/** What a wallet screen would say about an offer. */
export function describeOffer(offer: GetTransferOfferStatusResponse): string {
  if (offer.status === 'failed' && offer.failure_kind === 'withdrawn') return `withdrawn: ${offer.withdrawn_reason ?? 'no reason given'}`;
  return GetTransferOfferStatusResponse.match(offer, {
    created: (o) => `waiting for the receiver (offer ${o.contract_id})`,
    accepted: (o) => `accepted, delivering (${o.contract_id})`,
    completed: (o) => `delivered in ${o.transaction_id}`,
    failed: (o) => `failed: ${o.failure_kind}`,
  });
}
