// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './validator.gen.ts';

/** A failure with a human-readable message. */
export type ErrorResponse = components['schemas']['ErrorResponse'];

/** The offer exists and waits for the receiver. */
export type TransferOfferCreatedResponse = components['schemas']['TransferOfferCreatedResponse'];

/** The receiver accepted; wallet automation delivers the amount. */
export type TransferOfferAcceptedResponse = components['schemas']['TransferOfferAcceptedResponse'];

/** The amount was delivered to the receiver. */
export type TransferOfferCompletedResponse = components['schemas']['TransferOfferCompletedResponse'];

/** Failed for good; nothing was transferred. */
export type TransferOfferFailedResponse = components['schemas']['TransferOfferFailedResponse'];

export type LookupEntryByNameResponse = components['schemas']['LookupEntryByNameResponse'];

/** A name-service entry. */
export type AnsEntry = components['schemas']['AnsEntry'];
