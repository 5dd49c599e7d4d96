// The console's screens, in navigation order. Each is loaded when first opened, except the first
// screen (the engagements queue), which comes with the shell: its code and the shared components it
// uses are then one file the browser fetches and compresses once, instead of a dozen small chunks
// fetched after the shell (see scripts/first-screen-budget.ts for the budget this keeps).
import { lazy, type ComponentType } from 'react';
import EngagementsScreen from './engagements/EngagementsScreen.js';

export interface ScreenDef {
  id: string;
  label: string;
  /** Who the screen is mainly for, shown as a hint in the navigation. */
  audience: string;
  component: ComponentType<{ params: string[] }>;
}

export const SCREENS: readonly ScreenDef[] = [
  {
    id: 'engagements',
    label: 'Engagements',
    audience: 'fraud analysts',
    component: EngagementsScreen,
  },
  {
    id: 'voiceprints',
    label: 'Voiceprints',
    audience: 'support',
    component: lazy(() => import('./voiceprints/VoiceprintsScreen')),
  },
  {
    id: 'configsets',
    label: 'Configsets',
    audience: 'admins',
    component: lazy(() => import('./configsets/ConfigsetsScreen')),
  },
  { id: 'media', label: 'Media', audience: 'fraud analysts', component: lazy(() => import('./media/MediaScreen')) },
  {
    id: 'callerid',
    label: 'Caller ID',
    audience: 'fraud analysts',
    component: lazy(() => import('./callerid/CallerIdScreen')),
  },
  { id: 'people', label: 'People', audience: 'support', component: lazy(() => import('./people/PeopleScreen')) },
  {
    id: 'fraudsters',
    label: 'Fraudsters',
    audience: 'fraud analysts',
    component: lazy(() => import('./fraudsters/FraudstersScreen')),
  },
  {
    id: 'models',
    label: 'Models',
    audience: 'admins, fraud analysts',
    component: lazy(() => import('./models/ModelsScreen')),
  },
  {
    id: 'dialogs',
    label: 'Dialogs',
    audience: 'admins, fraud analysts',
    component: lazy(() => import('./dialogs/DialogsScreen')),
  },
  {
    id: 'connections',
    label: 'Connections',
    audience: 'everyone',
    component: lazy(() => import('./connections/ConnectionsScreen')),
  },
  {
    id: 'eventlog',
    label: 'Event log',
    audience: 'admins, support',
    component: lazy(() => import('./eventlog/EventLogScreen')),
  },
  { id: 'audit', label: 'Audit log', audience: 'everyone', component: lazy(() => import('./audit/AuditScreen')) },
];

export const DEFAULT_SCREEN = 'engagements';
