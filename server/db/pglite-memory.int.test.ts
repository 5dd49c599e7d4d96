// PGlite's memory setting: the shared buffers an environment variable asks for.
import { describe, expect, it } from 'vitest';
import { openDb, pgliteMemoryOptions } from './open.js';

describe('PGlite memory', () => {
  it('runs with the shared buffers VIGIL_PGLITE_SHARED_BUFFERS names, and PostgreSQL’s default without it', async () => {
    const small = await openWithBuffers('16MB');
    try {
      expect((await small.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe(
        '16MB',
      );
    } finally {
      await small.close();
    }
    const plain = await openWithBuffers(undefined);
    try {
      expect((await plain.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe(
        '128MB',
      );
    } finally {
      await plain.close();
    }
  });

  it('refuses a size it cannot pass on, naming the variable', () => {
    expect(() => pgliteMemoryOptions({ VIGIL_PGLITE_SHARED_BUFFERS: '16MB; DROP' })).toThrow(
      /VIGIL_PGLITE_SHARED_BUFFERS must be a size such as 16MB/,
    );
    expect(pgliteMemoryOptions({})).toEqual({});
  });
});

/** An in-memory database opened while VIGIL_PGLITE_SHARED_BUFFERS is `value` (or unset). */
async function openWithBuffers(value: string | undefined) {
  const before = process.env.VIGIL_PGLITE_SHARED_BUFFERS;
  if (value === undefined) delete process.env.VIGIL_PGLITE_SHARED_BUFFERS;
  else process.env.VIGIL_PGLITE_SHARED_BUFFERS = value;
  try {
    return await openDb({ skipMigrations: true });
  } finally {
    if (before === undefined) delete process.env.VIGIL_PGLITE_SHARED_BUFFERS;
    else process.env.VIGIL_PGLITE_SHARED_BUFFERS = before;
  }
}
