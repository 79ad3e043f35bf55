import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
export function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // After the command name in parentheses: state is field 3, nice is field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}
