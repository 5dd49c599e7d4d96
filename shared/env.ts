// Every VIGIL_* environment variable, in one table: what it is, what values it takes, and the one
// parser that reads them (parseVigilEnv). The server validates its environment with it at start
// (server/util/env.ts), refusing a bad value with an error that names the variable; `--help` and the
// README list this table. Pure (the caller passes process.env), so the console's main can use it too.

export type EnvKind = 'string' | 'path' | 'flag' | 'int' | 'port' | 'size' | 'url' | 'level' | 'secret';

export interface EnvVar {
  kind: EnvKind;
  /** For people: what it does (and its default). */
  about: string;
  /** Who reads it. */
  by: 'server' | 'console' | 'scripts';
  min?: number;
  max?: number;
}

export const VIGIL_ENV = {
  VIGIL_DATA_DIR: { kind: 'path', by: 'server', about: 'the data folder (default .vigil-data); --data-dir wins' },
  VIGIL_HOST: { kind: 'string', by: 'server', about: 'the address to listen on (default 127.0.0.1); --host wins' },
  VIGIL_GRPC_PORT: {
    kind: 'port',
    by: 'server',
    about: 'the gRPC port (default 50051; HTTP is the next); --port wins',
  },
  VIGIL_TLS_CERT: { kind: 'path', by: 'server', about: 'TLS certificate (PEM), with VIGIL_TLS_KEY' },
  VIGIL_TLS_KEY: { kind: 'path', by: 'server', about: 'TLS private key (PEM), with VIGIL_TLS_CERT' },
  VIGIL_LOG_LEVEL: { kind: 'level', by: 'server', about: 'debug, info (default), warn, error or silent' },
  VIGIL_BLOB_URL: {
    kind: 'url',
    by: 'server',
    about: 'where audio and reports go: s3://bucket/prefix (default: database or data folder)',
  },
  VIGIL_KEY_ENCRYPTION_KEY: {
    kind: 'secret',
    by: 'server',
    about: 'the key that encrypts signing keys and client secrets at rest (never logged)',
  },
  VIGIL_STREAM_IDLE_MS: { kind: 'int', by: 'server', min: 1, about: 'a stream with no message for this long is ended' },
  VIGIL_STREAM_MAX_MS: { kind: 'int', by: 'server', min: 1, about: 'the longest a stream may last' },
  VIGIL_TTS_SYNTHESES: { kind: 'int', by: 'server', min: 1, about: 'speech syntheses at once (default 16)' },
  VIGIL_TTS_SYNTHESES_PER_APP: {
    kind: 'int',
    by: 'server',
    min: 1,
    about: 'speech syntheses at once per app (default 4)',
  },
  VIGIL_TTS_ENGINES: { kind: 'int', by: 'server', min: 1, about: 'speech engine instances (default 2)' },
  VIGIL_TTS_SLOW_READER_MS: {
    kind: 'int',
    by: 'server',
    min: 1,
    about: 'a synthesis whose reader stalls this long is ended',
  },
  VIGIL_SPEECH_CACHE: { kind: 'path', by: 'server', about: 'cache folder of the demo data’s synthesised speech' },
  VIGIL_DLG_LAB_BACKENDS: {
    kind: 'flag',
    by: 'server',
    about: '1: dialog data access may call plain-http loopback backends (lab only)',
  },
  VIGIL_DLG_FETCH_TIMEOUT_MS: { kind: 'int', by: 'server', min: 1, about: 'dialog data access: default fetch timeout' },
  VIGIL_DLG_CONNECT_TIMEOUT_MS: {
    kind: 'int',
    by: 'server',
    min: 1,
    about: 'dialog data access: default connect timeout',
  },
  VIGIL_DB_PREPARE: { kind: 'flag', by: 'server', about: '0: no prepared statements (default 1)' },
  VIGIL_DB_TURN: {
    kind: 'int',
    by: 'server',
    min: 1,
    about: 'PGlite: queries one caller runs before others get a turn (default 16)',
  },
  VIGIL_DB_READ_CACHE: { kind: 'flag', by: 'server', about: '0: no read cache over PGlite (default 1)' },
  VIGIL_PG_POOL: { kind: 'int', by: 'server', min: 1, max: 1000, about: 'PostgreSQL connections (default 10)' },
  VIGIL_PGLITE_SHARED_BUFFERS: {
    kind: 'size',
    by: 'server',
    about: 'PGlite shared_buffers, e.g. 16MB (the console’s embedded server sets it)',
  },
  VIGIL_PGLITE_CREATE_OFF_THREAD: {
    kind: 'flag',
    by: 'server',
    about: '1: create a new PGlite database off the main thread',
  },
  VIGIL_PGLITE_CLUSTER_TEMPLATE: {
    kind: 'path',
    by: 'server',
    about: 'tests: the cluster template new PGlite folders start from when run from source (a build has its own)',
  },
  VIGIL_PGLITE_TEMPLATE_DIR: {
    kind: 'path',
    by: 'server',
    about: 'where the PGlite template database is kept (default: the temp folder)',
  },
  VIGIL_MIGRATIONS_DIR: { kind: 'path', by: 'server', about: 'the SQL migrations folder (bundles set it)' },
  VIGIL_PROTOS_DIR: { kind: 'path', by: 'server', about: 'the .proto files folder (bundles set it)' },
  VIGIL_STATUS_JOB_LEASE_SECONDS: { kind: 'int', by: 'server', min: 1, about: 'status-report jobs: lease of a worker' },
  VIGIL_STATUS_JOB_BATCH_SIZE: { kind: 'int', by: 'server', min: 1, about: 'status-report jobs: rows per batch' },
  VIGIL_ERASURE_LEASE_SECONDS: { kind: 'int', by: 'server', min: 1, about: 'erasure jobs: lease of a worker' },
  VIGIL_ERASURE_BATCH_SIZE: { kind: 'int', by: 'server', min: 1, about: 'erasure jobs: rows per batch' },
  VIGIL_TRANSCRIPT_LEASE_SECONDS: { kind: 'int', by: 'server', min: 1, about: 'transcript jobs: lease of a worker' },
  VIGIL_TRANSCRIPT_BATCH_SIZE: { kind: 'int', by: 'server', min: 1, about: 'transcript jobs: items per batch' },
  VIGIL_WASM_LIFTOFF_ONLY: {
    kind: 'flag',
    by: 'server',
    about: '1: WASM with the baseline compiler only (the embedded server sets it)',
  },
  VIGIL_HOME: { kind: 'path', by: 'console', about: 'the browser host’s folder (default ~/.vigil-console)' },
  VIGIL_TEST_HOOKS: { kind: 'flag', by: 'console', about: '1: test-only hooks (end-to-end tests; never in a release)' },
  VIGIL_SPEECH_ENGINE_DIR: { kind: 'path', by: 'scripts', about: 'where the speech engine is installed' },
  VIGIL_ABUSE_SCALE: { kind: 'int', by: 'scripts', min: 1, about: 'npm run abuse: load multiplier (default 4)' },
  VIGIL_LAUNCH_TRACE: {
    kind: 'path',
    by: 'scripts',
    about: 'benches: a file every process of a console launch appends its timeline marks to',
  },
  VIGIL_BENCH_SECONDS: { kind: 'int', by: 'scripts', min: 1, about: 'npm run bench: seconds per measurement' },
  VIGIL_CHROMIUM: { kind: 'path', by: 'scripts', about: 'end-to-end tests: a Chromium binary to use' },
  VIGIL_TEST_PG_ADMIN_URL: { kind: 'url', by: 'scripts', about: 'tests: a PostgreSQL cluster to use' },
  VIGIL_TEST_TMP_ROOT: { kind: 'path', by: 'scripts', about: 'tests: where their temporary folders go' },
  VIGIL_FUZZ_CASES: { kind: 'int', by: 'scripts', min: 1, about: 'fuzz tests: cases per run' },
  VIGIL_FUZZ_SEED: { kind: 'string', by: 'scripts', about: 'fuzz tests: the seed' },
} as const satisfies Record<string, EnvVar>;

export type VigilEnvName = keyof typeof VIGIL_ENV;
type ValueOf<K extends EnvKind> = K extends 'flag' ? boolean : K extends 'int' | 'port' ? number : string;
/** The parsed variables: flags as booleans, numbers as numbers, the rest as text. */
export type VigilEnv = { [N in VigilEnvName]?: ValueOf<(typeof VIGIL_ENV)[N]['kind']> } & Record<string, unknown>;

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'];

/** Why the value is wrong for the variable, or undefined when it is fine. */
function problem(v: EnvVar, raw: string): string | undefined {
  const value = raw.trim();
  switch (v.kind) {
    case 'flag':
      return value === '0' || value === '1' ? undefined : 'must be 0 or 1';
    case 'int':
    case 'port': {
      const min = v.kind === 'port' ? 0 : (v.min ?? 0);
      const max = v.kind === 'port' ? 65535 : (v.max ?? Number.MAX_SAFE_INTEGER);
      const n = Number(value);
      return /^\d+$/.test(value) && n >= min && n <= max
        ? undefined
        : `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`;
    }
    case 'size':
      return /^\d{1,7}(kB|MB|GB)$/.test(value) ? undefined : 'must be a size such as 16MB';
    case 'level':
      return LEVELS.includes(value) ? undefined : `must be one of ${LEVELS.join(', ')}`;
    case 'url':
      return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value) ? undefined : 'must be a URL such as s3://bucket/prefix';
    default:
      return value ? undefined : 'must not be empty';
  }
}

/** Families of variables named by a prefix: a dialog export's backend aliases, the benches' knobs. */
const PREFIXES: [string, EnvVar][] = [
  ['VIGIL_DLG_ALIAS_', { kind: 'url', by: 'server', about: 'dialog data access: the URL of backend alias <ALIAS>' }],
  ['VIGIL_BENCH_', { kind: 'string', by: 'scripts', about: 'bench settings' }],
];

/**
 * The VIGIL_* variables of `env`, parsed: an error per bad value (naming the variable, never
 * echoing a secret's value), a warning per VIGIL_* name the table does not know (a typo would
 * otherwise pass unseen).
 */
export function parseVigilEnv(env: Record<string, string | undefined>): {
  values: VigilEnv;
  errors: string[];
  warnings: string[];
} {
  const values: VigilEnv = {};
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    // Empty is unset (`VIGIL_X= cmd`), as the modules reading them always took it.
    if (!name.startsWith('VIGIL_') || raw === undefined || raw === '') continue;
    const spec =
      (VIGIL_ENV as Record<string, EnvVar>)[name] ?? PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1];
    if (!spec) {
      warnings.push(`${name} is not a Vigil setting and is ignored (--help lists them)`);
      continue;
    }
    const why = problem(spec, raw);
    if (why) {
      errors.push(`${name} ${why}${spec.kind === 'secret' ? '' : ` (got "${raw}")`}`);
      continue;
    }
    const v = raw.trim();
    (values as Record<string, unknown>)[name] =
      spec.kind === 'flag' ? v === '1' : spec.kind === 'int' || spec.kind === 'port' ? Number(v) : v;
  }
  return { values, errors, warnings };
}

/** The table as --help prints it, for the variables `by` reads. */
export function envHelp(by: EnvVar['by'][] = ['server']): string {
  const rows = Object.entries(VIGIL_ENV as Record<string, EnvVar>).filter(([, v]) => by.includes(v.by));
  const width = Math.max(...rows.map(([n]) => n.length));
  const prefixed = PREFIXES.filter(([, v]) => by.includes(v.by)).map(([p, v]) => [`${p}*`, v] as const);
  return [...rows, ...prefixed].map(([n, v]) => `  ${n.padEnd(width)}  ${v.about}`).join('\n');
}
