import { readdirSync, readFileSync } from 'node:fs';

/** One thread of this process and its nice value. */
export interface ThreadNice {
  tid: number;
  nice: number;
  /** The process's first thread (its id is the process's). */
  main: boolean;
}

/**
 * The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). The
 * order is the directory's as Node reads it, sorted as text ("10234" before "9876"), so the main
 * thread is told by its id, not by its place.
 */
export function threadNices(): ThreadNice[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      return []; // the thread ended since the listing
    }
    // After the command name in parentheses: state is field 3, nice is field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [{ tid: Number(tid), nice: Number(fields[16]), main: Number(tid) === process.pid }];
  });
}
