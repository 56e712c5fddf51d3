import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows inline styles on the insight editor pages only', () => {
    for (const path of ['/insight/edit/12/abc?x=1', '/insight/new', '/insight/new?x=1']) {
      const editor = contentSecurityPolicy('n0nce', true, path);
      expect(directive(editor, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    }
    for (const path of [
      '/',
      '/insight/12',
      '/insight/newer',
      '/my-insights',
      '/news/insight/edit/1',
      '',
    ]) {
      expect(directive(contentSecurityPolicy('n0nce', true, path), 'style-src')).toBe(
        "style-src 'self'",
      );
    }
  });

  it('keeps scripts to the page nonce everywhere, the editor included', () => {
    const editor = contentSecurityPolicy('n0nce', true, '/insight/edit/12/abc');
    expect(directive(editor, 'script-src')).toBe(
      "script-src 'nonce-n0nce' 'strict-dynamic' 'self'",
    );
    expect(editor).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a shared page trusts the hashes of its own scripts, with no nonce and nothing inline else', () => {
    const hashes = ["'sha256-abc='", "'sha256-def='"];
    const policy = contentSecurityPolicy({ hashes }, true, '/news');
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'sha256-abc=' 'sha256-def=' 'strict-dynamic' 'self'",
    );
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
  });
});
