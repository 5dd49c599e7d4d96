// Lint for every process. Besides the usual TypeScript rules it enforces the process boundaries:
// renderer/ and shared/ never reach Node, Electron or gRPC, and only the Electron shell
// (main/electron/) may import `electron` at all.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));

const electronOnlyInShell = {
  name: 'electron',
  message: 'Only the Electron shell (main/electron/) may import electron; pass what you need in as a dependency.',
};

// The console and the server meet only on the wire: main/ is a gRPC client of server/, which may
// run in another process or on another machine. What both need lives in wire/ (proto loading,
// typed service definitions, rich status, health, clock) or shared/ (names, policy).
const mainNotServer = {
  group: ['**/server/**', '!**/dist/server/**'],
  message: 'main/ talks to the server over gRPC only: use wire/ or shared/ for what both need (tests: testkit/).',
};
const serverNotMain = {
  group: ['**/main/**'],
  message: 'server/ knows nothing of the console: use wire/ or shared/ for what both need.',
};

const browserSafe = {
  paths: [
    { name: 'electron', message: 'renderer/ and shared/ run without Electron: talk to main through the IPC contract.' },
    ...nodeBuiltins.map((name) => ({
      name,
      message: 'renderer/ and shared/ run in a browser: Node built-ins are not available there.',
    })),
  ],
  patterns: [
    { group: ['node:*'], message: 'renderer/ and shared/ run in a browser: Node built-ins are not available there.' },
    { group: ['@grpc/*'], message: 'gRPC lives in main/ and server/; the renderer talks to main through IPC.' },
    { group: ['**/generated/proto/**'], message: 'Generated gRPC types belong to main/ and server/.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'generated/',
      'artifacts/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [electronOnlyInShell] }],
    },
  },
  {
    files: ['main/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInShell], patterns: [mainNotServer] }] },
  },
  {
    files: ['main/electron/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mainNotServer] }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInShell], patterns: [serverNotMain] }] },
  },
  {
    files: ['renderer/**', 'shared/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', browserSafe] },
  },
  {
    files: ['renderer/**/*.tsx', 'renderer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
