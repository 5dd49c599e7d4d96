import { describe, expect, it } from 'vitest';
import { compareSpecificity, matchTemplate, parseTemplate } from './path-template.js';

const match = (template: string, path: string) => {
  const m = matchTemplate(parseTemplate(template), path);
  return m && Object.fromEntries(m);
};

describe('path templates', () => {
  it('binds nested field paths and a custom verb', () => {
    expect(
      match(
        '/v1/configsets/revisions/{gk_configset_revision_id.value}:activate',
        '/v1/configsets/revisions/r-1:activate',
      ),
    ).toEqual({
      'gk_configset_revision_id.value': 'r-1',
    });
    expect(
      match(
        '/v1/configsets/revisions/{gk_configset_revision_id.value}:activate',
        '/v1/configsets/revisions/r-1:validate',
      ),
    ).toBeUndefined();
    expect(
      match('/v1/configsets/revisions/{gk_configset_revision_id.value}:activate', '/v1/configsets/revisions/r-1'),
    ).toBeUndefined();
  });

  it('matches a literal followed by a verb', () => {
    expect(match('/v1/calleridwatchlists/inline/rule:test', '/v1/calleridwatchlists/inline/rule:test')).toEqual({});
    expect(match('/v1/calleridwatchlists/inline/rule:test', '/v1/calleridwatchlists/inline/rule')).toBeUndefined();
    expect(
      match('/v1/calleridwatchlists/{id.value}/rules:import', '/v1/calleridwatchlists/w%3A1/rules:import'),
    ).toEqual({ 'id.value': 'w:1' });
  });

  it('a variable matches exactly one non-empty segment and is percent-decoded', () => {
    expect(match('/v1/templates/{template_id}', '/v1/templates/a%2Fb%20c')).toEqual({ template_id: 'a/b c' });
    expect(match('/v1/templates/{template_id}', '/v1/templates/a/b')).toBeUndefined();
    expect(match('/v1/templates/{template_id}', '/v1/templates/')).toBeUndefined();
    expect(match('/v1/templates/{template_id}', '/v1/templates/%E0%A4%A')).toBeUndefined();
  });

  it('supports {field=pattern} variables, * and **', () => {
    expect(match('/v1/{name=projects/*/items/*}', '/v1/projects/p/items/i')).toEqual({ name: 'projects/p/items/i' });
    expect(match('/v1/{name=projects/*/items/*}', '/v1/projects/p/other/i')).toBeUndefined();
    expect(match('/v1/files/{path=**}', '/v1/files/a/b/c')).toEqual({ path: 'a/b/c' });
    expect(match('/v1/*/x', '/v1/anything/x')).toEqual({});
  });

  it('rejects malformed templates', () => {
    for (const bad of ['v1/x', '/v1/{a', '/v1/{a}}', '/v1/**/x', '/v1/x:', '/v1/a:b/c', '/v1/{a-b}']) {
      expect(() => parseTemplate(bad), bad).toThrow();
    }
  });

  it('orders literals before variables and verbs before none, whatever the declaration order', () => {
    const sources = [
      '/v1/files/{path=**}',
      '/v1/configsets/{configset_id}',
      '/v1/configsets/revisions',
      '/v1/configsets/revisions/{id}',
      '/v1/configsets/revisions/{id}:activate',
      '/v1/files/special',
    ];
    const sorted = sources
      .map(parseTemplate)
      .sort(compareSpecificity)
      .map((t) => t.source);
    expect(sorted.indexOf('/v1/configsets/revisions')).toBeLessThan(sorted.indexOf('/v1/configsets/{configset_id}'));
    expect(sorted.indexOf('/v1/configsets/revisions/{id}:activate')).toBeLessThan(
      sorted.indexOf('/v1/configsets/revisions/{id}'),
    );
    expect(sorted.indexOf('/v1/files/special')).toBeLessThan(sorted.indexOf('/v1/files/{path=**}'));
  });
});
