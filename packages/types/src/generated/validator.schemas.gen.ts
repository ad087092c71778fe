// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './validator.gen.ts';
import type { components as bigintComponents } from './validator.int64.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';

/** A failure with a human-readable message. */
export type ErrorResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ErrorResponse'] : components['schemas']['ErrorResponse'];

/** The offer exists and waits for the receiver. */
export type TransferOfferCreatedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferCreatedResponse'] : components['schemas']['TransferOfferCreatedResponse'];

/** The receiver accepted; wallet automation delivers the amount. */
export type TransferOfferAcceptedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferAcceptedResponse'] : components['schemas']['TransferOfferAcceptedResponse'];

/** The amount was delivered to the receiver. */
export type TransferOfferCompletedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferCompletedResponse'] : components['schemas']['TransferOfferCompletedResponse'];

/** Failed for good; nothing was transferred. */
export type TransferOfferFailedResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransferOfferFailedResponse'] : components['schemas']['TransferOfferFailedResponse'];

export type LookupEntryByNameResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LookupEntryByNameResponse'] : components['schemas']['LookupEntryByNameResponse'];

/** A name-service entry. */
export type AnsEntry<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AnsEntry'] : components['schemas']['AnsEntry'];
