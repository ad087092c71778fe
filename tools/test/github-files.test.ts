// Every GitHub workflow and action file of the repository, validated against GitHub's schemas with the
// pinned @action-validator/cli (offline: the schemas ship inside it); third-party actions pinned by
// commit SHA; and every npm script and file the workflows run exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const validator = join(dirname(createRequire(import.meta.url).resolve('@action-validator/cli/package.json')), 'cli.mjs');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
const workflows = tracked.filter((f) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(f));
const actions = tracked.filter((f) => /(^|\/)action\.ya?ml$/.test(f));
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Step {
  uses?: string;
  run?: string;
  'working-directory'?: string;
}

/** Runs the validator CLI on a file: exit 0 and no output when it is valid. */
function validate(file: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [validator, file], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function steps(file: string): Step[] {
  const doc = parse(readFileSync(join(root, file), 'utf8')) as { jobs?: Record<string, { steps?: Step[] }>; runs?: { steps?: Step[] } };
  return [...Object.values(doc.jobs ?? {}).flatMap((job) => job.steps ?? []), ...(doc.runs?.steps ?? [])];
}

// The validator and Redocly run as child processes: slower than vitest's 5 s default on busy cores.
const slow = { timeout: 60_000 };

describe("GitHub workflow and action files: valid against GitHub's schemas", slow, () => {
  it('are found: the CI and spec-review workflows and the conformance action', () => {
    expect(workflows).toEqual(expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/spec-review.yml']));
    expect(actions).toEqual(['packages/conformance/action.yml']);
  });

  it.each([...workflows, ...actions])("%s is valid against GitHub's schema", (file) => {
    expect(validate(join(root, file))).toEqual({ status: 0, output: '' });
  });

  it('the validator rejects what GitHub would: a workflow job without runs-on, an action input without description and a misspelt key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'github-files-'));
    try {
      const broken = join(dir, 'broken.yml');
      writeFileSync(broken, 'on: pull_request\njobs:\n  test:\n    steps:\n      - run: npm test\n');
      const workflow = validate(broken);
      expect(workflow.status).toBe(1);
      expect(workflow.output).toContain('"path": "/jobs/test/runs-on"');
      const action = join(dir, 'action.yml');
      writeFileSync(action, 'name: x\ndescription: x\ninputs:\n  api:\n    required: true\nruns:\n  using: composite\n  stepz: []\n');
      const result = validate(action);
      expect(result.status).toBe(1);
      expect(result.output).toContain('"actionType": "action"');
      expect(result.output).toContain('"path": "/inputs/api/description"');
      expect(result.output).toContain("Additional property 'stepz' is not allowed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GitHub workflow and action files: the actions they use and the scripts they run', slow, () => {
  it('pin every third-party action by full commit SHA, with its release in a comment', () => {
    for (const file of [...workflows, ...actions]) {
      const text = readFileSync(join(root, file), 'utf8');
      const uses = [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)];
      expect(uses.length, file).toBeGreaterThan(0);
      for (const [, ref, rest] of uses) {
        if (ref?.startsWith('./') === true) continue;
        expect(ref, `${file}: ${ref}`).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
        expect(rest, `${file}: ${ref}`).toMatch(/^ # v\d+\.\d+\.\d+$/);
      }
    }
  });

  it('run only npm scripts and files that exist', () => {
    for (const file of workflows) {
      for (const step of steps(file)) {
        for (const [, script] of (step.run ?? '').matchAll(/\bnpm run ([\w:.-]+)/g))
          expect(scripts, `${file}: npm run ${script}`).toHaveProperty([script ?? '']);
        for (const [, path] of (step.run ?? '').matchAll(/\bnode ((?:\.\.\/)*[\w./-]+\.(?:ts|mjs|js))/g)) {
          expect(existsSync(join(root, step['working-directory'] ?? '', path ?? '')), `${file}: node ${path}`).toBe(true);
        }
      }
    }
    const action = steps('packages/conformance/action.yml').find((s) => s.run?.includes('$GITHUB_ACTION_PATH') === true);
    const path = /"\$GITHUB_ACTION_PATH\/([^"]+)"/.exec(action?.run ?? '')?.[1];
    expect(path).toBe('action/run.ts');
    expect(existsSync(join(root, 'packages/conformance', path ?? ''))).toBe(true);
  });
});

describe('GitHub workflow spec-review: lint findings as file/line annotations', slow, () => {
  it('spec-review lints with file/line annotations: its lint step, run on a scratch repository with one problem', () => {
    const lint = steps('.github/workflows/spec-review.yml').find((s) => s.run?.includes('redocly lint') === true)?.run ?? '';
    expect(lint).toBe('npx redocly lint --format=github-actions');
    const dir = mkdtempSync(join(tmpdir(), 'github-lint-'));
    try {
      writeFileSync(join(dir, 'redocly.yaml'), 'extends: [recommended]\napis:\n  orders:\n    root: ./specs/orders/openapi.yaml\n');
      mkdirSync(join(dir, 'specs/orders'), { recursive: true });
      writeFileSync(
        join(dir, 'specs/orders/openapi.yaml'),
        [
          'openapi: 3.1.0',
          'info: { title: Orders, version: 1.0.0, license: { name: Apache-2.0, identifier: Apache-2.0 } }',
          'servers: [{ url: https://orders.example.com }]',
          'security: []',
          'paths:',
          '  /orders:',
          '    get:',
          '      operationId: listOrders',
          '      summary: List orders',
          '      responses:',
          "        '200': { description: ok }",
          "        '400': { description: bad }",
          '  /orders/{id}:',
          '    get:',
          '      operationId: listOrders',
          '      summary: One order',
          '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
          '      responses:',
          "        '200': { description: ok }",
          "        '400': { description: bad }",
          '',
        ].join('\n'),
      );
      const bin = join(root, 'node_modules', '.bin');
      const result = spawnSync(join(bin, 'redocly'), lint.replace(/^npx redocly /, '').split(' '), {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(
        /^::error title=operation-operationId-unique,file=specs\/orders\/openapi\.yaml,line=15,col=7,endLine=\d+,endColumn=\d+::Every operation must have a unique `operationId`\./m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GitHub action of the conformance package: the action and its README agree', slow, () => {
  it("the conformance README's GitHub workflow is valid and uses the action with its inputs; its GitLab job reads the report it writes", () => {
    const readme = readFileSync(join(root, 'packages/conformance/README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    const workflow = blocks.find((b) => /^jobs:/m.test(b) && /^on:/m.test(b)) ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'github-readme-'));
    try {
      writeFileSync(join(dir, 'contract-tests.yml'), workflow);
      expect(validate(join(dir, 'contract-tests.yml'))).toEqual({ status: 0, output: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const step = (parse(workflow) as { jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, string> }> }> }).jobs.conformance?.steps[0];
    expect(step?.uses).toMatch(/^OWNER\/canton-openapi\/packages\/conformance@/);
    const action = parse(readFileSync(join(root, 'packages/conformance/action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
    for (const input of Object.keys(step?.with ?? {})) expect(action.inputs, `README passes input ${input}`).toHaveProperty([input]);
    const gitlab = blocks
      .map((b) => parse(b) as Record<string, { script?: string[]; variables?: Record<string, string>; artifacts?: { reports?: { junit?: string } } }>)
      .find((d) => d['conformance-ledger'] !== undefined);
    const job = gitlab?.['conformance-ledger'];
    expect(job?.script?.[0]).toMatch(
      /^npx --yes "@canton-openapi\/conformance@\$CONFORMANCE_VERSION" --api ledger .* --report junit --out conformance-ledger\.xml$/,
    );
    expect(job?.variables).toHaveProperty('CONFORMANCE_VERSION');
    expect(job?.artifacts?.reports?.junit).toBe('conformance-ledger.xml');
  });

  it('the conformance action takes the inputs its README documents', () => {
    const action = parse(readFileSync(join(root, 'packages/conformance/action.yml'), 'utf8')) as {
      inputs: Record<string, { required?: boolean; default?: string }>;
    };
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(['api', 'base-url', 'token', 'discover', 'strict']));
    expect(action.inputs.api?.required).toBe(true);
    expect(action.inputs.discover?.default).toBe('false');
    expect(action.inputs.strict?.default).toBe('false');
    const readme = readFileSync(join(root, 'packages/conformance/README.md'), 'utf8');
    for (const input of Object.keys(action.inputs)) expect(readme, `README documents input ${input}`).toContain(`\`${input}\``);
  });
});
