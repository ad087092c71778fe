// The JUnit report the CLI writes is XML a CI system can read: failures where the violations are. The CLI
// writes one with --out; how a run that tested nothing or warned reads in JUnit is checked on runs in process.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from 'vitest';
import type { Json } from '@canton-openapi/contract';
import { formatJunit } from '../src/report/junit.ts';
import type { ConformanceOptions } from '../src/run/conformance.ts';
import { runConformance } from './support/local-run.ts';
import { packageOperations } from './support/canton-packages.ts';
import { modelledOperations } from './support/canton-updates.ts';
import { runCli } from './support/cli.ts';
import { set } from './support/json-edit.ts';
import { participantOptions } from './support/participant.ts';
import { startSpecServer } from './support/spec-server.ts';

interface TestCase {
  classname: string;
  name: string;
  failure?: { message: string; type: string; '#text': string };
  skipped?: { message: string };
}

test('--report junit --out FILE: valid JUnit XML with a failure per violated check', async () => {
  const server = await startSpecServer('ledger', {
    alter: (call, reply) => {
      if (call.operationId !== 'postV2UpdatesFlats' || reply.status !== 200) return undefined;
      const body = set(JSON.parse(reply.body) as Json, '/0/update/OffsetCheckpoint', { value: { offset: 9 } });
      return { ...reply, body: JSON.stringify(body) };
    },
  });
  const dir = await mkdtemp(join(tmpdir(), 'conformance-junit-'));
  try {
    const out = join(dir, 'report.xml');
    const run = await runCli([
      '--api',
      'ledger',
      '--base-url',
      server.baseUrl,
      '--token',
      'a.b.c',
      '--only',
      'postV2UpdatesFlats',
      '--report',
      'junit',
      '--out',
      out,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`report written to ${out} — exit 1`);
    const xml = await readFile(out, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
    }).parse(xml);
    const suite = parsed.testsuites.testsuite[0];
    const cases = suite.testcase as TestCase[];
    const failed = cases.filter((c) => c.failure !== undefined);
    expect(Number(suite.tests)).toBe(cases.length);
    expect(Number(suite.failures)).toBe(failed.length);
    expect(Number(parsed.testsuites.failures)).toBe(failed.length);
    expect(failed.map((c) => [c.classname, c.failure?.type])).toEqual([
      ['ledger.postV2UpdatesFlats', 'union'],
      ['ledger.postV2UpdatesFlats', 'union'],
      ['ledger.postV2UpdatesFlats', 'union'],
    ]);
    const first = failed[0]?.failure;
    expect(first?.message).toBe('union at /0/update: union `Update` has 2 keys (`Transaction`, `OffsetCheckpoint`); a one-key union carries exactly one');
    expect(first?.['#text']).toContain('expected: exactly one of `OffsetCheckpoint`, `Reassignment`, `TopologyTransaction`, `Transaction`');
    expect(first?.['#text']).toContain(`request: POST ${server.baseUrl}/v2/updates/flats?limit=100&stream_idle_timeout_ms=1000`);
    const properties = suite.properties.property as { name: string; value: string }[];
    expect(properties).toContainEqual({
      name: 'deprecated.postV2UpdatesFlats',
      value:
        'use postV2Updates (POST /v2/updates) now (deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0); Deprecation header absent',
    });
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('JUnit: a run that tested nothing is a failed "reach the API" case; an unenforced rule is a passing case that says "warning"', async () => {
  const lenient = await startSpecServer('scan');
  const participant = await startSpecServer('ledger', participantOptions());
  try {
    const parse = async (options: ConformanceOptions, code: number) => {
      const report = await runConformance(options);
      expect(report.exitCode).toBe(code);
      const xml = formatJunit(report);
      expect(XMLValidator.validate(xml)).toBe(true);
      const parsed = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '',
        isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
      }).parse(xml);
      return {
        warnings: report.apis[0]?.summary.warnings,
        suite: parsed.testsuites.testsuite[0],
        cases: parsed.testsuites.testsuite[0].testcase as (TestCase & { 'system-out'?: string })[],
      };
    };
    const origin = lenient.baseUrl.replace(/\/api\/scan$/, '');
    const wrong = await parse({ apis: ['scan'], baseUrl: origin, only: ['listVoteRequestResults', 'listDsoScans'] }, 2);
    expect(wrong.cases[0]).toMatchObject({
      name: 'reach the API with the given base URL and token',
      failure: { type: 'setup', message: expect.stringMatching(/^every operation answered 404: is --base-url the API root/) },
    });
    expect(Number(wrong.suite.failures)).toBeGreaterThan(0);

    // The participant accepts what the spec records as unenforced (`limit` 0, no `beginExclusive` or `activeAtOffset`), on the three lists:
    // a run of what the stand-in reads as the participant does.
    const only = [...modelledOperations, ...packageOperations];
    const warned = await parse({ apis: ['ledger'], baseUrl: participant.baseUrl, token: 'a.b.c', only }, 0);
    const warnings = warned.cases.filter((c) => c['system-out']?.startsWith('warning: negative'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBe(warned.warnings);
    expect(warnings.every((c) => c.failure === undefined)).toBe(true);
    expect(Number(warned.suite.failures)).toBe(0);
    expect(warned.suite.properties.property).toContainEqual({ name: 'warnings', value: String(warnings.length) });
  } finally {
    await lenient.close();
    await participant.close();
  }
});
