/**
 * The compiled server (docs/decisions/011-compiled-server.md): `npm run build -w @app/server`
 * bundles it into dist/server.js, which starts under plain Node (no tsx) and answers /api/health.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'cc-compiled-'));
let child: ChildProcess | undefined;

/** The address from Fastify's "Server listening at" log line. */
function listeningUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    server.once('exit', (code) =>
      reject(new Error(`the compiled server exited (${code}) before listening:\n${out}`)),
    );
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it(
    'builds, starts with plain node and answers /api/health, then stops on SIGTERM',
    { timeout: 60_000 },
    async () => {
      await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR });
      const bundle = readFileSync(join(SERVER_DIR, 'dist/server.js'), 'utf8');
      expect(bundle).not.toMatch(/from ["']@app\//); // the workspace packages (TypeScript) are inside
      expect(bundle).toMatch(/\/\/# sourceMappingURL=server\.js\.map/);

      child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          RATE_LIMIT: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = await listeningUrl(child);
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });

      const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});
