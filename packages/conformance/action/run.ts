// The run step of the GitHub Action (action.yml beside this folder): reads the inputs from INPUT_*,
// masks the token, runs canton-conformance from the registry with a JUnit report, writes the job
// summary and the step outputs, and exits with the CLI's exit code.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiNameList, apiNames, isApiName } from '../src/apis.ts';
import { formatSummary } from './summary.ts';

/** A wrong input: reported as an annotation, exit 2 (the run could not test). */
class InputError extends Error {}

function input(name: string): string {
  return (process.env[`INPUT_${name}`] ?? '').trim();
}

function flag(name: string): boolean {
  const value = input(name).toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new InputError(`input ${name.toLowerCase().replaceAll('_', '-')}: expected true or false, got '${value}'`);
}

/** The package this action belongs to (the package.json beside action.yml): its version and the Prism release its mock mode needs. */
function ownPackage(): { version: string; prism: string } {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    name?: string;
    version?: string;
    peerDependencies?: Record<string, string>;
  };
  const prism = manifest.peerDependencies?.['@stoplight/prism-cli'];
  if (manifest.name !== '@canton-openapi/conformance' || manifest.version === undefined || prism === undefined)
    throw new Error('action/run.ts must sit in the @canton-openapi/conformance package');
  return { version: manifest.version, prism };
}

/** The CLI's command line from the inputs; `--discover` and `--strict` only when set to true, `--allow-writes` and `--only` when not empty. */
function cliArguments(report: string): { apis: string[]; baseUrl?: string; args: string[]; flags: string[] } {
  const named = input('API')
    .split(/[\s,]+/)
    .filter((a) => a !== '');
  if (named.length === 0) throw new InputError(`input api is required: ${apiNameList('or')} or all`);
  // `all` is every API this action's package knows, as the CLI's `--api all`.
  const apis = [
    ...new Set(
      named.flatMap((api): readonly string[] => {
        if (api === 'all') return apiNames;
        if (!isApiName(api)) throw new InputError(`input api: '${api}' is not ${apiNameList('or')} or all`);
        return [api];
      }),
    ),
  ];
  const baseUrl = input('BASE_URL');
  if (baseUrl !== '' && apis.length > 1) throw new InputError('input api names one API when base-url is set (a server serves one API)');
  // The writes the run may use are part of what it proves: the summary shows them with the other flags.
  const allowWrites = input('ALLOW_WRITES')
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  // So is what the run left out: the operations --only names.
  const only = input('ONLY')
    .split(/[\s,]+/)
    .filter((o) => o !== '');
  const flags = [
    ...(flag('DISCOVER') ? ['--discover'] : []),
    ...(flag('STRICT') ? ['--strict'] : []),
    ...(allowWrites.length === 0 ? [] : ['--allow-writes', allowWrites.join(',')]),
    ...(only.length === 0 ? [] : ['--only', only.join(',')]),
  ];
  const params = input('PARAMS')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  for (const p of params) if (!/^[^=\s]+=/.test(p)) throw new InputError(`input params: '${p}' is not NAME=VALUE`);
  const serverVersion = input('SERVER_VERSION');
  const enabled = input('ENABLED')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const args = [
    ...apis.flatMap((a) => ['--api', a]),
    ...(baseUrl === '' ? [] : ['--base-url', baseUrl]),
    ...flags,
    ...(serverVersion === '' ? [] : ['--server-version', serverVersion]),
    ...enabled.flatMap((e) => ['--enabled', e]),
    ...params.flatMap((p) => ['--param', p]),
    '--report',
    'junit',
    '--out',
    report,
  ];
  return { apis, ...(baseUrl === '' ? {} : { baseUrl }), args, flags };
}

/** Runs a command with inherited output, keeping its last lines; answers the exit code. */
function run(command: string, args: string[], tail: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      tail.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim() !== ''),
      );
      tail.splice(0, Math.max(0, tail.length - 20));
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.once('error', (error) => {
      tail.push(`${command}: ${error.message}`);
      resolve(2);
    });
    child.once('close', (code) => resolve(code ?? 2)); // killed by a signal: nothing was proven
  });
}

function output(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (file !== undefined && file !== '') appendFileSync(file, `${name}=${value}\n`);
}

async function main(): Promise<number> {
  const token = process.env.CANTON_CONFORMANCE_TOKEN ?? '';
  // First, before anything could print it: GitHub masks secrets, not a token minted in the job.
  if (token !== '') console.log(`::add-mask::${token}`);
  const own = ownPackage();
  const version = input('VERSION') === '' ? own.version : input('VERSION');
  const dir = join(process.env.RUNNER_TEMP || tmpdir(), 'canton-conformance');
  mkdirSync(dir, { recursive: true });
  const apisForName = input('API')
    .split(/[\s,]+/)
    .filter((a) => a !== '')
    .join('-');
  const artifact = input('REPORT_NAME') === '' ? `canton-conformance-${apisForName}` : input('REPORT_NAME');
  const report = join(dir, `${artifact}.xml`);
  const { apis, baseUrl, args, flags } = cliArguments(report);
  output('artifact', artifact);
  output('report', report);
  const tail: string[] = [];
  // The mock mode needs Prism, an optional peer dependency: npx installs it beside the package, with
  // install scripts off (Prism needs none), so the install analytics Prism brings (@scarf/scarf) never run.
  const prism = baseUrl === undefined ? [`--package=@stoplight/prism-cli@${own.prism}`] : [];
  const npxArgs = ['--yes', `--package=@canton-openapi/conformance@${version}`, ...prism, '--', 'canton-conformance', ...args];
  console.log(`canton-conformance ${args.join(' ')}`);
  const exitCode = await run('npx', npxArgs, tail, baseUrl === undefined ? { npm_config_ignore_scripts: 'true', SCARF_ANALYTICS: 'false' } : {});
  output('exit-code', String(exitCode));
  const summary = formatSummary({
    apis,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    version,
    exitCode,
    ...(existsSync(report) ? { junit: readFileSync(report, 'utf8') } : {}),
    artifact,
    tail: token === '' ? tail : tail.map((l) => l.replaceAll(token, '***')),
    flags,
  });
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile !== undefined && summaryFile !== '') appendFileSync(summaryFile, summary);
  else process.stdout.write(summary);
  return exitCode;
}

try {
  process.exitCode = await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.log(`::error title=canton-conformance action::${message.replaceAll('%', '%25').replaceAll('\n', '%0A')}`);
  output('exit-code', '2');
  process.exitCode = 2;
}
