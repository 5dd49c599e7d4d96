// Which listen addresses count as loopback (plaintext allowed) and which need TLS.
import { describe, expect, it } from 'vitest';
import { isLoopback, startServer } from './app.js';
import { silentLogger } from './util/log.js';

describe('isLoopback', () => {
  it('accepts literal 127.0.0.0/8 addresses, ::1 and localhost', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '127.255.255.254', '::1', 'localhost'])
      expect(isLoopback(host), host).toBe(true);
  });

  it('refuses names that merely start with 127. and every other address', () => {
    for (const host of [
      '127.attacker.example',
      '127.0.0.1.nip.io',
      '127.',
      '127.0.0.1x',
      '1270.0.0.1',
      '0.0.0.0',
      '::',
      '10.0.0.1',
      'localhost.example.com',
      '',
    ])
      expect(isLoopback(host), host).toBe(false);
  });

  it('makes startServer refuse a 127.-prefixed name without TLS', async () => {
    await expect(startServer({ host: '127.attacker.example', log: silentLogger })).rejects.toThrow(
      /refusing to listen on 127\.attacker\.example without TLS/,
    );
  });
});
