// Bundle entry for Electron's main process (dist/electron/main.cjs).
import * as electron from 'electron';
import { defaultPaths, startShell } from './shell.js';

startShell(electron, defaultPaths(__dirname));
