// shell.openExternal's allow-list: https only, to the configured deployments' documentation hosts.
import { describe, expect, it } from 'vitest';
import { allowedExternalUrl, deploymentDocHosts } from './external-links.js';

const profiles = [
  { tokenUrl: 'https://auth.example.com/oauth2/token', endpoint: 'gk.example.com:443', tls: true, builtIn: false },
  { tokenUrl: 'http://auth.lab.test/token', endpoint: 'gk.lab.test:50051', tls: false, builtIn: false },
  { tokenUrl: 'http://127.0.0.1:8081/oauth2/token', endpoint: '127.0.0.1:50051', tls: false, builtIn: true },
];

describe('deploymentDocHosts', () => {
  it('takes the https hosts of saved connections, not plaintext or built-in ones', () => {
    expect([...deploymentDocHosts(profiles, ['Docs.Vigil.Test'])].sort()).toEqual([
      'auth.example.com',
      'docs.vigil.test',
      'gk.example.com',
    ]);
  });
});

describe('allowedExternalUrl', () => {
  const hosts = deploymentDocHosts(profiles);
  it.each([
    ['https://auth.example.com/docs', 'https://auth.example.com/docs'],
    ['https://GK.example.com:443/guide#api', 'https://gk.example.com/guide#api'],
  ])('opens %s', (u, expected) => {
    expect(allowedExternalUrl(u, hosts)).toBe(expected);
  });

  it.each([
    'http://auth.example.com/docs',
    'https://evil.test/',
    'https://auth.example.com.evil.test/',
    'https://user:pw@auth.example.com/',
    'https://auth.lab.test/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://auth.example.com/share',
    'app://vigil/index.html',
    'not a url',
  ])('refuses %s', (u) => {
    expect(allowedExternalUrl(u, hosts)).toBeUndefined();
  });
});
