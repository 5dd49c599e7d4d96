import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenBudget } from './scripts/first-screen-budget.js';

// The renderer is built once to dist/renderer and served by Electron (file://) or the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [
    react(),
    // The build fails when the first screen's JS is over its budget (scripts/first-screen-budget.ts):
    // the shell and what the first screen, the engagements queue, shows.
    firstScreenBudget(
      ['screens/engagements/EngagementsScreen.tsx', 'screens/engagements/RiskHistogram.tsx'].map((m) =>
        path.resolve(import.meta.dirname, 'renderer/src', m),
      ),
    ),
  ],
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
