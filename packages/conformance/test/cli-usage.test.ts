// Usage errors end with exit 2 and a message that says what to do; --help prints the usage. The CLI is run for what it
// reads itself; what the run checks against the spec is asked of the run in process.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { apiNameList, apiNames } from '../src/apis.ts';
import { loadSpec } from '../src/load-spec.ts';
import { runScanNetwork } from '../src/network/run-network.ts';
import { runConformance } from '../src/run/conformance.ts';
import { UsageError } from '../src/usage-error.ts';
import { runCli } from './support/cli.ts';

describe('usage', () => {
  test('--help prints the usage and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: canton-conformance --api <${apiNameList('|')}>`);
    expect(run.stdout).toContain('Exit codes: 0 every check passed');
  });

  test('--version prints the version and the API release of each bundled spec, and exits 0', async () => {
    const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const specs = await Promise.all(apiNames.map(async (api) => `${api} ${String(((await loadSpec(api)).root['info'] as { version: string }).version)}`));
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`canton-conformance ${version} (specs: ${specs.join(', ')})\n`);
    expect(run.stderr).toBe('');
  });

  // Usage errors cli.ts finds in the flags themselves, and one the run finds (no --api): each through the CLI,
  // which prints it with the hint to --help and exits 2.
  test.each([
    [[], `name at least one API with --api ${apiNameList('|')}`],
    [['--api', 'wallet'], `--api wallet: expected ${apiNameList('or')}`],
    [['--api', 'all', '--report', 'xml'], '--report xml: expected text, json or junit'],
    [['--api', 'scan', '--param', 'round_number'], "--param 'round_number' is not name=value"],
    [['--api', 'scan', '--timeout', '0'], '--timeout 0: expected a positive whole number'],
    [['--api', 'scan', '--prism'], '--prism describes the server at --base-url'],
    [['--api', 'scan', '--bogus'], "Unknown option '--bogus'"],
    [['--api', 'scan', '--base-url', 'http://localhost:1', '--discover', '--server-version', '0.9.0'], '--server-version does not apply to --discover'],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--allow-writes', 'all,'],
      '--allow-writes all,: expected operationIds or tags, separated by commas, or all',
    ],
    [['--api', 'scan', '--base-url', 'http://localhost:1', '--discover', '--allow-writes', 'all'], '--allow-writes does not apply to --discover'],
    [
      ['--api', 'registry', '--base-url', 'http://localhost:1', '--only', 'metadata-v1,,'],
      '--only metadata-v1,,: expected operationIds or tags, separated by commas, or all',
    ],
  ])('%j → exit 2', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Run canton-conformance --help for usage.');
    expect(run.stdout).toBe('');
  });

  // Usage errors the run finds against the spec before it sends anything (runConformance, runScanNetwork), which the
  // CLI prints as the one with no --api above: checked in process, with the options the CLI's flags become.
  const localhost = 'http://localhost:1';
  test.each<[string, () => Promise<unknown>, string]>([
    ['--api scan --api ledger --base-url', () => runConformance({ apis: ['scan', 'ledger'], baseUrl: localhost }), '--base-url is the root of one API'],
    [
      '--base-url localhost:5012',
      () => runConformance({ apis: ['scan'], baseUrl: 'localhost:5012' }),
      '--base-url localhost:5012: expected an http:// or https:// URL',
    ],
    [
      '--param tracking_id=x',
      () => runConformance({ apis: ['scan'], params: new Map([['tracking_id', 'x']]) }),
      '--param tracking_id: the scan API has no parameter or body field of that name; known names: ',
    ],
    [
      '--param round_number=soon',
      () => runConformance({ apis: ['scan'], params: new Map([['round_number', 'soon']]) }),
      '--param round_number=soon: expected a number',
    ],
    [
      '--server-version 3.6',
      () => runConformance({ apis: ['ledger'], baseUrl: localhost, serverVersion: '3.6' }),
      '--server-version 3.6: expected a release, major.minor.patch',
    ],
    [
      '--server-version without --base-url',
      () => runConformance({ apis: ['ledger'], serverVersion: '3.6.1' }),
      '--server-version names the release of the server at --base-url',
    ],
    [
      '--enabled flats-on',
      () => runConformance({ apis: ['ledger'], baseUrl: localhost, enabled: ['flats-on'] }),
      '--enabled flats-on: no operation, field or channel of ledger is re-enabled by it',
    ],
    [
      '--allow-writes postV2NoSuchWrite',
      () => runConformance({ apis: ['ledger'], baseUrl: localhost, allowWrites: ['postV2NoSuchWrite'] }),
      '--allow-writes postV2NoSuchWrite: no operation, tag or channel of ledger is named so; its write operations: postV2CommandsSubmitAndWait, postV2CommandsSubmitAndWaitForTransaction, ',
    ],
    [
      '--allow-writes postV2Updates',
      () => runConformance({ apis: ['ledger'], baseUrl: localhost, allowWrites: ['postV2Updates'] }),
      '--allow-writes postV2Updates: names only read operations of ledger (x-effect: read), which are always checked',
    ],
    [
      '--api scan --api registry --only metadata-v1',
      () => runConformance({ apis: ['scan', 'registry'], only: ['metadata-v1'] }),
      '--only metadata-v1: selects no operation of the scan API, so nothing could be tested there; name some of its tags (',
    ],
    [
      '--only update-streams',
      () => runConformance({ apis: ['ledger'], baseUrl: localhost, only: ['update-streams'] }),
      '--only update-streams: no operation, tag or channel of ledger is named so; its tags: updates, version, jose, state, commands, parties, identity-providers, users, contracts, packages, external-parties, interactive-submission (or an operationId, a channel path)',
    ],
    [
      '--discover --only holdings-v9',
      () => runScanNetwork({ baseUrl: localhost, only: ['holdings-v9'] }),
      '--only holdings-v9: no operation, tag or channel of scan is named so',
    ],
  ])('%s → a usage error before any request', async (_flags, run, message) => {
    const error: unknown = await run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(message);
  });
});
