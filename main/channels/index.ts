// Every domain channel main offers, one list per screen area.
import type { ChannelDefinition } from '../ipc/define-channel.js';
import { callerIdChannelDefs } from './callerid.channels.js';
import { configsetsChannelDefs } from './configsets.channels.js';
import { replayChannelDefs } from './configsets.replay.js';
import { engagementsChannelDefs } from './engagements.channels.js';
import { eventlogChannelDefs } from './eventlog.channels.js';
import { explanationsChannelDefs } from './explanations.channels.js';
import { fraudChannelDefs } from './fraud.channels.js';
import { mediaChannelDefs } from './media.channels.js';
import { modelsChannelDefs } from './models.channels.js';
import { dialogsChannelDefs } from './dialogs.channels.js';
import { peopleChannelDefs } from './people.channels.js';
import { voiceprintsChannelDefs } from './voiceprints.channels.js';

export const DOMAIN_CHANNEL_DEFS: readonly ChannelDefinition[] = [
  ...engagementsChannelDefs,
  ...explanationsChannelDefs,
  ...voiceprintsChannelDefs,
  ...configsetsChannelDefs,
  ...replayChannelDefs,
  ...callerIdChannelDefs,
  ...mediaChannelDefs,
  ...eventlogChannelDefs,
  ...peopleChannelDefs,
  ...fraudChannelDefs,
  ...modelsChannelDefs,
  ...dialogsChannelDefs,
];
