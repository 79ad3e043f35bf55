/*
 * box-limits.h: what the sandbox's two C helpers, box-exec.c and box-batch.c, share: the seven
 * limits both take first on their command line (WALL_MS CPU_S AS NPROC FSIZE NOFILE STACK, as
 * limitArgs in sandbox.ts writes them), the rlimits a program gets from them, and the clock and
 * the cpu time they measure it with. Each helper passes its own num() and limit(): how a bad
 * number or a failed setrlimit is reported differs between them.
 * buildHelper (sandbox.ts) hashes this file with each helper; scripts/build.mjs copies it to dist.
 */
#ifndef BOX_LIMITS_H
#define BOX_LIMITS_H

#include <sys/resource.h>
#include <time.h>

struct box_limits {
  unsigned long long wall_ms, cpu_s, as_bytes, nproc, fsize, nofile, stack;
};

/* argv[1] to argv[7], read in order (the first bad one is the one reported). */
static struct box_limits read_limits(char **argv, unsigned long long (*num)(const char *)) {
  struct box_limits l;
  l.wall_ms = num(argv[1]);
  l.cpu_s = num(argv[2]);
  l.as_bytes = num(argv[3]);
  l.nproc = num(argv[4]);
  l.fsize = num(argv[5]);
  l.nofile = num(argv[6]);
  l.stack = num(argv[7]);
  return l;
}

/* The program's rlimits: RLIMIT_CPU with a second of grace for SIGXCPU, no core files. */
static void set_limits(const struct box_limits *l,
                       void (*limit)(int resource, unsigned long long soft, unsigned long long hard)) {
  limit(RLIMIT_CPU, l->cpu_s, l->cpu_s + 1);
  limit(RLIMIT_AS, l->as_bytes, l->as_bytes);
  limit(RLIMIT_NPROC, l->nproc, l->nproc);
  limit(RLIMIT_FSIZE, l->fsize, l->fsize);
  limit(RLIMIT_NOFILE, l->nofile, l->nofile);
  limit(RLIMIT_STACK, l->stack, l->stack);
  limit(RLIMIT_CORE, 0, 0);
}

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* User + system time of a rusage, in ms. */
static long long cpu_ms_of(const struct rusage *r) {
  return (long long)r->ru_utime.tv_sec * 1000 + r->ru_utime.tv_usec / 1000 +
         (long long)r->ru_stime.tv_sec * 1000 + r->ru_stime.tv_usec / 1000;
}

#endif
