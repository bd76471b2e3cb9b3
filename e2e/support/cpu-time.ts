import fs from 'node:fs';

/**
 * CPU time (user + system, in seconds) of a process and every process below it, read from Linux's /proc:
 * each live process's own time plus what its finished children left it (`cutime`, `cstime`). A machine shared
 * with other work stretches wall time but not CPU time, so runs are compared on this. 0 where /proc is missing.
 */
export function treeCpuSeconds(rootPid: number): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of entries) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while the list was read
    }
    // Fields after the command name (which may hold spaces), counted from field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  // Clock ticks per second: 100 on Linux for every architecture Node runs on.
  return total / 100;
}
