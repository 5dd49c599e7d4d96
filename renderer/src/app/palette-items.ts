// What the command palette offers for the typed text: UUIDs open an engagement, voiceprint or
// media segment; other text opens a configset by ID or looks up an external engagement ID.
import { hrefOf } from './route.js';

export interface PaletteItem {
  id: string;
  kind: string;
  label: string;
  href: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_PREFIX = /^[0-9a-f]{4,}(-[0-9a-f-]*)?$/i;

export function paletteItems(text: string, screens: readonly { id: string; label: string }[]): PaletteItem[] {
  const t = text.trim();
  const byId = (area: string, kind: string): PaletteItem => ({
    id: `${area}:${t}`,
    kind,
    label: t,
    href: hrefOf(area, t),
  });
  const screenItems = screens
    .filter((s) => !t || s.label.toLowerCase().includes(t.toLowerCase()))
    .map((s) => ({ id: `screen:${s.id}`, kind: 'Go to', label: s.label, href: hrefOf(s.id) }));
  if (!t) return screenItems;
  const ids: PaletteItem[] = [];
  if (UUID.test(t) || UUID_PREFIX.test(t)) {
    ids.push(byId('engagements', 'Engagement'), byId('voiceprints', 'Voiceprint'), byId('media', 'Media segment'));
  }
  if (!UUID.test(t)) {
    ids.push(byId('configsets', 'Configset'), {
      id: `lookup:${t}`,
      kind: 'External ID',
      label: t,
      href: hrefOf('engagements', 'lookup', t),
    });
  }
  return [...screenItems, ...ids];
}
