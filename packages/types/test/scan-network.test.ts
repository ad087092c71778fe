// The rules a reader of every SV's Scan applies alike (the client's createBftScanClient, conformance's
// --discover): which listed `publicUrl`s it calls, the canonical text answers are compared by, and the
// excerpt an error shows of an answer that differs.
import { canonicalJson, canonicalJsonText, differenceExcerpt, scanApiRoot } from '@canton-openapi/types/scan';
import { describe, expect, test } from 'vitest';

describe('scanApiRoot', () => {
  test.each([
    ['https://scan.sv-1.example.com', 'https://scan.sv-1.example.com'],
    ['https://scan.sv-1.example.com/', 'https://scan.sv-1.example.com'],
    ['http://127.0.0.1:5012', 'http://127.0.0.1:5012'],
    ['HTTPS://Scan.Example.COM:443', 'https://scan.example.com'],
  ])('takes the bare origin %s', (publicUrl, origin) => {
    expect(scanApiRoot(publicUrl)).toEqual({ origin, apiRoot: `${origin}/api/scan` });
  });

  test.each([
    [42, 'publicUrl is not a string'],
    ['scan.example.com', 'not a URL'],
    ['ftp://scan.example.com', 'scheme ftp: is not http or https'],
    ['javascript:alert(1)', 'scheme javascript: is not http or https'],
    ['https://user:pass@scan.example.com', 'carries credentials (userinfo) in the URL'],
    ['https://evil.example@scan.example.com', 'carries credentials (userinfo) in the URL'],
    ['https://scan.example.com/api/scan', 'is not a bare origin: a path, query, fragment, backslash or space follows the host'],
    ['https://scan.example.com?x=1', 'is not a bare origin: a path, query, fragment, backslash or space follows the host'],
    ['https://scan.example.com#top', 'is not a bare origin: a path, query, fragment, backslash or space follows the host'],
    ['https://scan.example.com\\.evil.example', 'is not a bare origin: a path, query, fragment, backslash or space follows the host'],
    ['https://scan.example.com//', 'is not a bare origin: a path, query, fragment, backslash or space follows the host'],
  ])('refuses %j: %s', (publicUrl, reason) => {
    expect(scanApiRoot(publicUrl)).toEqual({ reason });
  });
});

describe('canonicalJson', () => {
  test('sorts every object key in code-point order, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { y: [2, { d: 3, c: 4 }], x: null }, B: 'z' })).toBe('{"B":"z","a":{"x":null,"y":[2,{"c":4,"d":3}]},"b":1}');
  });

  test('writes a bigint as its digits, exactly', () => {
    expect(canonicalJson({ round: 9223372036854775807n })).toBe('{"round":9223372036854775807}');
  });

  test('leaves an undefined property out, and writes a lone undefined as itself', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe('undefined');
  });
});

describe('canonicalJsonText', () => {
  test('is the text canonicalJson gives for the parsed value, whatever the key order and spacing', () => {
    const text = '{ "b": 1, "a": {"y": [2, "3"], "x": true} }';
    expect(canonicalJsonText(text)).toBe(canonicalJson(JSON.parse(text)));
    expect(canonicalJsonText(text)).toBe(canonicalJsonText('{"a":{"x":true,"y":[2,"3"]},"b":1}'));
  });

  test('keeps numbers as written: int64s beyond 2^53 stay apart, 1.0 is not 1', () => {
    expect(canonicalJsonText('{"n":9007199254740993}')).toBe('{"n":9007199254740993}');
    expect(canonicalJsonText('{"n":9007199254740993}')).not.toBe(canonicalJsonText('{"n":9007199254740992}'));
    expect(canonicalJsonText('[1.0, 1e3]')).toBe('[1.0,1e3]');
  });

  test('writes an int64 as written the same as its bigint', () => {
    expect(canonicalJsonText('{"n":9223372036854775807}')).toBe(canonicalJson({ n: 9223372036854775807n }));
  });

  test('throws a SyntaxError for text that is not JSON', () => {
    expect(() => canonicalJsonText('{"n":')).toThrow(SyntaxError);
  });
});

describe('differenceExcerpt', () => {
  const long = (tail: string) => `{"amounts":[${Array.from({ length: 40 }, (_, i) => `"${i}.0000000000"`).join(',')}],"total":"${tail}"}`;

  test('a short text whole; a long one from the start, with its length when cut', () => {
    expect(differenceExcerpt('{"a":1}')).toBe('{"a":1}');
    const text = long('1');
    expect(differenceExcerpt(text)).toBe(`${text.slice(0, 120)}… (${text.length} chars)`);
  });

  test('around where it first differs from the answer it is compared with, counting what was equal', () => {
    const agreed = long('100.0000000000');
    const other = long('99.0000000000');
    const at = agreed.indexOf('"total":"') + '"total":"'.length;
    expect(differenceExcerpt(other, agreed)).toBe(`…(${at - 40} chars equal) ${other.slice(at - 40)}`);
    expect(differenceExcerpt(agreed, agreed)).toBe(differenceExcerpt(agreed));
  });

  test('takes another length', () => {
    expect(differenceExcerpt('abcdefgh', undefined, 3)).toBe('abc… (8 chars)');
  });
});
