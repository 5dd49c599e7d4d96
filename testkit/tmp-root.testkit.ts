// The run's temp root (global-setup.testkit.ts makes it, leak-guard.testkit.ts gives each test file
// a folder in it). A module of its own: the leak guard is loaded by every node test file, and
// importing the global setup would load PGlite and the database layer into each of them.

/** Where the run's temp root is, for the test workers (also provided as inject('testTmpRoot')). */
export const TEST_TMP_ROOT_ENV = 'VIGIL_TEST_TMP_ROOT';
