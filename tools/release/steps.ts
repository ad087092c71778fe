// The step log of `release:dry`: each step's outcome, time, details and problems (named by package),
// printed as it goes and summarised at the end.

/** What a step reports while it runs. */
export interface StepLog {
  /** A line worth showing under the step (what was done, sizes, versions). */
  detail(line: string): void;
  /** A problem found by the step; `scope` is the package (or file) it concerns. */
  problem(scope: string, text: string): void;
}

interface StepRecord {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  details: string[];
  problems: string[];
}

/** Runs steps in order; after a failed step marked `fatal`, the rest are skipped. */
export class Steps {
  readonly #records: StepRecord[] = [];
  #stoppedBy: string | undefined;

  /** Runs `body` as the step `name`; an exception is a problem of the step. Fatal steps stop the run when they fail. */
  async run(name: string, body: (log: StepLog) => void | Promise<void>, options: { fatal?: boolean } = {}): Promise<boolean> {
    const record: StepRecord = { name, status: 'passed', ms: 0, details: [], problems: [] };
    this.#records.push(record);
    if (this.#stoppedBy !== undefined) {
      record.status = 'skipped';
      console.log(`– ${name}: skipped (${this.#stoppedBy} failed)`);
      return false;
    }
    console.log(`▸ ${name}`);
    const started = performance.now();
    const log: StepLog = {
      detail: (line) => {
        record.details.push(line);
        console.log(`    ${line}`);
      },
      problem: (scope, text) => {
        const line = `${name} · ${scope}: ${text}`;
        record.problems.push(line);
        console.log(`    ✗ ${scope}: ${text}`);
      },
    };
    try {
      await body(log);
    } catch (error) {
      log.problem('release:dry', error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    record.ms = performance.now() - started;
    if (record.problems.length > 0) {
      record.status = 'failed';
      if (options.fatal === true) this.#stoppedBy = name;
    }
    console.log(`${record.status === 'passed' ? '✓' : '✗'} ${name} (${seconds(record.ms)})`);
    return record.status === 'passed';
  }

  /** Whether every step passed. */
  get passed(): boolean {
    return this.#records.every((r) => r.status === 'passed');
  }

  /** The closing summary: one line per step, then every problem again. */
  summary(totalMs: number): string {
    const width = Math.max(...this.#records.map((r) => r.name.length));
    const lines = this.#records.map((r, index) => {
      const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '–';
      const time = r.status === 'skipped' ? 'skipped' : seconds(r.ms);
      return `${String(index + 1).padStart(2)}. ${mark} ${r.name.padEnd(width)}  ${time}`;
    });
    const problems = this.#records.flatMap((r) => r.problems);
    const verdict =
      problems.length === 0
        ? `release:dry passed in ${seconds(totalMs)}: a release would publish what was checked here.`
        : `release:dry FAILED in ${seconds(totalMs)} with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`;
    return `\nrelease:dry summary\n${lines.join('\n')}\n\n${verdict}`;
  }
}

/** Milliseconds as seconds with one decimal, e.g. `12.3 s`. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The last `count` lines of a command's combined output, indented, for a problem message. */
export function tail(output: string, count = 40): string {
  const lines = output.trimEnd().split('\n');
  return `\n${lines
    .slice(-count)
    .map((line) => `      ${line}`)
    .join('\n')}`;
}
