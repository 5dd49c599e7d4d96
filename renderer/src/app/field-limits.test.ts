import { describe, expect, it } from 'vitest';
import { contract } from '../../../shared/ipc/contract';
import { maxLengthOf, tooLong } from './field-limits';

describe('maxLengthOf', () => {
  it('reads the limit through optional() from the contract, and none where the contract sets none', () => {
    const description = (
      contract['engagements.setVerdict'].request as unknown as {
        shape: { description: { unwrap(): { maxLength: number } } };
      }
    ).shape.description.unwrap().maxLength;
    expect(maxLengthOf('engagements.setVerdict', 'description')).toBe(description);
    expect(maxLengthOf('engagements.setVerdict', 'resetEnrollmentsOnFraud')).toBeUndefined();
    expect(maxLengthOf('engagements.setVerdict', 'noSuchField')).toBeUndefined();
  });

  it('says how long the text is against the limit only when it is over', () => {
    expect(tooLong('abc', 3)).toBeUndefined();
    expect(tooLong('abcd', 3)).toBe('at most 3 characters (4 typed)');
    expect(tooLong('x'.repeat(5000), undefined)).toBeUndefined();
  });
});
