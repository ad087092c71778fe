// Daml values and times of a decoded prepared transaction as plain JSON-safe values a wallet can render:
// int64 as decimal strings (exact), timestamps as ISO 8601 with microseconds, dates as YYYY-MM-DD,
// records as objects by field label, variants as { tag, value }, enums as their constructor.
import type { Identifier, Value } from '../../generated/proto/com/daml/ledger/api/v2/value_pb.ts';
import type { PlainValue } from './types.ts';

/** `package:Module.Name:Entity`, as the JSON Ledger API writes identifiers; undefined when absent. */
export function identifierText(id: Identifier | undefined): string | undefined {
  return id === undefined ? undefined : `${id.packageId}:${id.moduleName}:${id.entityName}`;
}

/** Microseconds since the epoch as ISO 8601 (`2024-10-24T16:43:46.000000Z`). */
export function isoOfMicros(micros: bigint): string {
  const millis = micros / 1000n - (micros % 1000n < 0n ? 1n : 0n);
  const rest = micros - millis * 1000n;
  return new Date(Number(millis)).toISOString().replace('Z', `${String(rest).padStart(3, '0')}Z`);
}

/** Days since the epoch as `YYYY-MM-DD`. */
function dateOfDays(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** A map built without a prototype, so no key (`__proto__`) is special. */
function plainObject(entries: Iterable<[string, PlainValue]>): { [key: string]: PlainValue } {
  const object = Object.create(null) as { [key: string]: PlainValue };
  for (const [key, value] of entries) object[key] = value;
  return object;
}

/** `value` as plain JSON; an optional is null or its value, a missing value null. */
export function plainValue(value: Value | undefined): PlainValue {
  const sum = value?.sum;
  switch (sum?.case) {
    case 'unit':
      return plainObject([]);
    case 'bool':
    case 'numeric':
    case 'party':
    case 'text':
    case 'contractId':
      return sum.value;
    case 'int64':
      return String(sum.value);
    case 'timestamp':
      return isoOfMicros(sum.value);
    case 'date':
      return dateOfDays(sum.value);
    case 'optional':
      return sum.value.value === undefined ? null : plainValue(sum.value.value);
    case 'list':
      return sum.value.elements.map(plainValue);
    case 'textMap':
      return plainObject(sum.value.entries.map((entry) => [entry.key, plainValue(entry.value)]));
    case 'genMap':
      return sum.value.entries.map((entry) => [plainValue(entry.key), plainValue(entry.value)]);
    case 'record':
      return plainObject(sum.value.fields.map((field, i) => [field.label === '' ? String(i) : field.label, plainValue(field.value)]));
    case 'variant':
      return plainObject([
        ['tag', sum.value.constructor$],
        ['value', plainValue(sum.value.value)],
      ]);
    case 'enum':
      return sum.value.constructor$;
    default:
      return null;
  }
}
