/*
 * box-exec: the trusted launcher between the Node server and bubblewrap (docs/runner.md).
 *
 *   box-exec WALL_MS CPU_S AS_BYTES NPROC FSIZE_BYTES NOFILE STACK_BYTES UID GID CGROUP_DIR|-
 *            SCRATCH_DIR|- TMP_BYTES SHM_BYTES BWRAP ARGS...
 *
 * The bwrap options come NUL-separated on fd 4 (bwrap --args 4), so that /proc/1/cmdline inside
 * the box does not show host paths.
 * The server spawns it with an empty environment (env -i). It
 *   1. makes itself a child subreaper, so the sandbox's init is reparented here and reaped here;
 *   2. forks; the child sets the rlimits (prlimit: cpu, as, nproc, fsize, nofile, core 0, stack),
 *      optionally joins a cgroup v2 leaf, mounts the box's /tmp and /dev/shm (below), drops to the
 *      worker slot's uid/gid with no supplementary groups and no_new_privs, and execs bwrap with an
 *      empty environment;
 *   3. kills the child when the wall-clock limit passes or when the server sends SIGTERM;
 *   4. waits until every descendant is gone (the pid namespace is torn down) and writes one line
 *      to fd 3: "exit=N signal=N timeout=0|1 killed=0|1 wall_ms=N cpu_ms=N maxrss_kb=N".
 * It dies with the server (PR_SET_PDEATHSIG), and bwrap dies with it (--die-with-parent).
 *
 * The box's /tmp and /dev/shm: with a SCRATCH_DIR, the child enters a mount namespace of its own
 * and mounts a tmpfs on SCRATCH_DIR/tmp (TMP_BYTES) and one on SCRATCH_DIR/shm (SHM_BYTES), each
 * owned by the slot's uid, mode 1777, and capped in inodes as well as in bytes: one inode per 4 KB
 * of its size, at least 1,024. bwrap binds them as /tmp and /dev/shm. bwrap's own --tmpfs has a
 * size but no inode cap, and empty files and folders take no size: a program could make millions
 * of them, each an inode and a dentry of kernel memory that no rlimit or cgroup of the box counts.
 * The mounts exist only in the child's namespace and go with its last process. "-": bwrap makes
 * /tmp and /dev/shm itself (a machine without the right to mount, docs/runner.md).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "box-limits.h"

static volatile sig_atomic_t alarmed = 0;
static void on_alarm(int sig) {
  (void)sig;
  alarmed = 1;
}

static unsigned long long num(const char *s) {
  char *end = NULL;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0') {
    fprintf(stderr, "box-exec: bad number '%s'\n", s);
    exit(120);
  }
  return v;
}

static void limit(int resource, unsigned long long soft, unsigned long long hard) {
  struct rlimit rl = {(rlim_t)soft, (rlim_t)hard};
  if (setrlimit(resource, &rl) != 0) {
    perror("box-exec: setrlimit");
    _exit(121);
  }
}

/* A tmpfs of `bytes` on dir/name for the box, capped at one inode per 4 KB (at least 1,024). */
static void mount_scratch(const char *dir, const char *name, unsigned long long bytes, uid_t uid,
                          gid_t gid) {
  char path[4096], options[256];
  unsigned long long inodes = bytes / 4096 < 1024 ? 1024 : bytes / 4096;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  snprintf(options, sizeof options, "size=%llu,nr_inodes=%llu,mode=1777,uid=%u,gid=%u", bytes, inodes,
           (unsigned)uid, (unsigned)gid);
  if (mount("codeconquer-box", path, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) {
    fprintf(stderr, "box-exec: mount %s: %s\n", name, strerror(errno));
    _exit(124);
  }
}

int main(int argc, char **argv) {
  if (argc < 15) {
    fprintf(stderr, "usage: box-exec WALL_MS CPU_S AS NPROC FSIZE NOFILE STACK UID GID CGROUP SCRATCH "
                    "TMP_BYTES SHM_BYTES BWRAP ARGS...\n");
    return 120;
  }
  struct box_limits limits = read_limits(argv, num);
  uid_t uid = (uid_t)num(argv[8]);
  gid_t gid = (gid_t)num(argv[9]);
  const char *cgroup = argv[10];
  const char *scratch = argv[11];
  unsigned long long tmp_bytes = num(argv[12]);
  unsigned long long shm_bytes = num(argv[13]);
  if (uid == 0 || gid == 0) {
    fprintf(stderr, "box-exec: refusing to run the sandbox as root\n");
    return 120;
  }

  pid_t server = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != server) return 122;
  prctl(PR_SET_CHILD_SUBREAPER, 1);

  sigset_t set, old;
  sigemptyset(&set);
  sigaddset(&set, SIGCHLD);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGHUP);
  sigprocmask(SIG_BLOCK, &set, &old);

  long long start = now_ms();
  pid_t child = fork();
  if (child < 0) {
    perror("box-exec: fork");
    return 123;
  }
  if (child == 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (strcmp(cgroup, "-") != 0) {
      char path[4096];
      snprintf(path, sizeof path, "%s/cgroup.procs", cgroup);
      int fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC);
      if (fd < 0 || write(fd, "0\n", 2) != 2) {
        perror("box-exec: cgroup");
        _exit(124);
      }
      close(fd);
    }
    if (strcmp(scratch, "-") != 0) {
      /* Private, so neither the mounts nor their removal reach the host's namespace. */
      if (unshare(CLONE_NEWNS) != 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) {
        fprintf(stderr, "box-exec: mount namespace: %s\n", strerror(errno));
        _exit(124);
      }
      mount_scratch(scratch, "tmp", tmp_bytes, uid, gid);
      mount_scratch(scratch, "shm", shm_bytes, uid, gid);
    }
    set_limits(&limits, limit);
    limit(RLIMIT_MEMLOCK, 0, 0);
    limit(RLIMIT_MSGQUEUE, 0, 0);
    /* Only stdin, stdout, stderr, bwrap's arguments (fd 4) and the seccomp filter (fd 5) go on;
       bwrap reads and closes both. */
    for (int fd = 3; fd < 1024; fd++)
      if (fd != 4 && fd != 5) close(fd);
    if (setgroups(0, NULL) != 0 || setresgid(gid, gid, gid) != 0 || setresuid(uid, uid, uid) != 0) {
      perror("box-exec: drop privileges");
      _exit(125);
    }
    if (getuid() != uid || geteuid() != uid) _exit(125);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    char *envp[] = {NULL};
    execve(argv[14], &argv[14], envp);
    perror("box-exec: exec bwrap");
    _exit(126);
  }

  int status = 0, timed_out = 0, killed = 0, done = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  long long deadline = start + (long long)limits.wall_ms;
  while (!done) {
    int st;
    struct rusage r;
    pid_t p;
    while ((p = wait4(-1, &st, WNOHANG, &r)) > 0) {
      if (p == child) {
        status = st;
        ru = r;
        done = 1;
      }
    }
    if (done) break;
    long long left = deadline - now_ms();
    if (left <= 0) {
      if (!timed_out && !killed) {
        timed_out = 1;
        kill(-child, SIGKILL);
        kill(child, SIGKILL);
      }
      left = 1000; /* keep reaping */
      deadline = now_ms() + 1000;
    }
    struct timespec ts = {left / 1000, (left % 1000) * 1000000L};
    siginfo_t info;
    int sig = sigtimedwait(&set, &info, &ts);
    if (sig == SIGTERM || sig == SIGINT || sig == SIGHUP) {
      killed = 1;
      kill(-child, SIGKILL);
      kill(child, SIGKILL);
    }
  }
  long long wall = now_ms() - start;

  /* The sandbox's init may have been reparented to us; it exits only when its pid namespace is
   * empty. Block until no descendant is left (bounded by an alarm: waitpid then fails with EINTR). */
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm;
  sigaction(SIGALRM, &sa, NULL);
  alarm(5);
  while (waitpid(-1, NULL, 0) > 0 || (errno == EINTR && !alarmed)) {
  }
  alarm(0);

  /* Totals over every reaped descendant: cpu summed, maxrss the largest single process. */
  struct rusage all;
  if (getrusage(RUSAGE_CHILDREN, &all) == 0) ru = all;
  int exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int signal_no = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  long long cpu_ms = cpu_ms_of(&ru);
  dprintf(3, "exit=%d signal=%d timeout=%d killed=%d wall_ms=%lld cpu_ms=%lld maxrss_kb=%ld\n", exit_code,
          signal_no, timed_out, killed, wall, cpu_ms, ru.ru_maxrss);
  return 0;
}
