// Every error class is made with one options object typed for it (as Octokit's RequestError is): the
// shared context and `cause`, plus the class's own fields. A misspelt, missing or mistyped field
// does not compile.
import {
  AbortError,
  CantonApiError,
  HttpError,
  Int64PrecisionError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
} from '@canton-openapi/client';
import { ExecuteAlreadySubmittedError, ExecuteOutcomeUnknownError, PrepareRejectedError } from '@canton-openapi/client/ledger';
import { describe, expectTypeOf, it } from 'vitest';

const where = { operationId: 'listDsoScans', method: 'GET', url: 'http://s/api/scan/v0/scans', attempts: 1 };
const response = { contentType: 'application/json', text: '{"error":"no"}', headers: {}, bodyIssue: undefined };

describe('the shared options', () => {
  it('take the context and a cause, and nothing else', () => {
    expectTypeOf(new CantonApiError('m')).toEqualTypeOf<CantonApiError>();
    expectTypeOf(new NetworkError('m', { ...where, cause: new TypeError('fetch failed') })).toEqualTypeOf<NetworkError>();
    expectTypeOf(new AbortError('m', { cause: 'stop' })).toEqualTypeOf<AbortError>();
    expectTypeOf(new RequestError('m', { operationId: 'x' })).toEqualTypeOf<RequestError>();
    // @ts-expect-error attempts is a number
    new NetworkError('m', { attempts: '1' });
    // @ts-expect-error a class without fields of its own takes none
    new RequestError('m', { status: 400 });
  });
});

describe("each class's own fields", () => {
  it('HttpError types status, body and media type from its options', () => {
    const error = new HttpError('m', { ...where, ...response, status: 404 as const, mediaType: 'application/json' as const, body: { error: 'no' } });
    expectTypeOf(error).toEqualTypeOf<HttpError<string, 404, { error: string }, 'application/json'>>();
    // @ts-expect-error text is required
    new HttpError('m', { ...where, status: 404, mediaType: undefined, body: undefined, contentType: undefined, headers: {}, bodyIssue: undefined });
    // @ts-expect-error headers are strings
    new HttpError('m', { ...response, status: 404, mediaType: undefined, body: undefined, headers: { 'x-n': 1 } });
    // @ts-expect-error no such field
    new HttpError('m', { ...response, status: 404, mediaType: undefined, body: undefined, statusCode: 404 });
  });

  it('RedirectError', () => {
    expectTypeOf(new RedirectError('m', { ...where, status: 302, location: undefined }).location).toEqualTypeOf<string | undefined>();
    // @ts-expect-error misspelt location
    new RedirectError('m', { status: 302, locaton: 'https://elsewhere/' });
  });

  it('TimeoutError', () => {
    expectTypeOf(new TimeoutError('m', { ...where, timeoutMs: 30_000 }).timeoutMs).toEqualTypeOf<number>();
    // @ts-expect-error timeoutMs is required
    new TimeoutError('m', where);
    // @ts-expect-error timeoutMs is a number
    new TimeoutError('m', { timeoutMs: '30s' });
  });

  it('ResponseParseError takes a status with its content type, or neither', () => {
    expectTypeOf(new ResponseParseError('m', { ...where, status: 200, contentType: 'text/html' }).status).toEqualTypeOf<number>();
    expectTypeOf(new ResponseParseError('m', { ...where, cause: new SyntaxError('x') })).toEqualTypeOf<ResponseParseError>();
    // @ts-expect-error a status comes with its content type
    new ResponseParseError('m', { status: 200 });
  });

  it('ResponseTooLargeError', () => {
    expectTypeOf(new ResponseTooLargeError('m', { status: 200, limitBytes: 1 }).limitBytes).toEqualTypeOf<number>();
    // @ts-expect-error limitBytes is required
    new ResponseTooLargeError('m', { status: 200, limit: 1 });
  });

  it('ResponseValidationError takes the issues; pointer and rule are those of the first', () => {
    const issues = [{ pointer: '/scans', keyword: 'type', schemaPath: '#/type', message: 'must be array' }];
    expectTypeOf(new ResponseValidationError('m', { ...where, issues }).issues).toEqualTypeOf<
      readonly { pointer: string; keyword: string; schemaPath: string; message: string }[]
    >();
    // @ts-expect-error pointer is derived from the issues
    new ResponseValidationError('m', { issues, pointer: '/scans' });
    // @ts-expect-error an issue has a schemaPath
    new ResponseValidationError('m', { issues: [{ pointer: '/scans', keyword: 'type', message: 'must be array' }] });
  });

  it('Int64PrecisionError', () => {
    expectTypeOf(new Int64PrecisionError('m', { ...where, pointer: '/offset', literal: '9007199254740993' }).literal).toEqualTypeOf<string>();
    // @ts-expect-error the literal is the digits as written, a string
    new Int64PrecisionError('m', { pointer: '/offset', literal: 9007199254740993n });
  });
});

describe('the interactive submission errors', () => {
  it("name the participant's Canton error, and a duplicate where the earlier execution is", () => {
    expectTypeOf<PrepareRejectedError['code']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ExecuteOutcomeUnknownError['cantonCause']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ExecuteAlreadySubmittedError['existingSubmissionId']>().toEqualTypeOf<string | undefined>();
    // Exact whatever the client's int64 mode.
    expectTypeOf<ExecuteAlreadySubmittedError['completionOffset']>().toEqualTypeOf<bigint | undefined>();
    expectTypeOf(new ExecuteAlreadySubmittedError('m', { submissionId: 's' })).toEqualTypeOf<ExecuteAlreadySubmittedError>();
    // @ts-expect-error an execution's error names its submission
    new ExecuteAlreadySubmittedError('m', {});
  });
});
