// The protobuf decoding proper, loaded on demand by decode.ts: @bufbuild/protobuf and the generated messages
// are most of the signing code's bytes, so they are a chunk of their own, which imports nothing else of it.
import { fromBinary } from '@bufbuild/protobuf';
import {
  type PreparedTransaction,
  PreparedTransactionSchema,
} from '../../generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';

/** `bytes` read as a protobuf `PreparedTransaction`; throws @bufbuild/protobuf's error when they are not one. */
export function parsePreparedTransaction(bytes: Uint8Array): PreparedTransaction {
  return fromBinary(PreparedTransactionSchema, bytes);
}
