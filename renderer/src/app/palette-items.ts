// What the command palette offers for the typed text. A whole UUID opens an engagement, voiceprint
// or media segment by its gk ID; other text is searched as the start of the IDs people use (a
// voiceprint owner's customer ID, an engagement's external ID, a configset ID; see palette-search.ts),
// and can still be looked up as an exact external engagement ID. Text that cannot be any ID gets a
// hint saying what to type, never a page that answers INVALID_ARGUMENT.
import type { VoiceprintSummary } from '../../../shared/domain/voiceprints';
import type { Engagement } from '../../../shared/domain/engagements';
import { hrefOf } from './route.js';

export interface PaletteItem {
  id: string;
  kind: string;
  label: string;
  /** A short second line (owner type, tag, lock state…). */
  detail?: string;
  /** Where it goes; or `run` for a command (palette-commands.ts). */
  href?: string;
  run?: () => void;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The start of a UUID as people paste it: hex, maybe with dashes, not yet whole. */
const UUID_PART = /^[0-9a-f]{4,}(-[0-9a-f-]*)?$/i;
/** Characters no ID the palette searches can hold. */
const NOT_AN_ID = /[\s<>"'`{}|\\^]/;

/** The palette's hint for the text (what to type), or undefined when the text can be searched as is. */
export function paletteHint(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (UUID_PART.test(t) && !UUID.test(t))
    return `A Gatekeeper ID is a whole UUID (36 characters, like 3f2a9c1e-0b7d-4c55-9a1e-5d8f2b6c7a10). Type all of it, or a customer ID or an engagement's external ID.`;
  if (NOT_AN_ID.test(t))
    return `IDs hold no spaces or quotes. Type an engagement or voiceprint ID (a UUID like 3f2a9c1e-…), a customer ID (e.g. cust-00042) or an engagement's external ID.`;
  return undefined;
}

/** Whether the text is worth searching as the start of an external ID (not a whole UUID, not a bad one). */
export const searchable = (text: string): boolean => {
  const t = text.trim();
  return t.length >= 2 && !UUID.test(t) && !NOT_AN_ID.test(t);
};

/** What the server found for the text (palette-search.ts). */
export interface PaletteFound {
  voiceprints: readonly VoiceprintSummary[];
  engagements: readonly Engagement[];
  configsets: readonly string[];
}

export const NOTHING_FOUND: PaletteFound = { voiceprints: [], engagements: [], configsets: [] };

const lockText = (p: VoiceprintSummary) =>
  p.lock.locked ? (p.lock.kind === 'automatic' ? 'locked (automatic)' : 'locked') : 'unlocked';

export function paletteItems(
  text: string,
  screens: readonly { id: string; label: string }[],
  found: PaletteFound = NOTHING_FOUND,
): PaletteItem[] {
  const t = text.trim();
  const screenItems = screens
    .filter((s) => !t || s.label.toLowerCase().includes(t.toLowerCase()))
    .map((s) => ({ id: `screen:${s.id}`, kind: 'Go to', label: s.label, href: hrefOf(s.id) }));
  if (!t) return screenItems;
  if (UUID.test(t)) {
    const byId = (area: string, kind: string): PaletteItem => ({
      id: `${area}:${t}`,
      kind,
      label: t,
      href: hrefOf(area, t),
    });
    return [
      ...screenItems,
      byId('engagements', 'Engagement'),
      byId('voiceprints', 'Voiceprint'),
      byId('media', 'Media segment'),
    ];
  }
  const people = new Set<string>();
  const items: PaletteItem[] = [...screenItems];
  for (const p of found.voiceprints) {
    const owner = p.ownerExternalId ?? p.gkOwnerId;
    items.push({
      id: `voiceprints:${p.gkVoiceprintProfileId}`,
      kind: 'Voiceprint',
      label: owner,
      detail: `${p.ownerType === 'OWNER_TYPE_FRAUDSTER' ? 'fraudster' : 'customer'} · ${p.tag} · ${lockText(p)}`,
      href: hrefOf('voiceprints', p.gkVoiceprintProfileId),
    });
    if (p.ownerType === 'OWNER_TYPE_PERSON' && p.ownerExternalId) people.add(p.ownerExternalId);
  }
  for (const e of found.engagements)
    items.push({
      id: `engagements:${e.gkEngagementId}`,
      kind: 'Engagement',
      label: e.engagementId ?? e.gkEngagementId,
      ...(e.riskInfo?.decision ? { detail: e.riskInfo.decision.replace(/^DECISION_/, '').toLowerCase() } : {}),
      href: hrefOf('engagements', e.gkEngagementId),
    });
  for (const personId of [...people].slice(0, 3))
    items.push({ id: `people:${personId}`, kind: 'Person', label: personId, href: hrefOf('people', personId) });
  for (const c of found.configsets)
    items.push({ id: `configsets:${c}`, kind: 'Configset', label: c, href: hrefOf('configsets', c) });
  if (!paletteHint(t))
    items.push({
      id: `lookup:${t}`,
      kind: 'External ID',
      label: t,
      detail: 'look up this exact engagement ID',
      href: hrefOf('engagements', 'lookup', t),
    });
  return items;
}
