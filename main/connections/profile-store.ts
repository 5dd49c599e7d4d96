// Saved connection profiles, in `connections.json` under the console's user-data folder (through
// `conf`, the library electron-store wraps). Secrets are never part of a profile: they live in the
// SecretStore under the profile's ID.
import { randomUUID } from 'node:crypto';
import Conf from 'conf';
import { z } from 'zod';
import { EMBEDDED_PROFILE_ID, profileDraftSchema, type ProfileDraft } from '../../shared/domain/connections.js';

export const storedProfileSchema = profileDraftSchema.extend({ id: z.string().min(1) });
export type StoredProfile = z.infer<typeof storedProfileSchema>;

interface StoreShape {
  profiles: unknown[];
  currentId: string;
}

export class ProfileStore {
  private readonly conf: Conf<StoreShape>;

  constructor(dir: string) {
    this.conf = new Conf<StoreShape>({
      cwd: dir,
      configName: 'connections',
      projectName: 'vigil',
      defaults: { profiles: [], currentId: EMBEDDED_PROFILE_ID },
      accessPropertiesByDotNotation: false,
      clearInvalidConfig: false,
    });
  }

  /** Where the profiles are written (tests read it back). */
  get path(): string {
    return this.conf.path;
  }

  list(): StoredProfile[] {
    // An entry damaged by hand-editing is skipped rather than breaking the console.
    return this.conf.get('profiles').flatMap((p) => {
      const parsed = storedProfileSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
  }

  get(id: string): StoredProfile | undefined {
    return this.list().find((p) => p.id === id);
  }

  /** Creates (no id) or replaces a profile; returns it with its ID. */
  save(draft: ProfileDraft): StoredProfile {
    const id = draft.id ?? randomUUID();
    const profile = storedProfileSchema.parse({ ...draft, id });
    const others = this.list().filter((p) => p.id !== id);
    this.conf.set('profiles', [...others, profile]);
    return profile;
  }

  remove(id: string): boolean {
    const all = this.list();
    const rest = all.filter((p) => p.id !== id);
    if (rest.length === all.length) return false;
    this.conf.set('profiles', rest);
    if (this.currentId() === id) this.setCurrentId(EMBEDDED_PROFILE_ID);
    return true;
  }

  currentId(): string {
    return this.conf.get('currentId');
  }

  setCurrentId(id: string): void {
    this.conf.set('currentId', id);
  }
}
