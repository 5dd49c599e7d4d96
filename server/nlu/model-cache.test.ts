import { describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { ModelCache } from './models.store.js';

describe('ModelCache', () => {
  it('sends one version check for many calls that arrive while it runs', async () => {
    const sent: string[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const db = {
      async query(sql: string) {
        sent.push(sql);
        await answered;
        return { rows: [], rowCount: 0 };
      },
    } as unknown as Db;
    const cache = new ModelCache(db);
    const calls = Array.from({ length: 16 }, () => cache.get('app', 'urn:model'));
    answer();
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 16 }, () => undefined));
    expect(sent).toHaveLength(1);
    // Once answered, the next call checks again (a missing model is not kept).
    await cache.get('app', 'urn:model');
    expect(sent).toHaveLength(2);
  });
});
