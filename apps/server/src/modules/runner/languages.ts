/**
 * How each of the ten languages is compiled and run inside the sandbox, with its limits.
 * Why each number is what it is: docs/runner.md and docs/decisions/020-runner-sandbox.md.
 *
 * Every language has a compile step, run once per submission: compiled languages build an
 * artifact; JavaScript and Python check the syntax so that a syntax error is a Compilation Error
 * with the interpreter's message, like in the compiled languages.
 */
import type { LanguageId } from '@app/shared/languages';
import type { BoxBind, HostEtc } from './box-mounts';
import { type CompileSeed, goSeed } from './compile-seed';
import { BOX_NODE, HOST_NODE } from './node-binary';

const MB = 1024 * 1024;
/** Go 1.23 from bookworm-backports (scripts/install-system-deps.sh); Debian's golang-go is 1.19. */
const GOROOT = '/usr/lib/go-1.23';
/** What keys Go's build cache; the compile box and the seed cache (compile-seed.ts) share it. */
const GO_ENV = { GOROOT, GO111MODULE: 'off', CGO_ENABLED: '0', GOTOOLCHAIN: 'local' };

/** Limits of one sandboxed process. */
interface ProcessLimits {
  /** Wall-clock limit; RLIMIT_CPU is derived from it. */
  timeMs: number;
  /** RLIMIT_AS in MB: address space, not resident memory (runtimes reserve far more than they use). */
  addressSpaceMb: number;
  /** RLIMIT_NPROC: processes + threads of the worker slot's uid. */
  nproc: number;
  /** RLIMIT_FSIZE in MB: the largest file the process may write. */
  fileSizeMb: number;
  /** RLIMIT_NOFILE. */
  openFiles: number;
  /** Size of the tmpfs mounted on /tmp, in MB. */
  tmpMb: number;
}

interface CompileSpec {
  argv: string[];
  env: Record<string, string>;
  limits: ProcessLimits;
  /** Names of the files (in the box, top level) that the run step needs. */
  artifacts: (name: string) => boolean;
  /** A read-only build cache the compile starts from (compile-seed.ts). */
  seed?: CompileSeed;
  /** Compiler chatter that is not about the learner's code. */
  noise?: RegExp;
}

interface RunSpec {
  argv: (memoryMb: number) => string[];
  env: (memoryMb: number) => Record<string, string>;
  /** Address space beyond the memory limit that the runtime needs just to start. */
  addressSpaceExtraMb: number;
  nproc: number;
  /** Default time limit = base time limit (2 s, or the caller's) x this factor. */
  timeFactor: number;
  /** Resident memory the runtime itself needs beyond the heap limit before a run is over the limit. */
  rssSlackMb: number;
  /** stderr of a process that ran out of memory (heap limit or a failed allocation). */
  outOfMemory: RegExp;
}

export interface LanguageSpec {
  id: LanguageId;
  sourceFile: string;
  /** Host /etc entries its boxes need besides ld.so.cache (JDK symlinks and config, Mono config). */
  hostEtc: HostEtc[];
  /** Host files bound read-only into its boxes (toolchains outside /usr). */
  binds?: readonly BoxBind[];
  /** Files whose identity fingerprints the toolchain in the build-cache key. */
  toolchainFiles: string[];
  version: VersionProbe;
  compile: CompileSpec;
  run: RunSpec;
}

type VersionProbe =
  | { command: string[]; pattern: RegExp; format: (m: RegExpMatchArray) => string }
  | { symlink: string; pattern: RegExp; format: (m: RegExpMatchArray) => string };

/** Base limits; the language tables below only say where they differ. */
export const BASE_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_MB = 256;
export const MAX_TIME_LIMIT_MS = 15_000;
export const MAX_MEMORY_MB = 1024;
/** stdout beyond this is Output Limit Exceeded; files written in /tmp are capped the same way. */
export const OUTPUT_LIMIT_BYTES = 1 * MB;

/**
 * Preloaded into learners' JavaScript: stdout and stderr written synchronously, waiting while the
 * pipe is full. Node otherwise queues pipe writes in memory, so a program that prints in a loop
 * that never yields sends almost nothing and ends as Time Limit instead of Output Limit.
 */
const NODE_SYNC_STDIO_SOURCE = `import { writeSync } from 'node:fs';
const pause = new Int32Array(new SharedArrayBuffer(4));
const syncWrite = (fd) => function write(chunk, encoding, callback) {
  if (typeof encoding === 'function') { callback = encoding; encoding = undefined; }
  let buf = typeof chunk === 'string' ? Buffer.from(chunk, encoding || 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  while (buf.length > 0) {
    try { buf = buf.subarray(writeSync(fd, buf)); }
    catch (e) { if (e.code !== 'EAGAIN') throw e; Atomics.wait(pause, 0, 0, 1); }
  }
  if (callback) process.nextTick(callback);
  return true;
};
process.stdout.write = syncWrite(1);
process.stderr.write = syncWrite(2);
`;
const NODE_SYNC_STDIO = `data:text/javascript;base64,${Buffer.from(NODE_SYNC_STDIO_SOURCE).toString('base64')}`;
export const RUN_FILE_SIZE_MB = 16;
export const RUN_OPEN_FILES = 64;
export const RUN_TMP_MB = 64;
export const RUN_STACK_MB = 64;

const BASE_ENV: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  // glibc reserves a 64 MB arena per thread; one arena keeps the address-space limits meaningful.
  MALLOC_ARENA_MAX: '1',
};

const compileLimits = (over: Partial<ProcessLimits> = {}): ProcessLimits => ({
  timeMs: 30_000,
  addressSpaceMb: 2048,
  nproc: 128,
  fileSizeMb: 128,
  openFiles: 512,
  tmpMb: 256,
  ...over,
});

/** JVM flags: small reservations so RLIMIT_AS stays meaningful, fast start for short programs. */
const jvmFlags = (heapMb: number, stack: string) => [
  `-Xmx${heapMb}m`,
  `-Xss${stack}`,
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:ReservedCodeCacheSize=64m',
  '-XX:CompressedClassSpaceSize=64m',
  '-XX:MaxMetaspaceSize=128m',
  '-Xshare:auto',
];

const JVM_OOM = /OutOfMemoryError|Could not reserve enough space|unable to create native thread/;
const NATIVE_OOM =
  /std::bad_alloc|memory allocation of \d+ bytes failed|Cannot allocate memory|out of memory/i;

/** Running a native executable built as /box/main (C, C++, Rust, Go). */
const nativeRun = (over: Partial<RunSpec> = {}): RunSpec => ({
  argv: () => ['/box/main'],
  env: () => ({}),
  addressSpaceExtraMb: 128,
  rssSlackMb: 0,
  nproc: 64,
  timeFactor: 1,
  outOfMemory: NATIVE_OOM,
  ...over,
});

/** Running a class on the JVM (Java, Kotlin). */
const jvmRun = (classPath: string, mainClass: string): RunSpec => ({
  argv: (mem) => ['/usr/bin/java', ...jvmFlags(mem, '64m'), '-cp', classPath, mainClass],
  env: () => ({}),
  // Thread stacks (64 MB main stack), code cache, metaspace and class space are reserved.
  addressSpaceExtraMb: 1792,
  rssSlackMb: 160,
  nproc: 64,
  timeFactor: 1.5,
  outOfMemory: JVM_OOM,
});

const py = (
  binary: string,
  id: 'python' | 'python3',
  extraAs: number,
  factor: number,
): LanguageSpec => ({
  id,
  sourceFile: 'main.py',
  hostEtc: [],
  toolchainFiles: [binary],
  version:
    id === 'python'
      ? {
          command: [binary, '--version'],
          pattern: /Python (\d+\.\d+\.\d+)[\s\S]*PyPy (\d+\.\d+\.\d+)/,
          format: (m) => `PyPy ${m[2]} (Python ${m[1]})`,
        }
      : {
          command: [binary, '--version'],
          pattern: /Python (\d+\.\d+\.\d+)/,
          format: (m) => `Python ${m[1]}`,
        },
  compile: {
    argv: [binary, '-m', 'py_compile', 'main.py'],
    env: {},
    limits: compileLimits({ timeMs: 15_000, addressSpaceMb: 1024 }),
    artifacts: (n) => n === 'main.py',
  },
  run: {
    argv: () => [binary, '-B', 'main.py'],
    env: (mem) => ({
      PYTHONDONTWRITEBYTECODE: '1',
      PYTHONHASHSEED: '0',
      PYTHONIOENCODING: 'utf-8',
      // PyPy's own heap limit (MemoryError at the limit instead of growing to RLIMIT_AS).
      ...(id === 'python' ? { PYPY_GC_MAX: `${mem}MB` } : {}),
    }),
    addressSpaceExtraMb: extraAs,
    rssSlackMb: id === 'python' ? 128 : 16,
    nproc: 64,
    timeFactor: factor,
    outOfMemory: /MemoryError|out of memory|Cannot allocate memory/,
  },
});

/** C and C++: GCC builds /box/main from main.c or main.cpp. */
const gcc = (o: {
  id: 'c' | 'cpp';
  compiler: string;
  /** The compiler's and the language standard's names in the version line. */
  name: string;
  standard: string;
  /** -std= */
  std: string;
  libs: string[];
  limits: Partial<ProcessLimits>;
}): LanguageSpec => ({
  id: o.id,
  sourceFile: `main.${o.id}`,
  hostEtc: [],
  toolchainFiles: [o.compiler],
  version: {
    command: [o.compiler, '-dumpfullversion'],
    pattern: /(\d+\.\d+\.\d+)/,
    format: (m) => `${o.name} ${m[1]} (${o.standard})`,
  },
  compile: {
    argv: [o.compiler, '-O2', '-pipe', `-std=${o.std}`, '-o', 'main', `main.${o.id}`, ...o.libs],
    env: {},
    limits: compileLimits(o.limits),
    artifacts: (n) => n === 'main',
  },
  run: nativeRun(),
});

export const LANGUAGES: Record<LanguageId, LanguageSpec> = {
  javascript: {
    id: 'javascript',
    sourceFile: 'main.js',
    hostEtc: [],
    // The server's Node 24 LTS (node-binary.ts), not Debian's /usr/bin/node (Node 18/20).
    binds: [{ host: HOST_NODE, box: BOX_NODE }],
    toolchainFiles: [HOST_NODE],
    version: {
      command: [HOST_NODE, '--version'],
      pattern: /v(\d+\.\d+\.\d+)/,
      format: (m) => `Node.js ${m[1]}`,
    },
    compile: {
      argv: [BOX_NODE, '--check', 'main.js'],
      env: {},
      limits: compileLimits({ timeMs: 15_000, addressSpaceMb: 4096 }),
      artifacts: (n) => n === 'main.js',
    },
    run: {
      argv: (mem) => [
        BOX_NODE,
        `--max-old-space-size=${mem}`,
        '--stack-size=16000',
        '--import',
        NODE_SYNC_STDIO,
        'main.js',
      ],
      env: () => ({ UV_THREADPOOL_SIZE: '2' }),
      // V8 reserves its heap, code range and per-isolate regions up front.
      addressSpaceExtraMb: 2048,
      rssSlackMb: 128,
      nproc: 64,
      timeFactor: 1.5,
      outOfMemory: /heap out of memory|std::bad_alloc|Allocation failed|Cannot allocate memory/,
    },
  },
  python: py('/usr/bin/pypy3', 'python', 768, 2),
  python3: py('/usr/bin/python3', 'python3', 128, 2.5),
  java: {
    id: 'java',
    sourceFile: 'Main.java',
    hostEtc: ['alternatives', 'java-17-openjdk'],
    toolchainFiles: [
      '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac',
      '/usr/lib/jvm/java-17-openjdk-amd64/lib/modules',
    ],
    version: {
      command: ['/usr/bin/javac', '-version'],
      pattern: /javac (\S+)/,
      format: (m) => `Java ${m[1]} (OpenJDK)`,
    },
    compile: {
      argv: [
        '/usr/bin/javac',
        ...jvmFlags(512, '8m').map((f) => `-J${f}`),
        '-encoding',
        'UTF-8',
        '-d',
        '.',
        'Main.java',
      ],
      env: {},
      limits: compileLimits(),
      artifacts: (n) => n.endsWith('.class'),
    },
    run: jvmRun('/box', 'Main'),
  },
  c: gcc({
    id: 'c',
    compiler: '/usr/bin/gcc',
    name: 'GCC',
    standard: 'C17',
    std: 'gnu17',
    libs: ['-lm'],
    limits: { timeMs: 20_000, addressSpaceMb: 1024 },
  }),
  cpp: gcc({
    id: 'cpp',
    compiler: '/usr/bin/g++',
    name: 'G++',
    standard: 'C++20',
    std: 'gnu++20',
    libs: [],
    limits: { timeMs: 30_000, addressSpaceMb: 1536 },
  }),
  csharp: {
    id: 'csharp',
    sourceFile: 'main.cs',
    hostEtc: ['mono'],
    toolchainFiles: ['/usr/lib/mono/4.5/mcs.exe', '/usr/bin/mono'],
    version: {
      command: ['/usr/bin/mcs', '--version'],
      pattern: /version (\d+\.\d+)(?:\.\d+)*/,
      format: (m) => `Mono C# ${m[1]} (C# 7)`,
    },
    compile: {
      argv: ['/usr/bin/mcs', '-optimize+', '-out:main.exe', 'main.cs'],
      env: { MONO_GC_PARAMS: 'max-heap-size=512m' },
      limits: compileLimits({ addressSpaceMb: 2048 }),
      artifacts: (n) => n === 'main.exe',
    },
    run: {
      argv: () => ['/usr/bin/mono', '/box/main.exe'],
      env: (mem) => ({ MONO_GC_PARAMS: `max-heap-size=${mem}m` }),
      addressSpaceExtraMb: 768,
      rssSlackMb: 96,
      nproc: 64,
      timeFactor: 1.5,
      outOfMemory: /OutOfMemoryException|Out of memory/i,
    },
  },
  go: {
    id: 'go',
    sourceFile: 'main.go',
    hostEtc: [],
    toolchainFiles: [`${GOROOT}/bin/go`, `${GOROOT}/pkg/tool/linux_amd64/compile`],
    version: {
      command: [`${GOROOT}/bin/go`, 'version'],
      pattern: /go(\d+\.\d+(?:\.\d+)?)/,
      format: (m) => `Go ${m[1]}`,
    },
    compile: {
      argv: [`${GOROOT}/bin/go`, 'build', '-o', 'main', 'main.go'],
      // The standard library from the read-only seed cache; the learner's package is compiled
      // fresh (the cache is not writable), so nothing is shared between builds.
      env: { ...GO_ENV, GOCACHE: '/opt/go-cache', GOPATH: '/tmp/gopath' },
      seed: goSeed(GOROOT, GO_ENV),
      limits: compileLimits(),
      artifacts: (n) => n === 'main',
    },
    run: nativeRun({
      env: () => ({ GOMAXPROCS: '2' }),
      // The Go runtime reserves ~700 MB of arena metadata at start.
      addressSpaceExtraMb: 1024,
      rssSlackMb: 16,
      outOfMemory: /out of memory/,
    }),
  },
  rust: {
    id: 'rust',
    sourceFile: 'main.rs',
    // rustc links with `cc`, an /etc/alternatives symlink to gcc.
    hostEtc: ['alternatives'],
    toolchainFiles: ['/usr/bin/rustc'],
    version: {
      command: ['/usr/bin/rustc', '--version'],
      pattern: /rustc (\d+\.\d+\.\d+)/,
      format: (m) => `Rust ${m[1]}`,
    },
    compile: {
      argv: [
        '/usr/bin/rustc',
        '-O',
        '--edition',
        '2021',
        '-C',
        'debuginfo=0',
        '-o',
        'main',
        'main.rs',
      ],
      env: {},
      limits: compileLimits({ timeMs: 30_000 }),
      artifacts: (n) => n === 'main',
    },
    run: nativeRun({ env: () => ({ RUST_BACKTRACE: '0' }) }),
  },
  kotlin: {
    id: 'kotlin',
    sourceFile: 'main.kt',
    hostEtc: ['alternatives', 'java-17-openjdk'],
    toolchainFiles: ['/usr/share/java/kotlin-compiler.jar', '/usr/share/java/kotlin-stdlib.jar'],
    version: {
      symlink: '/usr/share/java/kotlin-stdlib.jar',
      pattern: /kotlin-stdlib-(\d+\.\d+\.\d+)\.jar/,
      format: (m) => `Kotlin ${m[1]} (JVM 17)`,
    },
    compile: {
      argv: ['/usr/bin/kotlinc', 'main.kt', '-d', 'main.jar'],
      env: { JAVA_OPTS: jvmFlags(768, '8m').join(' ') },
      limits: compileLimits({ timeMs: 90_000, addressSpaceMb: 3072 }),
      artifacts: (n) => n === 'main.jar',
      noise:
        /^OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated.*\n?/gm,
    },
    run: jvmRun('/box/main.jar:/usr/share/java/kotlin-stdlib.jar', 'MainKt'),
  },
};

export function processEnv(extra: Record<string, string>): Record<string, string> {
  return { ...BASE_ENV, ...extra };
}

export { MB };
