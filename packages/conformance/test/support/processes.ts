// The processes of this machine as the kernel lists them in /proc (Linux): pid, parent and command line, read
// from /proc/<pid>/stat and /proc/<pid>/cmdline rather than from the output of `ps`, whose columns and widths
// vary. For tests that must find the Prism processes a mock or the CLI started, and see them gone.
import { readdirSync, readFileSync } from 'node:fs';

/** One process: its id, its parent's, and its arguments. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  args: string[];
}

/** Every process still there when read (one may end while the table is read: it is left out). */
export function processTable(): ProcessEntry[] {
  return readdirSync('/proc').flatMap((name): ProcessEntry[] => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // `pid (comm) state ppid …`: the command name may hold spaces and parentheses, so the fields after it are read from the last `)`.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').slice(0, -1);
      return [{ pid: Number(name), ppid, args }];
    } catch {
      return [];
    }
  });
}

/** The Prism processes (`@stoplight/prism-cli`) among `processes`. */
export function prisms(processes: ProcessEntry[]): ProcessEntry[] {
  return processes.filter((p) => p.args.some((a) => a.includes('prism-cli')));
}

/** The pids of `pid`'s descendants. */
export function descendantsOf(pid: number, table = processTable()): number[] {
  const found: number[] = [];
  for (let level = [pid]; level.length > 0;) {
    level = table.filter((p) => level.includes(p.ppid)).map((p) => p.pid);
    found.push(...level);
  }
  return found;
}

/** Whether a process `pid` is still there. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
