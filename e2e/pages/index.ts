export { ConsolePage, SHOTS_DIR, type ScreenId } from './ConsolePage.js';
export { ConnectionsPage, type NewProfile } from './ConnectionsPage.js';
export { AuditPage } from './AuditPage.js';
