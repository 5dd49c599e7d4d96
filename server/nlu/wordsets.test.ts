// Compiling a wordset: the canonical form stored and fingerprinted, and the size limits.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeWordset, wordsetChecksum, wordsetLimitProblems, WORDSET_LIMITS } from './wordsets.js';
import { parseWordsetUrn, wordsetUrn } from './urn.js';

describe('normalizeWordset', () => {
  it('trims, merges entries with the same literal (any case), and drops spoken forms that repeat the literal', async () => {
    expect(
      await normalizeWordset({
        PAYEE: [
          { literal: ' Adaeze Okonkwo ', spoken: ['adaeze okonkwo', ' miss okonkwo'] },
          { literal: 'ADAEZE OKONKWO', spoken: ['adaeze', 'miss okonkwo', ''] },
          { literal: 'Zofia' },
        ],
      }),
    ).toEqual({
      PAYEE: [{ literal: 'Adaeze Okonkwo', spoken: ['miss okonkwo', 'adaeze'] }, { literal: 'Zofia' }],
    });
  });

  it('fingerprints content and model, not the order entities were written in', async () => {
    const a = await normalizeWordset({ B: [{ literal: 'x' }], A: [{ literal: 'y' }] });
    const b = await normalizeWordset({ A: [{ literal: 'y' }], B: [{ literal: 'x' }] });
    expect(await wordsetChecksum(a, 'm1')).toBe(await wordsetChecksum(b, 'm1'));
    expect(await wordsetChecksum(a, 'm1')).not.toBe(await wordsetChecksum(a, 'm2'));
    const z = await normalizeWordset({ A: [{ literal: 'z' }] });
    expect(await wordsetChecksum(a, 'm1')).not.toBe(await wordsetChecksum(z, 'm1'));
  });

  it('hashes entry by entry to the digest of the whole JSON text (stored checksums stay valid)', async () => {
    const ws = await normalizeWordset({
      B: [{ literal: 'x', spoken: ['ex'] }, { literal: '"q"' }],
      A: [{ literal: 'y' }],
    });
    const whole = createHash('sha256')
      .update(JSON.stringify(['m1', ws]))
      .digest('hex');
    expect(await wordsetChecksum(ws, 'm1')).toBe(whole);
  });
});

describe('wordsetLimitProblems', () => {
  it('names the entity and entry over a limit', () => {
    expect(wordsetLimitProblems({})).toEqual(['must name at least one entity']);
    expect(wordsetLimitProblems({ PAYEE: [] })).toEqual(['entity PAYEE has no entries']);
    const long = 'x'.repeat(WORDSET_LIMITS.termChars + 1);
    expect(wordsetLimitProblems({ PAYEE: [{ literal: 'ok' }, { literal: long }] })).toEqual([
      `PAYEE[1].literal must be at most ${WORDSET_LIMITS.termChars} characters`,
    ]);
    const many = Array.from({ length: WORDSET_LIMITS.terms + 1 }, (_, i) => ({ literal: `p${i}` }));
    expect(wordsetLimitProblems({ PAYEE: many })).toEqual([
      `must have at most ${WORDSET_LIMITS.terms} entries (got 50001)`,
    ]);
  });
});

describe('wordset URNs (seed 000 section 2.3)', () => {
  it('reads and writes the application-level form for the interpretation service tag', () => {
    const urn = wordsetUrn('banking', 'payees', 'eng-USA');
    expect(urn).toBe('urn:nuance-mix:tag:wordset:lang/banking/payees/eng-USA/mix.nlu');
    expect(parseWordsetUrn(urn)).toEqual({ contextTag: 'banking', name: 'payees', language: 'eng-USA' });
    for (const bad of [
      'urn:nuance-mix:tag:wordset:lang/banking/payees/eng-USA/mix.asr',
      'urn:nuance-mix:tag:wordset:lang/banking/payees/en-US/mix.nlu',
      'urn:nuance-mix:tag:wordset:lang/banking/eng-USA/mix.nlu',
      'urn:nuance-mix:tag:model/banking/mix.nlu?=language=eng-USA',
    ])
      expect(parseWordsetUrn(bad)).toBeUndefined();
  });
});
