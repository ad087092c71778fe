// Throwaway git repositories for end-to-end tests of `spec:diff` and the breaking-change gate, and the
// scripts run in them.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { type Json, node, ordersSpec } from './orders-spec.ts';

/** A git repository in a temporary directory, on branch `main`. */
export interface TempRepo {
  dir: string;
  /** Writes files (relative path → text) into the work tree. */
  write(files: Record<string, string>): void;
  /** Commits everything in the work tree; answers the new commit. */
  commit(message: string): string;
  git(...args: string[]): string;
  remove(): void;
}

/** Repositories made once per test process (an empty one, one with the workspace committed), each copied for a test. */
const templates = new Map<string, string>();
process.once('exit', () => {
  for (const dir of templates.values()) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the template repository `name`, made by `make` the first time it is asked for. */
function copyOfTemplate(name: string, make: (dir: string) => void): string {
  let template = templates.get(name);
  if (template === undefined) {
    template = mkdtempSync(join(tmpdir(), `spec-diff-template-${name}-`));
    make(template);
    templates.set(name, template);
  }
  const dir = mkdtempSync(join(tmpdir(), 'spec-diff-repo-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Creates an empty repository on `main` with a committer configured locally: a copy of one made once (git init
 * and three git config runs were five processes per test).
 */
export function createTempRepo(): TempRepo {
  return tempRepoIn(
    copyOfTemplate('empty', (dir) => {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: cleanEnv() });
      git('init', '-q', '-b', 'main');
      git('config', 'user.name', 'Test');
      git('config', 'user.email', 'test@example.invalid');
      git('config', 'commit.gpgsign', 'false');
    }),
  );
}

/** A repository on `main` with `workspaceFiles()` committed as `workspace`: a copy of one made once. */
export function createWorkspaceRepo(): TempRepo {
  return tempRepoIn(
    copyOfTemplate('workspace', (dir) => {
      const repo = createTempRepo();
      repo.write(workspaceFiles());
      repo.commit('workspace');
      cpSync(repo.dir, dir, { recursive: true });
      repo.remove();
    }),
  );
}

function tempRepoIn(dir: string): TempRepo {
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: cleanEnv() }).trim();
  return {
    dir,
    git,
    write(files) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The environment (this process's, or `from`) without git and CI variables that would point tools at another repository or base. */
export function cleanEnv(extra: Record<string, string> = {}, from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = { ...from };
  for (const key of Object.keys(env)) {
    if (key.startsWith('GIT_') || key.startsWith('GITHUB_') || key.startsWith('CI_') || key === 'CANTON_BASE_REF') delete env[key];
  }
  return { ...env, ...extra };
}

/** What a script run answers: its exit code and output. */
export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a tool script as users do, a Node process of this repository's Node inside `cwd`. */
export function spawnScript(script: string, args: string[], cwd: string, env: Record<string, string> = {}): ScriptRun {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8', env: cleanEnv(env) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let runs = 0;

/**
 * Runs a tool script inside this process as `spawnScript` runs it in a new one: the script module evaluated
 * afresh (the modules it imports are loaded once per test file: a new Node process spends its ~2 s of CPU
 * loading Redocly and the contract model) with `cwd` as the working directory, `args` as its arguments, the
 * environment `spawnScript` gives it, and its console and standard output captured; its exit code is the
 * `process.exitCode` it leaves (1 when it throws, as Node exits on an uncaught error). Everything is restored after.
 */
export async function runScript(script: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<ScriptRun> {
  const saved = { cwd: process.cwd(), argv: process.argv, env: { ...process.env }, exitCode: process.exitCode };
  const stdout: string[] = [];
  const stderr: string[] = [];
  const text = (chunk: string | Uint8Array) => (typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk));
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => void stdout.push(`${format(...values)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...values: unknown[]) => void stderr.push(`${format(...values)}\n`)),
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (stdout.push(text(chunk)), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (stderr.push(text(chunk)), true)),
  ];
  let status: number | null;
  try {
    process.chdir(cwd);
    process.argv = [process.execPath, script, ...args];
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, cleanEnv(env, saved.env));
    process.exitCode = undefined;
    await import(`${pathToFileURL(script).href}?run=${++runs}`);
    status = Number(process.exitCode ?? 0);
  } catch (error) {
    stderr.push(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    status = 1;
  } finally {
    for (const spy of spies) spy.mockRestore();
    process.chdir(saved.cwd);
    process.argv = saved.argv;
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved.env);
    process.exitCode = saved.exitCode;
  }
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * The files of a repository with one API, `orders`, split like the real specs: a root document,
 * a schema file and an example file. `mutate` edits the root document before it is written.
 */
export function ordersRepoFiles(mutate: (spec: Json) => void = () => {}): Record<string, string> {
  const spec = ordersSpec();
  const schemas = node(spec, 'components', 'schemas');
  const error = schemas.Error;
  schemas.Error = { $ref: './schemas/error.yaml' };
  node(spec, 'paths', '/orders/{id}', 'get', 'responses')['404'] = {
    description: 'Unknown',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples: { unknown: { $ref: './examples/unknown.yaml' } } } },
  };
  mutate(spec);
  return {
    'redocly.yaml': stringify({ apis: { orders: { root: './specs/orders/openapi.yaml', output: './specs/dist/orders/openapi.json' } } }),
    'specs/orders/openapi.yaml': stringify(spec),
    'specs/orders/schemas/error.yaml': stringify(error),
    'specs/orders/examples/unknown.yaml': stringify({ summary: 'No such order', value: { error: 'no order o-9' } }),
  };
}

/** `node` as a room writes it: a `$ref` to the root's components goes through the root, a file's `$ref` from one folder down. */
function fromRoom(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fromRoom);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key !== '$ref' || typeof value !== 'string') return [key, fromRoom(value)];
      return [key, value.startsWith('#') ? `../openapi.yaml${value}` : value.replace(/^\.\//, '../')];
    }),
  );
}

/**
 * `ordersRepoFiles` with the root laid out in rooms (specs/README.md, "Rooms"): the path items in
 * `paths/orders.yaml`, the components written in the root in `components/orders.yaml`, the root naming
 * each by `$ref`.
 */
export function ordersRepoFilesInRooms(mutate: (spec: Json) => void = () => {}): Record<string, string> {
  const files = ordersRepoFiles(mutate);
  const root = parse(files['specs/orders/openapi.yaml'] ?? '') as Json;
  const token = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
  const paths: Json = {};
  for (const [path, item] of Object.entries(node(root, 'paths'))) {
    paths[path] = fromRoom(item);
    node(root, 'paths')[path] = { $ref: `./paths/orders.yaml#/paths/${token(path)}` };
  }
  const components: Record<string, Json> = {};
  for (const [section, entries] of Object.entries(node(root, 'components'))) {
    if (section === 'securitySchemes') continue;
    for (const [name, entry] of Object.entries(entries as Json)) {
      if (typeof (entry as Json).$ref === 'string') continue; // already in a file of its own
      (components[section] ??= {})[name] = fromRoom(entry);
      node(root, 'components', section)[name] = { $ref: `./components/orders.yaml#/components/${section}/${token(name)}` };
    }
  }
  return {
    ...files,
    'specs/orders/openapi.yaml': stringify(root),
    'specs/orders/paths/orders.yaml': stringify({ paths }),
    'specs/orders/components/orders.yaml': stringify({ components }),
  };
}

/**
 * A workspace shaped like this repository: three published packages and two private ones, specs under
 * specs/, generated types under packages/types, and the orders API.
 */
export function workspaceFiles(): Record<string, string> {
  const manifest = (name: string, extra: Record<string, unknown> = {}): string => JSON.stringify({ name, version: '0.0.0', ...extra });
  return {
    'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['specs', 'tools', 'packages/*'] }),
    '.changeset/config.json': JSON.stringify({ baseBranch: 'main' }),
    '.changeset/README.md': '# Changesets\n',
    'specs/package.json': manifest('@canton-openapi/specs', { private: true }),
    'tools/package.json': manifest('@canton-openapi/tools', { private: true }),
    'packages/types/package.json': manifest('@canton-openapi/types'),
    'packages/client/package.json': manifest('@canton-openapi/client'),
    'packages/conformance/package.json': manifest('@canton-openapi/conformance'),
    'packages/types/src/generated/orders.gen.ts': 'export interface Order { id: string; tip?: string }\n',
    ...ordersRepoFiles(),
  };
}
