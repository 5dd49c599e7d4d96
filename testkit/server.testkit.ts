// What the console's integration tests (main/**/*.int.test.ts) need from the reference server,
// in one place: main/ itself never imports server/ (eslint.config.js), its tests reach a real
// server through here and testkit/console-harness.testkit.ts.
export type { RunningServer } from '../server/app.js';
export { DEMO_SCOPE_ID, type DemoClient } from '../server/demo/index.js';
export { resolveEffectiveConfig } from '../server/configsets/resolver.store.js';
export { recordVoiceFactor } from '../server/decisions/voice.js';
export { invite } from '../server/callerid/sip.testkit.js';
