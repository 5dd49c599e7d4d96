#!/usr/bin/env node
// Installs the offline speech engine when it is missing (npm ci runs this as postinstall). Always
// exits 0: a machine without apt-get or a C compiler still installs the project, and the
// recognizer then answers UNAVAILABLE with the advice printed here.
import { ensureSpeechEngine } from './speech-engine.mjs';

const result = ensureSpeechEngine();
if (result.ok) console.log(`speech engine ready: ${result.binary}`);
else console.warn(result.reason);
