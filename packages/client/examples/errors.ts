// README: typed errors and narrowing a status variant.
// #region errors
import { createValidatorClient, isValidatorHttpError, TimeoutError } from '@canton-openapi/client/validator';

/** A sentence about a transfer offer, or undefined when the wallet does not know it. */
export async function describeOffer(validatorUrl: string, token: string, trackingId: string) {
  const validator = createValidatorClient({ baseUrl: validatorUrl, token, timeoutMs: 10_000 });
  try {
    const offer = await validator.getTransferOfferStatus(trackingId);
    if (offer.status === 'failed') return `failed: ${offer.failure_kind}`;
    return `${offer.status} in ${offer.transaction_id}`;
  } catch (error) {
    if (isValidatorHttpError(error, 'getTransferOfferStatus') && error.status === 404) return undefined;
    // The validator's HTTP layer rejects a missing or invalid token in plain text, before any handler runs.
    if (isValidatorHttpError(error) && error.status === 401) throw new Error(`log in again: ${error.body ?? error.text}`);
    if (error instanceof TimeoutError) throw new Error(`the validator took longer than ${error.timeoutMs} ms`);
    throw error;
  }
}
// #endregion
