// The byte encoding Canton's transaction hash is computed over (the "external signing hashing algorithm"):
// big-endian fixed-width integers as Java writes them, strings and bytes prefixed by their length as a
// 4-byte int, lists by their count, optionals by 0x00 (absent) or 0x01 (present). SHA-256 is Web Crypto's,
// so the same code runs in browsers and Node 22+.
import { MalformedPreparedTransactionError } from './errors.ts';

const utf8 = new TextEncoder();

/** SHA-256 of `bytes`. */
export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** An append-only byte buffer with the hashing algorithm's encodings of primitive values. */
export class HashInput {
  private parts: Uint8Array[] = [];
  private length = 0;

  /** Appends `bytes` as they are (a tag, a seed, a hash: fixed-length, not prefixed). */
  raw(bytes: Uint8Array): this {
    this.parts.push(bytes);
    this.length += bytes.length;
    return this;
  }

  byte(value: number): this {
    return this.raw(Uint8Array.of(value));
  }

  bool(value: boolean): this {
    return this.byte(value ? 1 : 0);
  }

  /** A 32-bit integer; an unsigned one keeps its bits (Java holds uint32 in an int). */
  int32(value: number): this {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setUint32(0, value >>> 0);
    return this.raw(bytes);
  }

  /** A 64-bit integer, signed or not: its 64 bits, as Java's long holds them. */
  int64(value: bigint): this {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, BigInt.asUintN(64, value));
    return this.raw(bytes);
  }

  /** Length-prefixed bytes. */
  bytes(value: Uint8Array): this {
    return this.int32(value.length).raw(value);
  }

  /** A string as length-prefixed UTF-8. */
  string(value: string): this {
    return this.bytes(utf8.encode(value));
  }

  /** A contract id: its hex decoded, length-prefixed. `where` names it for the error. */
  contractId(hex: string, where: string): this {
    return this.bytes(fromHex(hex, where));
  }

  /** A list: its count, then each element as `add` encodes it. */
  list<T>(items: readonly T[], add: (item: T) => void): this {
    this.int32(items.length);
    for (const item of items) add(item);
    return this;
  }

  /** Strings, as a list. */
  strings(items: readonly string[]): this {
    return this.list(items, (item) => this.string(item));
  }

  /** 0x00 when `value` is undefined, else 0x01 and `value` as `add` encodes it. */
  optional<T>(value: T | undefined, add: (value: T) => void): this {
    if (value === undefined) return this.byte(0);
    this.byte(1);
    add(value);
    return this;
  }

  /** Everything appended, as one array. */
  bytesSoFar(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** The bytes of hex string `hex`; a malformed one is refused, naming `where`. */
export function fromHex(hex: string, where: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[\da-f]*$/i.test(hex)) throw new MalformedPreparedTransactionError(`${where}: "${hex}" is not a hexadecimal contract id.`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** `bytes` as lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
