// `npm run abuse`: the long version of the abuse suite (server/abuse/). Each worst allowed request
// is sent VIGIL_ABUSE_SCALE times at once (default here 4; `npm test` runs it once), and the audio
// download case uses an hour of audio instead of ten minutes.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, VIGIL_ABUSE_SCALE: process.env.VIGIL_ABUSE_SCALE ?? '4' };
const r = spawnSync('npx', ['vitest', 'run', 'server/abuse/', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
process.exit(r.status ?? 1);
