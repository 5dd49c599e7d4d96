import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenBudget } from './scripts/first-screen-budget.js';

// The renderer is built once to dist/renderer and served by Electron (file://) or the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  // The build fails when the first screen's JS is over its budget (scripts/first-screen-budget.ts).
  plugins: [react(), firstScreenBudget()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Electron's Chromium and the browsers the browser host serves support <link rel=modulepreload>:
    // the polyfill would be shipped in the entry chunk for nothing.
    modulePreload: { polyfill: false },
  },
});
