// Where a package's folders are layers, imports cross them one way, type-only ones too. Conformance: a check
// meets the runner through its public contract (run/check-context.ts) only; the runners and the reports meet the
// checks through their registry (checks/index.ts) only; the mock knows nothing of the runner or the checks.
// The import graph is import-cycles.test.ts's; a boundary crossed the wrong way is named with its reason.
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@canton-openapi/contract';
import { importGraph } from './support/import-graph.ts';
import { workspacePackages } from './support/workspace.ts';

/** Files under `files` (a folder or a file, from the repository's root) may import nothing under `mayNotImport`, but `except`. */
interface Boundary {
  files: string;
  mayNotImport: string[];
  except?: string[];
  why: string;
}

const src = 'packages/conformance/src';
const boundaries: Boundary[] = [
  {
    files: `${src}/checks/`,
    mayNotImport: [`${src}/run/`, `${src}/network/`, `${src}/mock/`, `${src}/cli.ts`, `${src}/index.ts`],
    except: [`${src}/run/check-context.ts`],
    why: "a check imports the runner's public contract (run/check-context.ts), never its implementation",
  },
  {
    files: `${src}/run/check-context.ts`,
    mayNotImport: [`${src}/run/`, `${src}/checks/`, `${src}/network/`, `${src}/mock/`],
    except: [`${src}/run/check-context.ts`],
    why: 'the public contract of the runner is types from below the runner only',
  },
  ...['run', 'network', 'report'].map((folder) => ({
    files: `${src}/${folder}/`,
    mayNotImport: [`${src}/checks/`],
    except: [`${src}/checks/index.ts`],
    why: 'the runners and the reports meet the checks through their registry (checks/index.ts)',
  })),
  {
    files: `${src}/mock/`,
    mayNotImport: [`${src}/run/`, `${src}/checks/`, `${src}/network/`, `${src}/cli.ts`, `${src}/index.ts`],
    why: 'the mock serves the spec: what it shares with the runner lives below both (release/, validate/)',
  },
];

/** Every import in `graph` that crosses a boundary the wrong way: `from → to: why`. */
function crossings(graph: ReadonlyMap<string, readonly string[]>, rules: readonly Boundary[]): string[] {
  return rules.flatMap((rule) =>
    [...graph]
      .filter(([file]) => file.startsWith(rule.files))
      .flatMap(([file, targets]) =>
        targets
          .filter((to) => rule.mayNotImport.some((p) => to.startsWith(p)) && !(rule.except ?? []).includes(to))
          .map((to) => `${file} → ${to}: ${rule.why}`),
      ),
  );
}

describe('import boundaries', () => {
  const graph = importGraph(repoRoot, workspacePackages(repoRoot));

  it('conformance: checks, runner, registry and mock import one way', () => {
    // Each boundary holds files, so none passes for lack of them.
    expect(boundaries.filter((rule) => ![...graph.keys()].some((file) => file.startsWith(rule.files))).map((rule) => rule.files)).toEqual([]);
    expect(graph.get(`${src}/checks/coverage.ts`)).toContain(`${src}/run/check-context.ts`);
    expect(crossings(graph, boundaries)).toEqual([]);
  });

  it('names a crossing with its reason, and lets the exception through', () => {
    const graph = new Map([
      ['p/checks/a.ts', ['p/run/contract.ts', 'p/run/session.ts', 'p/report/model.ts']],
      ['p/run/session.ts', ['p/checks/index.ts', 'p/checks/a.ts']],
    ]);
    const rules: Boundary[] = [
      { files: 'p/checks/', mayNotImport: ['p/run/'], except: ['p/run/contract.ts'], why: 'contract only' },
      { files: 'p/run/', mayNotImport: ['p/checks/'], except: ['p/checks/index.ts'], why: 'registry only' },
    ];
    expect(crossings(graph, rules)).toEqual(['p/checks/a.ts → p/run/session.ts: contract only', 'p/run/session.ts → p/checks/a.ts: registry only']);
  });
});
