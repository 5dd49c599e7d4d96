// The names of the events main pushes to the renderer, as the IPC contract says, without its zod
// schemas (the renderer's transport subscribes to each). Kept equal by event-names.test.ts.
import type { EventName } from './contract.js';

/** Every event main pushes to the renderer, as contract.ts's EVENT_NAMES. */
export const EVENT_NAMES: readonly EventName[] = [
  'embedded.state',
  'connections.changed',
  'job.progress',
  'eventlog.records',
  'configsets.replayProgress',
  'app.command',
];
