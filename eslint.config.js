// Lint for every process. Besides the usual TypeScript rules it enforces the process boundaries:
// renderer/ and shared/ never reach Node, Electron or gRPC, and only the Electron shell
// (main/electron/) may import `electron` at all.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverLayersRule } from './scripts/server-layers.mjs';

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

// server/ in layers (scripts/server-layers.mjs): a base layer (util, db, rpc, json, http, grpc,
// blobs, auth, jobs) and areas on top that use each other through index.ts only.
const vigil = { rules: { 'server-layers': serverLayersRule } };
const serverTests = ['server/**/*.test.ts', 'server/**/*.testkit.ts'];

// SQL lives in *.store.ts files (and server/db/), so every statement an area runs is in one place
// per table: reviewable, and changeable with the migration beside it.
const sqlOnlyInStores = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
  message:
    'SQL belongs in a *.store.ts file (or server/db/): add a function there and call it, so each table has one place that queries it.',
};
// A handler never restates a limit: sizes are rows of shared/rpc/limits.ts (applied at dispatch and
// read by the console), other bounds are COUNT_LIMITS there, so the console and server agree.
const noHandlerLimits = {
  selector: 'VariableDeclarator[id.name=/^MAX_|_MAX$|^LIMIT_|_LIMIT$|_LIMITS$/]',
  message:
    'No limit constants in handlers: add a row to shared/rpc/limits.ts (FIELD_LIMITS or COUNT_LIMITS) and read it, so the console and the server enforce one number.',
};

// Every VIGIL_* variable is read through the one table (shared/env.ts) by server/util/env.ts
// (readVigilEnv at start, vigilSetting where a setting is read per use) or main's launch: never as
// process.env.VIGIL_X, which would skip the validation and --help's list.
const ENV_MESSAGE =
  'Read VIGIL_* variables through the one table: vigilSetting()/readVigilEnv() (server/util/env.ts) or parseVigilEnv() (shared/env.ts), and list a new one in shared/env.ts.';
const rawVigilEnv = [
  {
    selector:
      "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']:matches([property.name=/^VIGIL_/], [property.value=/^VIGIL_/])",
    message: ENV_MESSAGE,
  },
  {
    selector:
      "VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern > Property[key.name=/^VIGIL_/]",
    message: ENV_MESSAGE,
  },
];

// For linting text that is in no tsconfig (the lint's own tests lint made-up files): the same
// rules without the type-aware ones, which need the file in a project.
export const untypedOverride = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
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
  // Type-aware rules: a promise nobody awaits or handles is an error (mark a deliberate one with
  // `void`), and so is an async function where a caller expects a plain callback (its rejection
  // would go unhandled). The project service finds each file's tsconfig.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
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
    files: ['server/**/*.ts'],
    ignores: serverTests,
    plugins: { vigil },
    rules: { 'vigil/server-layers': 'error', 'no-restricted-syntax': ['error', sqlOnlyInStores, ...rawVigilEnv] },
  },
  {
    files: ['server/**/handlers/**/*.ts'],
    ignores: serverTests,
    rules: { 'no-restricted-syntax': ['error', sqlOnlyInStores, noHandlerLimits, ...rawVigilEnv] },
  },
  {
    files: ['server/**/*.store.ts', 'server/db/**'],
    ignores: serverTests,
    rules: { 'no-restricted-syntax': ['error', ...rawVigilEnv] },
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/**/*.test.ts', 'main/**/*.testkit.ts', 'main/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...rawVigilEnv] },
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
