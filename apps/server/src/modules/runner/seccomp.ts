/**
 * The seccomp filter every box runs under (bwrap --seccomp): a classic BPF program, generated here
 * from a deny list so there is no build step and nothing to download. Denied calls fail with EPERM,
 * so well-behaved runtimes fall back (libuv without io_uring); anything outside the x86-64 ABI
 * (x32 calls, another architecture's numbers) kills the process. See docs/runner.md.
 */

/** x86-64 system call numbers (arch/x86/entry/syscalls/syscall_64.tbl). */
const DENIED_X64: Record<string, number> = {
  ptrace: 101,
  acct: 163,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  pivot_root: 155,
  init_module: 175,
  delete_module: 176,
  quotactl: 179,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  finit_module: 313,
  bpf: 321,
  userfaultfd: 323,
  kexec_file_load: 320,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  mount_setattr: 442,
};
const SOCKET_X64 = 41;
/** socket() families a box may not open: netlink and raw packet sockets. */
const DENIED_FAMILIES: Record<string, number> = { AF_NETLINK: 16, AF_PACKET: 17 };

const AUDIT_ARCH_X86_64 = 0xc000003e;
const X32_SYSCALL_BIT = 0x40000000;
const EPERM = 1;

/** BPF opcodes (linux/filter.h): BPF_LD | BPF_W | BPF_ABS, BPF_JMP | BPF_JEQ | BPF_K, ... */
const BPF = { LD_W_ABS: 0x20, JEQ_K: 0x15, JGE_K: 0x35, RET_K: 0x06 } as const;
/** Filter return values (linux/seccomp.h): SECCOMP_RET_ALLOW, ... */
const SECCOMP_RET = { ALLOW: 0x7fff0000, ERRNO: 0x00050000, KILL_PROCESS: 0x80000000 } as const;
/** Offsets of the fields of struct seccomp_data the filter reads. */
const SECCOMP_DATA = { nr: 0, arch: 4, arg0: 16 } as const;

type Insn = [code: number, jt: number, jf: number, k: number];

function program(): Insn[] {
  const { LD_W_ABS, JEQ_K, JGE_K, RET_K } = BPF;
  const deny: Insn = [RET_K, 0, 0, SECCOMP_RET.ERRNO | EPERM];
  const kill: Insn = [RET_K, 0, 0, SECCOMP_RET.KILL_PROCESS];
  const insns: Insn[] = [
    [LD_W_ABS, 0, 0, SECCOMP_DATA.arch],
    [JEQ_K, 1, 0, AUDIT_ARCH_X86_64],
    kill,
    [LD_W_ABS, 0, 0, SECCOMP_DATA.nr],
    [JGE_K, 0, 1, X32_SYSCALL_BIT],
    kill,
  ];
  for (const nr of Object.values(DENIED_X64)) insns.push([JEQ_K, 0, 1, nr], deny);
  const families = Object.values(DENIED_FAMILIES);
  // socket(): skip the family checks unless this is socket.
  insns.push([JEQ_K, 0, 1 + families.length * 2, SOCKET_X64], [LD_W_ABS, 0, 0, SECCOMP_DATA.arg0]);
  for (const family of families) insns.push([JEQ_K, 0, 1, family], deny);
  insns.push([RET_K, 0, 0, SECCOMP_RET.ALLOW]);
  return insns;
}

function encode(insns: Insn[]): Buffer {
  const buf = Buffer.alloc(insns.length * 8);
  insns.forEach(([code, jt, jf, k], i) => {
    buf.writeUInt16LE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    buf.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return buf;
}

/** The filter for this machine, or null where it has no x86-64 numbers (boxes then run without). */
export function seccompFilter(arch: string = process.arch): Buffer | null {
  return arch === 'x64' ? encode(program()) : null;
}
