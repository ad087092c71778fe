// Usage errors end with exit 2 and a message that says what to do; --help prints the usage.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { apiNameList, apiNames } from '../src/apis.ts';
import { loadSpec } from '../src/load-spec.ts';
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

  test.each([
    [[], `name at least one API with --api ${apiNameList('|')}`],
    [['--api', 'wallet'], `--api wallet: expected ${apiNameList('or')}`],
    [['--api', 'all', '--report', 'xml'], '--report xml: expected text, json or junit'],
    [['--api', 'scan', '--api', 'ledger', '--base-url', 'http://localhost:1'], '--base-url is the root of one API'],
    [['--api', 'scan', '--base-url', 'localhost:5012'], '--base-url localhost:5012: expected an http:// or https:// URL'],
    [['--api', 'scan', '--report', 'xml'], '--report xml: expected text, json or junit'],
    [['--api', 'scan', '--param', 'round_number'], "--param 'round_number' is not name=value"],
    [['--api', 'scan', '--param', 'tracking_id=x'], '--param tracking_id: the scan API has no parameter or body field of that name; known names: '],
    [['--api', 'scan', '--param', 'round_number=soon'], '--param round_number=soon: expected a number'],
    [['--api', 'scan', '--timeout', '0'], '--timeout 0: expected a positive whole number'],
    [['--api', 'scan', '--prism'], '--prism describes the server at --base-url'],
    [['--api', 'scan', '--bogus'], "Unknown option '--bogus'"],
    [['--api', 'ledger', '--base-url', 'http://localhost:1', '--server-version', '3.6'], '--server-version 3.6: expected a release, major.minor.patch'],
    [['--api', 'ledger', '--server-version', '3.6.1'], '--server-version names the release of the server at --base-url'],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--enabled', 'flats-on'],
      '--enabled flats-on: no operation, field or channel of ledger is re-enabled by it',
    ],
    [['--api', 'scan', '--base-url', 'http://localhost:1', '--discover', '--server-version', '0.9.0'], '--server-version does not apply to --discover'],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--allow-writes', 'postV2NoSuchWrite'],
      '--allow-writes postV2NoSuchWrite: no operation, tag or channel of ledger is named so; its write operations: postV2CommandsSubmitAndWait, postV2CommandsSubmitAndWaitForTransaction, ',
    ],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--allow-writes', 'postV2Updates'],
      '--allow-writes postV2Updates: names only read operations of ledger (x-effect: read), which are always checked',
    ],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--allow-writes', 'all,'],
      '--allow-writes all,: expected operationIds or tags, separated by commas, or all',
    ],
    [['--api', 'scan', '--base-url', 'http://localhost:1', '--discover', '--allow-writes', 'all'], '--allow-writes does not apply to --discover'],
    [
      ['--api', 'registry', '--base-url', 'http://localhost:1', '--only', 'metadata-v1,,'],
      '--only metadata-v1,,: expected operationIds or tags, separated by commas, or all',
    ],
    [
      ['--api', 'scan', '--api', 'registry', '--only', 'metadata-v1'],
      '--only metadata-v1: selects no operation of the scan API, so nothing could be tested there; name some of its tags (',
    ],
    [
      ['--api', 'ledger', '--base-url', 'http://localhost:1', '--only', 'update-streams'],
      '--only update-streams: no operation, tag or channel of ledger is named so; its tags: updates, version, jose, state, commands, parties, identity-providers, users, contracts, packages, external-parties, interactive-submission (or an operationId, a channel path)',
    ],
    [
      ['--api', 'scan', '--base-url', 'http://localhost:1', '--discover', '--only', 'holdings-v9'],
      '--only holdings-v9: no operation, tag or channel of scan is named so',
    ],
  ])('%j → exit 2', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Run canton-conformance --help for usage.');
    expect(run.stdout).toBe('');
  });
});
