// Optional fields the servers send as `null` are typed `T | null` (and optional), as on the wire.
import { describe, expectTypeOf, test } from 'vitest';
import type { CreatedEvent, JsCantonError, JsTransaction, TraceContext } from '@canton-openapi/types/ledger';
import type { Contract, ListDsoRulesVoteResultsResponse, AcsResponse } from '@canton-openapi/types/scan';
import type { AnsEntry } from '@canton-openapi/types/validator';

describe('nullable optionals', () => {
  test('validator AnsEntry', () => {
    expectTypeOf<AnsEntry['expires_at']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<AnsEntry['contract_id']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<AnsEntry['name']>().toEqualTypeOf<string>();
  });

  test('ledger JsCantonError and trace context', () => {
    expectTypeOf<JsCantonError['correlationId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JsCantonError['traceId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JsCantonError['retryInfo']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JsCantonError['definiteAnswer']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<JsCantonError['grpcCodeValue']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<JsCantonError['code']>().toEqualTypeOf<string>();
    expectTypeOf<TraceContext['tracestate']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JsTransaction['traceContext']>().toEqualTypeOf<TraceContext | null | undefined>();
    expectTypeOf<JsTransaction['paidTrafficCost']>().toEqualTypeOf<number | null | undefined>();
  });

  test('records typed as open objects, not as Record<string, never>', () => {
    expectTypeOf<CreatedEvent['createArgument']>().toEqualTypeOf<{ [key: string]: unknown } | null>();
    expectTypeOf<CreatedEvent['contractKeyHash']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Contract['payload']>().toEqualTypeOf<{ [key: string]: unknown }>();
  });

  test('scan page tokens end as absent or null', () => {
    expectTypeOf<ListDsoRulesVoteResultsResponse['next_page_token']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<AcsResponse['next_page_token']>().toEqualTypeOf<number | null | undefined>();
  });
});
