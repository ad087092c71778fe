// Unions as the client reads them: a one-key union (`{ Circle: { value } }` or `{ Square: { value } }`)
// and a union of status variants, each branch with its own int64 fields. The int64 check and the bigint
// conversion follow every branch; `validate: true` accepts exactly one branch and names where a body
// leaves them all. On the client of unions.yaml.
import { Int64PrecisionError, ResponseValidationError } from '@canton-openapi/client';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../support/fake-fetch.ts';
import { fixture, type FixtureOptions } from '../support/fixture.ts';

type Int = number | bigint;
type Shape = { Circle?: { value: { radius: Int } }; Square?: { value: { side: Int; corners: number } } };
type Totals = { status: 'Ok'; total: Int } | { status: 'Pending' };
interface UnionsClient {
  listShapes(): Promise<{ shapes: Shape[] }>;
  getTotals(): Promise<Totals>;
}

const api = await fixture<UnionsClient>(new URL('./unions.yaml', import.meta.url));
const answering = (body: string, options: FixtureOptions = {}) => api.createClient({ fetch: fakeFetch(() => json(body)).fetch, ...options });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

const shapes = (...elements: string[]) => `{"shapes":[${elements.join(',')}]}`;
const circle = (radius: string) => `{"Circle":{"value":{"radius":${radius}}}}`;
const square = (side: string, corners = '4') => `{"Square":{"value":{"side":${side},"corners":${corners}}}}`;

describe('int64 fields in union branches', () => {
  it('number mode checks the int64 fields of every branch, naming the branch in the pointer', async () => {
    expect(await answering(shapes(circle('1'), square('2'))).listShapes()).toEqual({
      shapes: [{ Circle: { value: { radius: 1 } } }, { Square: { value: { side: 2, corners: 4 } } }],
    });
    const error = await rejection(answering(shapes(circle('1'), square('9007199254740993'))).listShapes());
    expect(error).toBeInstanceOf(Int64PrecisionError);
    expect(error).toMatchObject({ pointer: '/shapes/1/Square/value/side', literal: '9007199254740993', operationId: 'listShapes' });
  });

  it('bigint mode converts the int64 fields of whichever branch each element is, and nothing else', async () => {
    const { shapes: read } = await answering(shapes(circle('9007199254740993'), square('3')), { int64: 'bigint' }).listShapes();
    expect(read).toEqual([{ Circle: { value: { radius: 9007199254740993n } } }, { Square: { value: { side: 3n, corners: 4 } } }]);
  });

  it('bigint mode leaves a branch the spec does not know as it came', async () => {
    const { shapes: read } = await answering(shapes('{"Triangle":{"value":{"a":1}}}'), { int64: 'bigint' }).listShapes();
    expect(read).toEqual([{ Triangle: { value: { a: 1 } } }]);
  });

  it('status variants: the int64 of the variant that has one, in bigint mode', async () => {
    expect(await answering('{"status":"Ok","total":9223372036854775807}', { int64: 'bigint' }).getTotals()).toEqual({
      status: 'Ok',
      total: 9223372036854775807n,
    });
    expect(await answering('{"status":"Pending"}', { int64: 'bigint' }).getTotals()).toEqual({ status: 'Pending' });
  });
});

describe('validate: true', () => {
  it('accepts each branch, and still converts its int64 fields in bigint mode', async () => {
    const read = await answering(shapes(circle('5'), square('6')), { validate: true, int64: 'bigint' }).listShapes();
    expect(read).toEqual({ shapes: [{ Circle: { value: { radius: 5n } } }, { Square: { value: { side: 6n, corners: 4 } } }] });
    expect(await answering('{"status":"Pending"}', { validate: true }).getTotals()).toEqual({ status: 'Pending' });
  });

  it.each([
    ['two branch keys in one element', `{"Circle":{"value":{"radius":1}},"Square":{"value":{"side":1,"corners":4}}}`],
    ['a branch key the spec does not know', '{"Triangle":{"value":{"a":1}}}'],
  ])('rejects %s at the element, as matching no branch exactly once', async (_name, element) => {
    const error = await rejection(answering(shapes(element), { validate: true }).listShapes());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ pointer: '/shapes/0', operationId: 'listShapes' });
    expect((error as ResponseValidationError).issues.map((i) => i.keyword)).toContain('oneOf');
  });

  it('names the field a branch lacks first: the deepest issue is the most specific', async () => {
    const error = await rejection(answering(shapes(circle('1'), '{"Square":{"value":{"side":1}}}'), { validate: true }).listShapes());
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/shapes/1/Square/value', rule: 'required' });
    expect((error as Error).message).toContain("must have required property 'corners'");
  });

  it('rejects a status no variant declares', async () => {
    const error = await rejection(answering('{"status":"Done"}', { validate: true }).getTotals());
    expect(error).toMatchObject({ name: 'ResponseValidationError', pointer: '/status', operationId: 'getTotals' });
  });
});
