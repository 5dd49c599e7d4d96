// Which test files get a fresh module graph of their own (vitest.config.ts). Unit tests share
// their worker's modules (vitest's isolate: false): loading every module again for each file was
// about half of their CPU. A file that replaces a module (vi.mock, vi.doMock) cannot share: the
// module it replaces may already be loaded, for good, by a file before it in the same worker, so
// those files are listed here and run isolated (testkit/isolation.test.ts keeps the list whole).
// Integration tests (`*.int.test.ts`) and the timing-sensitive files always run isolated.

/** Unit test files that replace a module with vi.mock or vi.doMock. */
export const MOCKING_FILES = [
  'renderer/src/screens/engagements/DetailView.test.tsx',
  'renderer/src/screens/media/MediaScreen.test.tsx',
];

/** Whether a test file's source replaces a module (what MOCKING_FILES must list). */
export function replacesModules(source: string): boolean {
  return /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(source);
}
