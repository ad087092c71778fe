// The participant's two 400 answers the upstream-like stand-ins share: pekko's plain-text rejection of what does not
// decode, and a Canton error of the INVALID_ARGUMENT category.
import type { Reply } from './spec-server.ts';

/** Pekko's rejection of a body or parameter that does not decode: 400 text/plain. */
export const text = (message: string): Reply => ({ status: 400, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: message });

/** An INVALID_ARGUMENT-category Canton error (category 8, gRPC 3), 400 JSON. */
export function cantonError(code: string, cause: string): Reply {
  const error = {
    code,
    cause,
    correlationId: null,
    traceId: null,
    context: { category: '8', definite_answer: 'false' },
    resources: [],
    errorCategory: 8,
    grpcCodeValue: 3,
    retryInfo: null,
    definiteAnswer: false,
  };
  return { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify(error) };
}
