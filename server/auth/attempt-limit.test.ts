// The source a failure budget is kept for.
import { describe, expect, it } from 'vitest';
import { sourceOf } from './attempt-limit.js';

describe('sourceOf', () => {
  it.each([
    ['127.0.0.2', '127.0.0.2'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8::7', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s -> %s', (addr, want) => expect(sourceOf(addr)).toBe(want));
});
