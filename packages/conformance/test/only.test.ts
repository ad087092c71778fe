// `--only`: a Token Standard registry that serves only some of the standard's APIs (here metadata-v1 and
// transfer-instruction-v1, Scan's routes of the others unmounted, so they are answered as unknown paths) fails a
// run of the whole spec, and passes one of what it serves; every operation left out is reported as not checked in
// every format, never as passed, and gets no request. The runs are in process, but for the CLI's own reading of
// --only (names repeated and separated by commas, a name it does not know).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import { runConformance } from './support/local-run.ts';
import { runCli, runCliJson } from './support/cli.ts';
import { fakeClock, runTimeoutMs } from './support/fake-clock.ts';
import { failures } from './support/report.ts';
import { startRegistryServer } from './support/registry.ts';
import { contractOf } from './support/selection.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const served = ['metadata-v1', 'transfer-instruction-v1'] as const;
const { operations } = await contractOf('registry');
const others = operations.filter((op) => !op.tags.some((t) => (served as readonly string[]).includes(t))).map((op) => op.id);
const kept = operations.filter((op) => !others.includes(op.id)).map((op) => op.id);
let registry: SpecServer;

beforeAll(async () => {
  registry = await startRegistryServer({ serves: new Set(served) });
});
afterAll(async () => {
  await registry.close();
});

describe('a registry serving only metadata-v1 and transfer-instruction-v1', () => {
  test('without --only: exit 1, the release check fails each operation it answers as an unknown path, naming --only', async () => {
    expect(others.length).toBeGreaterThan(0);
    // The whole API: that is what a run without --only checks.
    const report = await runConformance({ apis: ['registry'], baseUrl: registry.baseUrl });
    expect(report.exitCode).toBe(1);
    const failed = failures(report).filter((f) => f.check === 'release');
    expect(failed.map((f) => f.operationId).sort()).toEqual([...others].sort());
    // Splice's not-found answer, `{error}` naming the request URI.
    expect(failed[0]?.message).toMatch(
      /^every request answered 404 as for a path the server does not know \("\{\\"error\\":\\"The requested resource could not be found: http:\/\/127\.0\.0\.1:\d+\/registry\//,
    );
    expect(failed[0]?.message).toContain('), yet the registry API is not versioned by release: every server serves ');
    expect(failed[0]?.expected).toContain('is checked with --only <their tags or operationIds>');
    // What it serves passes.
    expect(failures(report).filter((f) => kept.includes(f.operationId))).toEqual([]);
  });

  test('with --only metadata-v1,transfer-instruction-v1: exit 0; the others are not selected in the text, JSON and JUnit reports', async () => {
    const report = await runConformance({ apis: ['registry'], baseUrl: registry.baseUrl, only: [...served] });
    expect(report.exitCode).toBe(0);
    const api = report.apis[0]!;
    expect(api.error).toBeUndefined();
    expect(api.selection).toEqual({ only: [...served], notSelected: others });
    for (const id of others) {
      const op = api.operations.find((o) => o.operationId === id);
      // No request, and nothing passed: one skipped check that says why.
      expect(op?.cases).toEqual([
        { name: 'requests', kind: 'request', checks: [{ check: 'status', outcome: 'skip', message: 'not run: not selected (--only)' }] },
      ]);
    }
    for (const id of kept) {
      const op = api.operations.find((o) => o.operationId === id);
      expect(op?.cases.some((c) => c.response?.status === 200 && c.checks.every((k) => k.outcome === 'pass'))).toBe(true);
    }
    expect(api.operations.map((o) => o.operationId)).toEqual([...kept, ...others]);
    expect(api.coverage.rows.map((r) => r.operationId)).toEqual(kept);

    const text = formatText(report);
    expect(text).toContain(`\n  ○ not selected (--only metadata-v1,transfer-instruction-v1), not checked: ${others.join(', ')}\n`);
    expect(text.match(/○ status: not run: not selected \(--only\)/g)).toHaveLength(others.length);
    expect(text).toMatch(new RegExp(`all checks passed · ${others.length} operation\\(s\\) not checked \\(○ above says why\\) \\(exit 0\\)\\n$`));

    const junit = formatJunit(report);
    expect(junit).toContain('<property name="only" value="metadata-v1 transfer-instruction-v1"/>');
    expect(junit).toContain(`<property name="notSelected" value="${others.join(' ')}"/>`);
    for (const id of others)
      expect(junit).toContain(
        `<testcase classname="registry.${id}" name="requests › status" time="0.000">\n      <skipped message="not run: not selected (--only)"/>`,
      );
    expect(junit).not.toContain('<failure');
  });

  test('--only by operationId, repeated and separated by commas, through the CLI: only those operations are checked', async () => {
    const run = await runCliJson([
      '--api',
      'registry',
      '--base-url',
      registry.baseUrl,
      '--only',
      'getRegistryInfo',
      '--only',
      'getTransferFactory,getInstrument',
    ]);
    expect(run.code).toBe(0);
    const api = run.report.apis[0]!;
    expect(api.selection?.only).toEqual(['getRegistryInfo', 'getTransferFactory', 'getInstrument']);
    const checked = api.operations.filter((o) => o.cases.some((c) => c.response !== undefined)).map((o) => o.operationId);
    expect(checked).toEqual(['getRegistryInfo', 'getInstrument', 'getTransferFactory']);
    expect(api.selection?.notSelected).toHaveLength(operations.length - checked.length);
  });

  test('a name that is no operation or tag of the registry: exit 2, naming the tags there are', async () => {
    const run = await runCli(['--api', 'registry', '--base-url', registry.baseUrl, '--only', 'metadata-v1,allocations-v1']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'canton-conformance: --only allocations-v1: no operation, tag or channel of registry is named so; its tags: metadata-v1, transfer-instruction-v1, transfer-instruction-v2, allocation-instruction-v1, allocation-instruction-v2, allocation-v1, allocation-v2 (or an operationId)\nRun canton-conformance --help for usage.\n',
    );
  });
});

describe('the ledger channels (AsyncAPI)', () => {
  test('are named by their path or operationIds; they carry no tags, so a tag of the HTTP operations leaves them out', async () => {
    const clock = fakeClock();
    const ledger = await startSpecServer('ledger', { onChannelIdle: () => clock.pass(runTimeoutMs) });
    try {
      const run = (only: string[]) => runConformance({ apis: ['ledger'], baseUrl: ledger.baseUrl, token: 'a.b.c', only });
      const channel = await run(['/v2/updates']);
      expect(channel.exitCode).toBe(0);
      const checked = (report: typeof channel) =>
        report.apis[0]!.operations.filter((o) => !o.cases.every((c) => c.checks.every((k) => k.message === 'not run: not selected (--only)'))).map(
          (o) => o.operationId,
        );
      expect(checked(channel)).toEqual(['onV2Updates']);
      expect(channel.apis[0]!.selection?.notSelected).toContain('onV2UpdatesFlats');
      const byId = await run(['onV2Updates']);
      expect(checked(byId)).toEqual(['onV2Updates']);
      const byTag = await run(['updates']);
      expect(byTag.exitCode).toBe(0);
      expect(checked(byTag)).toContain('postV2Updates');
      expect(checked(byTag).filter((id) => id.startsWith('on'))).toEqual([]);
    } finally {
      await ledger.close();
    }
  });
});
