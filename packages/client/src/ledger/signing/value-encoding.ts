// How a Daml value (the ledger API's `Value`) is encoded for the transaction hash: a type tag, then its
// content. The same in V2 and V3.
import type { Identifier, Value } from '../../generated/proto/com/daml/ledger/api/v2/value_pb.ts';
import { MalformedPreparedTransactionError } from './errors.ts';
import type { HashInput } from './hash-input.ts';

/** An identifier: package id, then module and entity names split at their dots. */
export function addIdentifier(input: HashInput, id: Identifier | undefined, where: string): void {
  if (id === undefined) throw new MalformedPreparedTransactionError(`${where}: an identifier is missing.`);
  input.string(id.packageId).strings(id.moduleName.split('.')).strings(id.entityName.split('.'));
}

/** Value `value` found at `where` (named in errors). */
export function addValue(input: HashInput, value: Value | undefined, where: string): void {
  const sum = value?.sum;
  switch (sum?.case) {
    case 'unit':
      input.byte(0x00);
      return;
    case 'bool':
      input.byte(0x01).bool(sum.value);
      return;
    case 'int64':
      input.byte(0x02).int64(sum.value);
      return;
    case 'numeric':
      input.byte(0x03).string(sum.value);
      return;
    case 'timestamp':
      input.byte(0x04).int64(sum.value);
      return;
    case 'date':
      input.byte(0x05).int32(sum.value);
      return;
    case 'party':
      input.byte(0x06).string(sum.value);
      return;
    case 'text':
      input.byte(0x07).string(sum.value);
      return;
    case 'contractId':
      input.byte(0x08).contractId(sum.value, where);
      return;
    case 'optional':
      input.byte(0x09).optional(sum.value.value, (inner) => addValue(input, inner, `${where}.optional`));
      return;
    case 'list':
      input.byte(0x0a).list(sum.value.elements, (element) => addValue(input, element, `${where}.list`));
      return;
    case 'textMap':
      input.byte(0x0b).list(sum.value.entries, (entry) => {
        input.string(entry.key);
        addValue(input, entry.value, `${where}.textMap[${entry.key}]`);
      });
      return;
    case 'record':
      input.byte(0x0c).optional(sum.value.recordId, (id) => addIdentifier(input, id, where));
      input.list(sum.value.fields, (field) => {
        // Always present, as the algorithm and its Python reference write it: some(label).
        input.optional(field.label, (label) => input.string(label));
        addValue(input, field.value, `${where}.${field.label}`);
      });
      return;
    case 'variant':
      input.byte(0x0d).optional(sum.value.variantId, (id) => addIdentifier(input, id, where));
      input.string(sum.value.constructor$);
      addValue(input, sum.value.value, `${where}.${sum.value.constructor$}`);
      return;
    case 'enum':
      input.byte(0x0e).optional(sum.value.enumId, (id) => addIdentifier(input, id, where));
      input.string(sum.value.constructor$);
      return;
    case 'genMap':
      input.byte(0x0f).list(sum.value.entries, (entry) => {
        addValue(input, entry.key, `${where}.genMap key`);
        addValue(input, entry.value, `${where}.genMap value`);
      });
      return;
    default:
      throw new MalformedPreparedTransactionError(`${where}: a value is missing or holds no known kind.`);
  }
}
