// The dialog runtime (nuance.dlg.v1.DialogService, seed 002): Mix dialog projects deployed by
// `projects deploy` (project.ts), run turn by turn by engine.ts over flow.ts, with server-side data
// access through backend.ts, sessions and projects stored by dialog.store.ts, and event-log records
// written by event-log.ts.
export { dialogService, type DialogDeps } from './service.js';
export { Backend, backendOptionsFromEnv } from './backend.js';
export { deployProject, readExport, ProjectError, dialogUrn, type DeployResult } from './project.js';
export { listProjects, sweepExpiredSessions } from './dialog.store.js';
export { DEMO_DIALOG_URN, deployDemoProject } from './demo.js';
export { listDialogProjects, getDialogProject, type ProjectsBrowseDeps } from './browse-projects.js';
