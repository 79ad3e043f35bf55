import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file in a new VM context with its own jsdom and modules; the files of a worker thread
    // share `process`, Node's built-ins and the host fetch/URL/Abort objects, and the worker keeps
    // what belongs to no file (the jsdom package, the compiled code of React, the router and the
    // editor) instead of loading it again for each file (decision 056: 73-78 s to 29-30 s for
    // this project alone).
    pool: 'vmThreads',
    // Must equal the root config's maxWorkers (this file does not inherit it), or a whole
    // `vitest run` refuses to start: its files share one group and one pool with the others.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
