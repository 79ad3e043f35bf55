import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file in a new VM context with its own jsdom and modules, as isolated as before; the
    // worker thread keeps what does not belong to a file (the jsdom package, the compiled code of
    // React, the router and the editor) instead of loading it again for each file (decision 056:
    // 73-78 s to 29-30 s for this project alone).
    pool: 'vmThreads',
    // As the root config's projects (this file does not inherit it): with one worker, its files
    // would run as a group of their own, one at a time, with the second core idle.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
