import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is built once to dist/renderer and served by Electron (file://) or the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
