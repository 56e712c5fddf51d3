import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('never allows inline styles: a page with a nonce accepts only <style> elements carrying it', () => {
    const policy = contentSecurityPolicy('n0nce', true);
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'nonce-n0nce'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('keeps scripts to the page nonce everywhere, the editor included', () => {
    const editor = contentSecurityPolicy('n0nce', true);
    expect(directive(editor, 'script-src')).toBe(
      "script-src 'nonce-n0nce' 'strict-dynamic' 'self'",
    );
    expect(editor).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a shared page trusts the hashes of its own scripts, with no nonce and nothing inline else', () => {
    const hashes = ["'sha256-abc='", "'sha256-def='"];
    const policy = contentSecurityPolicy({ hashes }, true);
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'sha256-abc=' 'sha256-def=' 'strict-dynamic' 'self'",
    );
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
  });
});
