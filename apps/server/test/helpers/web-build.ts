/**
 * A stand-in for the web build (`WEB_DIST`): a temporary folder holding the given files, by path
 * relative to it (folders made as needed). Tests of how the server sends the SPA use it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function fakeWebBuild(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'cc-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}
