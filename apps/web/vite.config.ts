import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-precompress';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Signed-in pages, the code editor and charts are reached only through React.lazy(), so the
    // bundler puts them in their own chunks; the landing page loads just the shell.
    rolldownOptions: {
      // boot.ts: the prerendered public pages' only script, which loads the app after paint
      // (scripts/prerender.mjs, docs/decisions/027).
      input: {
        index: join(import.meta.dirname, 'index.html'),
        boot: join(import.meta.dirname, 'src/boot.ts'),
      },
    },
  },
});
