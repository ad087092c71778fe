// `npm run release:dry`: everything a release does except the upload, on a scratch clone of HEAD —
// `changeset version`, build, `npm pack`, publint and attw on each tarball — then installs the
// tarballs into a scratch project that imports every subpath, runs the bins and a usage program, and
// type-checks strictly. Nothing is written to the repository. Exit 1 on any problem. See README.md.
import { copyFileSync, existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { listApis, repoRoot } from '@canton-openapi/contract';
import { type PublishedPackage, publishedPackages } from '../spec-diff/gate-check.ts';
import { trackedApiVersions } from './api-versions.ts';
import { importEveryScript, subpathSpecifiers, writeConsumer } from './consumer.ts';
import { type Lockfile, plainInstallFootprint, prismPackage } from './footprint.ts';
import { type Manifest, manifestProblems } from './manifest.ts';
import { cloneAt, linkInstalledModules, run, workingTreeState } from './scratch.ts';
import { npxConformanceProof, startScanMock } from './npx-proof.ts';
import { exampleFiles } from './snippets.ts';
import { oldestTsc, oldestTypeScript } from '../../typescript-oldest/index.ts';
import { Steps, tail } from './steps.ts';
import { readmeLinkProblems } from './readme-links.ts';
import { scarfPackage, telemetryProblems } from './telemetry.ts';
import { referenceProblems, tarballFiles, tarballManifest, tarballProblems, tarballText } from './tarball.ts';
import { workspaceVersions } from './workspace.ts';

const { values: flags } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, 'with-pending-changesets': { type: 'boolean', default: false } },
});

const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'canton-release-dry-'));
const repo = join(scratch, 'repo');
const tarballs = join(scratch, 'tarballs');
const consumer = join(scratch, 'consumer');
const plain = join(scratch, 'plain');
const conformanceName = '@canton-openapi/conformance';
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

// Children run on the project's Node and tools (the copy's node_modules/.bin), with Nx's cache and
// workspace data inside the scratch directory: a release builds from nothing, and shares no cache.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_package_') && !key.startsWith('npm_lifecycle_')));
const env: NodeJS.ProcessEnv = {
  ...inherited,
  PATH: `${join(repo, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_CACHE_DIRECTORY: join(scratch, 'nx-cache'),
  NX_WORKSPACE_DATA_DIRECTORY: join(scratch, 'nx-data'),
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};
const exec = (command: string, args: string[], cwd: string) => run(command, args, { cwd, env });

const steps = new Steps();
let packages: PublishedPackage[] = [];
const packed = new Map<string, { tarball: string; manifest: Manifest }>();
let versionsAfter = new Map<string, { version: string; private: boolean }>();

process.on('SIGINT', () => {
  rmSync(scratch, { recursive: true, force: true });
  process.exit(130);
});

try {
  await steps.run(
    'copy HEAD to a scratch clone',
    (log) => {
      const state = workingTreeState(repoRoot);
      cloneAt(repoRoot, repo, state.commit);
      linkInstalledModules(repoRoot, repo);
      packages = publishedPackages(repo);
      log.detail(`${state.commit.slice(0, 10)} in ${scratch} (node_modules linked to the installed ones)`);
      const pending = flags['with-pending-changesets'] ? state.pendingChangesets : [];
      for (const file of pending) copyFileSync(join(repoRoot, file), join(repo, file));
      if (pending.length > 0) log.detail(`with ${pending.length} pending changeset(s): ${pending.join(', ')}`);
      else if (state.pendingChangesets.length > 0)
        log.detail(`left out ${state.pendingChangesets.length} uncommitted changeset(s) (--with-pending-changesets takes them)`);
      if (state.uncommitted.length > pending.length)
        log.detail(`left out ${state.uncommitted.length - pending.length} uncommitted change(s): a release starts from a commit`);
    },
    { fatal: true },
  );

  await steps.run(
    'changeset version',
    (log) => {
      const before = workspaceVersions(repo);
      versionsAfter = before;
      // After a committed `changeset version` nothing is left to version: `changeset publish` would
      // upload the current versions, so those are what to check (`changeset version` itself exits 1).
      if (globSync('.changeset/*.md', { cwd: repo }).every((file) => file === '.changeset/README.md')) {
        return log.detail('no unreleased changesets: checking the current versions, as `changeset publish` would upload them');
      }
      const result = exec('changeset', ['version'], repo);
      if (result.status !== 0) return log.problem('changeset', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
      versionsAfter = workspaceVersions(repo);
      const config = readJson<{ fixed?: string[][] }>(join(repo, '.changeset', 'config.json'));
      for (const [name, after] of versionsAfter) {
        const from = before.get(name)?.version;
        if (after.private) {
          if (after.version !== from) log.problem(name, `private, yet versioned ${from} → ${after.version}`);
          continue;
        }
        if (after.version === from) {
          log.detail(`${name} stays at ${from}: no changeset releases it`);
          continue;
        }
        log.detail(`${name} ${from} → ${after.version}`);
        const dir = packages.find((p) => p.name === name)?.dir ?? '';
        const changelog = join(repo, dir, 'CHANGELOG.md');
        if (!existsSync(changelog) || !readFileSync(changelog, 'utf8').includes(`\n## ${after.version}\n`)) {
          log.problem(name, `CHANGELOG.md has no "## ${after.version}" section`);
        }
      }
      for (const group of config.fixed ?? []) {
        const versions = new Set(group.map((name) => versionsAfter.get(name)?.version));
        if (versions.size > 1) log.problem(group.join(', '), `a fixed group, yet at versions ${[...versions].join(', ')}`);
      }
    },
    { fatal: true },
  );

  await steps.run(
    'build (nx run-many -t build)',
    (log) => {
      const result = exec('nx', ['run-many', '-t', 'build', '--outputStyle=static'], repo);
      if (result.status !== 0) return log.problem('nx', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
      log.detail(/Successfully ran target build for \d+ projects?(?: and \d+ tasks? they depend on)?/.exec(result.stdout)?.[0] ?? 'built');
    },
    { fatal: true },
  );

  await steps.run(
    'npm pack',
    (log) => {
      mkdirSync(tarballs, { recursive: true });
      for (const pkg of packages) {
        const result = exec('npm', ['pack', '--json', '--pack-destination', tarballs], join(repo, pkg.dir));
        if (result.status !== 0) {
          log.problem(pkg.name, `npm pack: exit ${result.status}${tail(result.stdout + result.stderr)}`);
          continue;
        }
        const [info] = JSON.parse(result.stdout) as { filename: string; size: number; entryCount: number }[];
        if (info === undefined) throw new Error(`npm pack in ${pkg.dir} printed no tarball`);
        const tarball = join(tarballs, info.filename);
        packed.set(pkg.name, { tarball, manifest: tarballManifest(tarball) });
        log.detail(`${info.filename}: ${info.entryCount} files, ${Math.round(info.size / 1024)} kB`);
      }
    },
    { fatal: true },
  );

  await steps.run('tarball contents and packed manifests', (log) => {
    const base = readJson<{ compilerOptions?: { customConditions?: string[] } }>(join(repo, 'tsconfig.base.json'));
    const sourceConditions = base.compilerOptions?.customConditions ?? [];
    const context = { workspace: versionsAfter, apiVersions: trackedApiVersions(repo) };
    for (const [name, { tarball, manifest }] of packed) {
      const files = tarballFiles(tarball);
      const readme = tarballText(tarball, 'README.md');
      const unpacked = join(scratch, 'unpacked', name);
      mkdirSync(unpacked, { recursive: true });
      execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
      const problems = [
        ...tarballProblems(files, manifest, sourceConditions),
        ...referenceProblems(files, (path) => readFileSync(join(unpacked, 'package', path), 'utf8')),
        ...manifestProblems(manifest, context),
        ...readmeLinkProblems(readme, (path) => files.some((f) => f === path || f.startsWith(`${path}/`))),
      ];
      if (manifest.version !== versionsAfter.get(name)?.version) problems.push(`packed version ${manifest.version} is not the one changeset version set`);
      for (const problem of problems) log.problem(name, problem);
      if (problems.length === 0)
        log.detail(
          `${name}@${manifest.version}: dist, LICENSE, README.md, CHANGELOG.md and every export target; nothing else; no reference to a file it lacks; README links all live; internal deps ${internalDeps(manifest)}`,
        );
    }
  });

  await steps.run('publint --strict', (log) => {
    for (const [name, { tarball }] of packed) {
      const result = exec('publint', ['run', '--strict', tarball], repo);
      if (result.status !== 0) log.problem(name, `publint: exit ${result.status}${tail(result.stdout + result.stderr)}`);
      else log.detail(`${name}: ${result.stdout.trim().split('\n').at(-1) ?? 'ok'}`);
    }
  });

  await steps.run('attw (esm-only profile)', (log) => {
    for (const [name, { tarball }] of packed) {
      const result = exec('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji'], repo);
      if (result.status !== 0) log.problem(name, `attw: exit ${result.status}${tail(result.stdout + result.stderr)}`);
      else log.detail(`${name}: no problems`);
    }
  });

  // What `npm install @canton-openapi/conformance` brings: Prism is an optional peer, so no Prism, no
  // @scarf/scarf (its install analytics) and no install script; `--base-url` runs work without it.
  await steps.run('a plain install of @canton-openapi/conformance (no Prism)', async (log) => {
    const conformance = packed.get(conformanceName);
    if (conformance === undefined) return log.problem(conformanceName, 'was not packed');
    // Its internal dependencies from their tarballs, as the registry serves them after the release.
    const internal = Object.keys(conformance.manifest.dependencies ?? {}).flatMap((name) => packed.get(name)?.tarball ?? []);
    mkdirSync(plain, { recursive: true });
    writeFileSync(join(plain, 'package.json'), `${JSON.stringify({ name: 'canton-openapi-plain-install', private: true, type: 'module' }, null, 2)}\n`);
    const result = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--foreground-scripts', conformance.tarball, ...internal], {
      cwd: plain,
      env,
    });
    if (result.status !== 0) return log.problem('npm install', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
    const footprint = plainInstallFootprint(readJson<Lockfile>(join(plain, 'package-lock.json')), result.stdout + result.stderr);
    for (const problem of footprint.problems) log.problem(conformanceName, problem);
    log.detail(`${footprint.packages.length} packages installed (${footprint.packages.join(', ')}); no Prism, no ${scarfPackage}, no install script`);
    const bin = join(plain, 'node_modules', '.bin', 'canton-conformance');
    // A Scan mock from the repository copy, which has Prism; the plain install checks it as a server.
    const mock = await startScanMock(repo, env);
    try {
      const args = ['--api', 'scan', '--base-url', mock.baseUrl, '--prism'];
      const check = exec(bin, args, plain);
      if (check.status !== 0)
        log.problem(conformanceName, `canton-conformance ${args.join(' ')} without Prism: exit ${check.status}${tail(check.stdout + check.stderr)}`);
      else log.detail(`canton-conformance ${args.join(' ')} without Prism: ${check.stdout.trim().split('\n').at(-1)}`);
    } finally {
      await mock.stop();
    }
    const peer = conformance.manifest.peerDependencies?.[prismPackage];
    const install = `npm install --save-dev ${prismPackage}@${peer}`;
    const mockMode = exec(bin, ['--api', 'scan'], plain);
    if (peer === undefined) log.problem(conformanceName, `${prismPackage} is not a peer dependency`);
    else if (mockMode.status !== 2 || !mockMode.stderr.includes(install))
      log.problem(
        conformanceName,
        `the mock mode without Prism: exit ${mockMode.status}, not 2 naming \`${install}\`${tail(mockMode.stdout + mockMode.stderr)}`,
      );
    else log.detail(`canton-conformance --api scan without Prism: exit 2, ${mockMode.stderr.trim()}`);
  });

  const specifiers = [...packed.values()].flatMap(({ manifest }) => subpathSpecifiers(manifest));
  await steps.run(
    'install the tarballs into a scratch project',
    (log) => {
      writeConsumer(
        consumer,
        specifiers,
        packages.map((pkg) => ({ packageDir: join(repo, pkg.dir), files: exampleFiles(join(repo, pkg.dir)) })),
      );
      const typesNode = readJson<{ devDependencies?: Record<string, string> }>(join(repo, 'package.json')).devDependencies?.['@types/node'];
      // Install scripts shown; Prism comes later, installed as the README tells users.
      const args = [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--foreground-scripts',
        ...[...packed.values()].map((p) => p.tarball),
        `@types/node@${typesNode ?? '24'}`,
      ];
      const result = run('npm', args, { cwd: consumer, env: { ...env, SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' } });
      if (result.status !== 0) return log.problem('npm install', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
      log.detail(
        result.stdout
          .trim()
          .split('\n')
          .filter((line) => /^(added|changed) \d+ packages?/.test(line))
          .at(-1) ?? 'installed',
      );
      for (const problem of plainInstallFootprint(readJson<Lockfile>(join(consumer, 'package-lock.json')), result.stdout + result.stderr).problems)
        log.problem('npm install', problem);
      for (const [name, { manifest }] of packed) {
        const installed = readJson<Manifest>(join(consumer, 'node_modules', name, 'package.json')).version;
        if (installed !== manifest.version) log.problem(name, `installed ${installed}, not the packed ${manifest.version}`);
      }
      // A nested copy means a dependent asked for another version of an internal package: npm fetched it from the registry.
      for (const nested of globSync('node_modules/**/node_modules/@canton-openapi/*', { cwd: consumer }))
        log.problem(nested, 'a second copy of an internal package was installed');
    },
    { fatal: true },
  );

  await steps.run('import every subpath (node, ESM)', (log) => {
    const result = exec('node', ['--input-type=module', '-e', importEveryScript(specifiers)], consumer);
    if (result.status !== 0) log.problem('import', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
    else log.detail(`${specifiers.length} subpaths: ${specifiers.join(', ')}`);
  });

  // The mock mode's install, as the conformance README says: the script of Prism's install analytics
  // denied in package.json (writeConsumer), then Prism at the version the package names as its peer.
  await steps.run('install Prism as the README says', (log) => {
    const conformance = packed.get(conformanceName);
    const peer = conformance?.manifest.peerDependencies?.[prismPackage];
    if (conformance === undefined || peer === undefined) return log.problem(conformanceName, `no peer dependency on ${prismPackage}`);
    const readme = tarballText(conformance.tarball, 'README.md');
    const command = ['install', '--save-dev', `${prismPackage}@${peer}`];
    const deny = `"allowScripts": { "${scarfPackage}": false }`;
    for (const said of [`npm ${command.join(' ')}`, deny]) if (!readme.includes(said)) log.problem(`${conformanceName} README.md`, `does not say \`${said}\``);
    const result = run('npm', [...command, '--no-audit', '--no-fund', '--prefer-offline', '--foreground-scripts'], {
      cwd: consumer,
      env: { ...env, SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' },
    });
    if (result.status !== 0) return log.problem('npm install', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
    for (const problem of telemetryProblems(result.stdout + result.stderr)) log.problem('npm install', problem);
    if (!existsSync(join(consumer, 'node_modules', scarfPackage, 'package.json')))
      log.problem('npm install', `${prismPackage}@${peer} came without ${scarfPackage}: the check of its denied script proves nothing`);
    const added =
      result.stdout
        .trim()
        .split('\n')
        .filter((line) => /^(added|changed) \d+ packages?/.test(line))
        .at(-1) ?? 'installed';
    log.detail(`npm ${command.join(' ')}: ${added}; ${scarfPackage}'s postinstall denied by ${deny} and never ran`);
  });

  await steps.run('bins', async (log) => {
    for (const [name, { manifest }] of packed) {
      for (const bin of typeof manifest.bin === 'object' ? Object.keys(manifest.bin) : []) {
        const help = exec(join(consumer, 'node_modules', '.bin', bin), ['--help'], consumer);
        if (help.status !== 0 || help.stdout.trim() === '') log.problem(name, `${bin} --help: exit ${help.status}${tail(help.stdout + help.stderr)}`);
        else log.detail(`${bin} --help: ${help.stdout.trim().split('\n')[0]}`);
      }
    }
    // The conformance CLI's main job, from the installed package: Prism mocks of every API, all checks passing.
    const apis = listApis(join(repo, 'redocly.yaml')).flatMap((api) => ['--api', api.name]);
    const cli = exec(join(consumer, 'node_modules', '.bin', 'canton-conformance'), apis, consumer);
    if (cli.status !== 0)
      log.problem('@canton-openapi/conformance', `canton-conformance ${apis.join(' ')}: exit ${cli.status}${tail(cli.stdout + cli.stderr)}`);
    else log.detail(`canton-conformance ${apis.join(' ')}: ${cli.stdout.trim().split('\n').at(-1)}`);
    // What the README tells users to run: the package by its name, against a server's API root.
    for (const npx of await npxConformanceProof(consumer, env, exec)) {
      if (npx.result.status !== 0)
        log.problem(
          '@canton-openapi/conformance',
          `${npx.command} ${npx.args.join(' ')}: exit ${npx.result.status}${tail(npx.result.stdout + npx.result.stderr)}`,
        );
      else log.detail(`${npx.command} ${npx.args.join(' ')}: ${npx.result.stdout.trim().split('\n').at(-1)}`);
    }
  });

  await steps.run('run a usage program (node usage.ts)', (log) => {
    const result = exec('node', ['usage.ts'], consumer);
    if (result.status !== 0) log.problem('usage.ts', `exit ${result.status}${tail(result.stdout + result.stderr)}`);
    else log.detail(result.stdout.trim().split('\n').at(-1) ?? '');
  });

  await steps.run('type-check consumers (strict, nodenext / bundler, skipLibCheck: false)', (log) => {
    for (const [project, what] of [
      ['tsconfig.json', 'Node: usage, every subpath, every example'],
      ['tsconfig.browser.json', 'browser: types and client without @types/node'],
    ] as const) {
      const result = exec('tsc', ['-p', project], consumer);
      if (result.status !== 0) log.problem(project, `tsc: exit ${result.status}${tail(result.stdout + result.stderr)}`);
      else log.detail(`${project} (${what}): no errors`);
    }
  });

  await steps.run(`type-check the Node consumer with TypeScript ${oldestTypeScript}, the oldest the packages support`, (log) => {
    // tsconfig.json's files with the options that TypeScript knows (no es2023 target, no erasableSyntaxOnly).
    const result = oldestTsc(['-p', 'tsconfig.oldest.json'], consumer);
    if (result.status !== 0) log.problem('tsconfig.oldest.json', `tsc ${oldestTypeScript}: exit ${result.status}${tail(result.output)}`);
    else log.detail(`tsconfig.oldest.json (usage, every subpath, every example): no errors with TypeScript ${oldestTypeScript}`);
  });
} finally {
  if (flags.keep) console.log(`\nScratch directory kept: ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

console.log(steps.summary(performance.now() - started));
if (!steps.passed) process.exitCode = 1;

function internalDeps(manifest: Manifest): string {
  const internal = Object.entries(manifest.dependencies ?? {}).filter(([name]) => versionsAfter.has(name));
  return internal.length === 0 ? 'none' : internal.map(([name, range]) => `${name}@${range}`).join(', ');
}
