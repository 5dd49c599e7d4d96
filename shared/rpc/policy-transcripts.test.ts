// The transcript extension's policy line: who may read what was said in stored calls, with which
// OAuth scope and context.
import { describe, expect, it } from 'vitest';
import { OAUTH_SCOPES, POLICY, SERVICE_SCOPES, policyFor } from './policy.js';
import { SERVICES } from './services.js';

describe('vigil.v1.MediaTranscripts policy', () => {
  it('lets the people who review calls read transcripts, not runtime integrations', () => {
    const line = policyFor(SERVICES.mediaTranscripts, 'GetMediaSegmentTranscript');
    expect(line?.roles).toEqual(['analyst', 'admin', 'support']);
    expect(line?.roles).not.toContain('service');
  });

  it('needs the scope context only, and the audio OAuth scope', () => {
    expect(policyFor(SERVICES.mediaTranscripts, 'GetMediaSegmentTranscript')?.context).toEqual({
      E: '-',
      S: '-',
      Sc: 'M',
      C: '-',
    });
    expect(SERVICE_SCOPES[SERVICES.mediaTranscripts]).toBe(OAUTH_SCOPES.audio);
  });

  it('lists exactly the RPCs the service has', () => {
    expect(Object.keys(POLICY['vigil.v1.MediaTranscripts'])).toEqual(['GetMediaSegmentTranscript']);
  });
});
