// Reading a report in tests: every failed check, flattened with where it was found.
import type { ConformanceReport } from '../../src/report/model.ts';

/** Every failed check of the report, flattened with its operation and case. */
export function failures(
  report: ConformanceReport,
): { api: string; operationId: string; caseName: string; check: string; pointer?: string; message?: string; expected?: string }[] {
  return report.apis.flatMap((api) =>
    api.operations.flatMap((op) =>
      op.cases.flatMap((c) =>
        c.checks
          .filter((k) => k.outcome === 'fail')
          .map((k) => ({
            api: api.api,
            operationId: op.operationId,
            caseName: c.name,
            check: k.check,
            ...(k.pointer === undefined ? {} : { pointer: k.pointer }),
            ...(k.message === undefined ? {} : { message: k.message }),
            ...(k.expected === undefined ? {} : { expected: k.expected }),
          })),
      ),
    ),
  );
}
