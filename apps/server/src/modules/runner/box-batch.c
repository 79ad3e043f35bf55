/*
 * box-batch: the trusted in-box driver of a batched run (docs/decisions/033-batched-runs.md).
 * It runs as the box's pid 1 (bwrap --as-pid-1), inside the same box-exec + bwrap chain as any
 * other run, and runs one submission's tests one after another:
 *
 *   box-batch WALL_MS CPU_S AS NPROC FSIZE NOFILE STACK STDOUT_LIMIT STDERR_LIMIT BUDGET_MS -- ARGV...
 *
 * stdin: the tests' inputs, each "<bytes>\n" then that many bytes; EOF after the last.
 * stdout (the report, read only by the server): for each test "O <n>\n" + n bytes of the
 * program's stdout, "E <n>\n" + n bytes of its stderr (as they come, within the caps), then
 *   "R exit=N signal=N timeout=0|1 ole=0|1 wall_ms=N cpu_ms=N maxrss_kb=N\n";
 * at the end "D\n" (no input left) or "Y\n" (BUDGET_MS of wall time used, or /tmp could not be
 * emptied: the server starts a fresh box for the tests left).
 *
 * Per test it forks; the child takes the input as stdin (a memfd: the input never has a path in
 * the box, so a program cannot read another test's input), pipes for stdout and stderr, the
 * rlimits (a fresh RLIMIT_CPU), and execs the program. When the program exits, the wall clock
 * passes or stdout exceeds its cap, the driver kills every other process of the box
 * (kill(-1) from pid 1 reaches the whole pid namespace but not itself), reaps them all (orphans
 * are reparented to pid 1), then empties /tmp and /dev/shm before the next test.
 *
 * Why the program cannot tamper with it: as the namespace's init it cannot be sent SIGKILL or
 * SIGSTOP from inside the box, and it installs no handler, so no other signal reaches it either;
 * it is not dumpable (PR_SET_DUMPABLE 0), so /proc/1/fd, /proc/1/mem and ptrace are closed to the
 * program (ptrace is also refused by the seccomp filter); the report pipe and the input stream
 * are never inherited. If it dies anyway, bwrap's namespace goes with it and the server marks
 * every test without a result line an Internal Error.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "box-limits.h"

#define CHUNK 65536
static char buf[CHUNK];

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("box-batch: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(3);
}

static unsigned long long num(const char *s) {
  char *end = NULL;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0') die("bad number '%s'", s);
  return v;
}

/* The report goes to fd 1; a failed write means the server is gone. */
static void out_all(const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t n = write(1, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) exit(4);
    p += n;
    len -= (size_t)n;
  }
}

static void out_fmt(const char *fmt, ...) {
  char line[256];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (n > 0) out_all(line, (size_t)n);
}

static void out_chunk(char tag, const char *data, size_t len) {
  if (len == 0) return;
  out_fmt("%c %zu\n", tag, len);
  out_all(data, len);
}

/* Reads exactly len bytes from stdin; 0 at a clean EOF before the first byte. */
static int in_exact(char *p, size_t len) {
  size_t got = 0;
  while (got < len) {
    ssize_t n = read(0, p + got, len - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) die("cannot read the inputs");
    if (n == 0) {
      if (got == 0) return 0;
      die("truncated input");
    }
    got += (size_t)n;
  }
  return 1;
}

/* The next test's input into a memfd; 0 when there is none. */
static int next_input(void) {
  char line[32];
  size_t i = 0;
  for (;;) {
    if (i >= sizeof line - 1) die("bad input header");
    if (!in_exact(&line[i], 1)) {
      if (i == 0) return -1;
      die("truncated input header");
    }
    if (line[i] == '\n') break;
    i++;
  }
  line[i] = '\0';
  unsigned long long left = num(line);
  int fd = (int)syscall(SYS_memfd_create, "stdin", MFD_CLOEXEC);
  if (fd < 0) die("memfd_create: %s", strerror(errno));
  while (left > 0) {
    size_t want = left < CHUNK ? (size_t)left : CHUNK;
    if (!in_exact(buf, want)) die("truncated input");
    size_t done = 0;
    while (done < want) {
      ssize_t n = write(fd, buf + done, want - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) die("cannot buffer the input: %s", strerror(errno));
      done += (size_t)n;
    }
    left -= want;
  }
  if (lseek(fd, 0, SEEK_SET) != 0) die("lseek: %s", strerror(errno));
  return fd;
}

/* The child's own setup failures go to the driver on this pipe (closed by a successful exec),
   so they are the box's error (Internal Error), not the program's Runtime Error. */
static int exec_status = -1;

static void child_fail(const char *what) {
  char msg[200];
  int n = snprintf(msg, sizeof msg, "%s: %s", what, strerror(errno));
  if (n > 0 && write(exec_status, msg, (size_t)n) < 0) {
  }
  _exit(121);
}

static void limit(int resource, unsigned long long soft, unsigned long long hard) {
  struct rlimit rl = {(rlim_t)soft, (rlim_t)hard};
  if (setrlimit(resource, &rl) != 0) child_fail("setrlimit");
}

struct usage {
  long long cpu_ms;
  long maxrss_kb;
};

static void account(struct usage *u, const struct rusage *r) {
  u->cpu_ms += cpu_ms_of(r);
  if (r->ru_maxrss > u->maxrss_kb) u->maxrss_kb = r->ru_maxrss;
}

/* Kills every other process of the box and reaps them all; pid 1 is every orphan's parent. */
static void kill_and_reap(struct usage *u) {
  for (;;) {
    kill(-1, SIGKILL);
    struct rusage r;
    int st;
    pid_t p = wait4(-1, &st, WNOHANG, &r);
    if (p > 0) {
      account(u, &r);
      continue;
    }
    if (p < 0 && errno == ECHILD) return;
    if (p < 0 && errno != EINTR) die("wait4: %s", strerror(errno));
    struct timespec ts = {0, 200000};
    nanosleep(&ts, NULL);
  }
}

/* Empties a directory the program could write to (its processes are all gone). 0 when empty. */
static int empty_dir(int dfd, int depth) {
  if (depth > 32) {
    close(dfd);
    return -1;
  }
  DIR *d = fdopendir(dfd);
  if (!d) {
    close(dfd);
    return -1;
  }
  int failed = 0;
  for (int pass = 0; pass < 4; pass++) {
    int left = 0;
    rewinddir(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
      left++;
      if (unlinkat(dirfd(d), e->d_name, 0) == 0) continue;
      struct stat st;
      if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(st.st_mode))
        continue;
      fchmodat(dirfd(d), e->d_name, 0700, 0);
      int sub = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (sub >= 0) empty_dir(sub, depth + 1);
      unlinkat(dirfd(d), e->d_name, AT_REMOVEDIR);
    }
    if (left == 0) break;
    if (pass == 3) failed = 1;
  }
  closedir(d);
  return failed ? -1 : 0;
}

static int clean(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : -1;
  return empty_dir(fd, 0);
}

int main(int argc, char **argv) {
  if (argc < 13 || strcmp(argv[11], "--") != 0)
    die("usage: box-batch WALL_MS CPU_S AS NPROC FSIZE NOFILE STACK STDOUT_LIMIT STDERR_LIMIT "
        "BUDGET_MS -- ARGV...");
  struct box_limits limits = read_limits(argv, num);
  unsigned long long stdout_limit = num(argv[8]);
  unsigned long long stderr_limit = num(argv[9]);
  unsigned long long budget_ms = num(argv[10]);
  char **program = &argv[12];

  /* Only as the namespace's init is it out of the program's reach (see above). */
  if (getpid() != 1) die("must run as pid 1 of the box");
  if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) die("PR_SET_DUMPABLE: %s", strerror(errno));
  signal(SIGPIPE, SIG_IGN);

  long long start = now_ms();
  for (;;) {
    int input = next_input();
    if (input < 0) {
      out_all("D\n", 2);
      return 0;
    }
    int outp[2], errp[2], execp[2];
    if (pipe2(outp, O_CLOEXEC) != 0 || pipe2(errp, O_CLOEXEC) != 0 || pipe2(execp, O_CLOEXEC) != 0)
      die("pipe: %s", strerror(errno));
    long long t0 = now_ms();
    pid_t child = fork();
    if (child < 0) die("fork: %s", strerror(errno));
    if (child == 0) {
      signal(SIGPIPE, SIG_DFL);
      exec_status = execp[1];
      if (dup2(input, 0) < 0 || dup2(outp[1], 1) < 0 || dup2(errp[1], 2) < 0) child_fail("dup2");
      /* Every descriptor above 2 except the exec-status pipe (close-on-exec) goes. */
      if (exec_status != 3 && (dup2(exec_status, 3) < 0 || fcntl(3, F_SETFD, FD_CLOEXEC) < 0))
        child_fail("dup2");
      exec_status = 3;
      syscall(SYS_close_range, 4U, ~0U, 0U);
      set_limits(&limits, limit);
      execvp(program[0], program);
      child_fail(program[0]);
    }
    close(input);
    close(outp[1]);
    close(errp[1]);
    close(execp[1]);
    char failure[200];
    ssize_t failed;
    while ((failed = read(execp[0], failure, sizeof failure - 1)) < 0 && errno == EINTR) {
    }
    close(execp[0]);
    if (failed > 0) {
      struct usage ignored = {0, 0};
      kill_and_reap(&ignored);
      failure[failed] = '\0';
      die("cannot start the program: %s", failure);
    }
    int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
    if (pidfd < 0) die("pidfd_open: %s", strerror(errno));

    struct usage u = {0, 0};
    int status = 0, exited = 0, timed_out = 0, ole = 0;
    unsigned long long out_bytes = 0, err_bytes = 0;
    long long wall = 0;
    int fds[2] = {outp[0], errp[0]};
    while (fds[0] >= 0 || fds[1] >= 0 || !exited) {
      struct pollfd pf[3];
      int n = 0, io[2] = {-1, -1};
      for (int k = 0; k < 2; k++)
        if (fds[k] >= 0) {
          io[k] = n;
          pf[n++] = (struct pollfd){fds[k], POLLIN, 0};
        }
      int pidx = -1;
      if (!exited) {
        pidx = n;
        pf[n++] = (struct pollfd){pidfd, POLLIN, 0};
      }
      long long left = t0 + (long long)limits.wall_ms - now_ms();
      int timeout = exited ? -1 : (left > 0 ? (int)left : 0);
      int r = poll(pf, (nfds_t)n, timeout);
      if (r < 0 && errno == EINTR) continue;
      if (r < 0) die("poll: %s", strerror(errno));
      if (r == 0 && !exited) {
        /* The wall clock: kill the program and everything it started. */
        timed_out = 1;
        kill(-1, SIGKILL);
      }
      for (int k = 0; k < 2; k++) {
        if (io[k] < 0 || !(pf[io[k]].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        ssize_t got = read(fds[k], buf, CHUNK);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
          close(fds[k]);
          fds[k] = -1;
          continue;
        }
        if (k == 0) {
          if (ole) continue;
          if (out_bytes + (unsigned long long)got > stdout_limit) {
            /* Output Limit Exceeded: stop the program at once, as the per-test box does. */
            ole = 1;
            kill(-1, SIGKILL);
            continue;
          }
          out_bytes += (unsigned long long)got;
          out_chunk('O', buf, (size_t)got);
        } else {
          unsigned long long room = stderr_limit > err_bytes ? stderr_limit - err_bytes : 0;
          size_t keep = (unsigned long long)got < room ? (size_t)got : (size_t)room;
          err_bytes += keep;
          out_chunk('E', buf, keep);
        }
      }
      if (pidx >= 0 && (pf[pidx].revents & POLLIN)) {
        struct rusage r1;
        pid_t p;
        while ((p = wait4(child, &status, 0, &r1)) < 0 && errno == EINTR) {
        }
        if (p != child) die("wait4: %s", strerror(errno));
        account(&u, &r1);
        wall = now_ms() - t0;
        exited = 1;
        /* Whatever the program left running goes now; the pipes then reach EOF. */
        kill_and_reap(&u);
      }
    }
    close(pidfd);
    kill_and_reap(&u);
    int exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    int signal_no = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    out_fmt("R exit=%d signal=%d timeout=%d ole=%d wall_ms=%lld cpu_ms=%lld maxrss_kb=%ld\n", exit_code,
            signal_no, timed_out, ole, wall, u.cpu_ms, u.maxrss_kb);
    /* The next test starts from an empty /tmp, as in a fresh box; if that fails, in a fresh box. */
    int dirty = clean("/tmp") != 0 || clean("/dev/shm") != 0;
    if (dirty || now_ms() - start >= (long long)budget_ms) {
      out_all("Y\n", 2);
      return 0;
    }
  }
}
