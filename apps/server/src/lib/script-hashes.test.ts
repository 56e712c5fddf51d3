import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashMarkedScripts, renderMarker } from './script-hashes.ts';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('hashMarkedScripts', () => {
  const marker = renderMarker();
  const page = [
    `<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="${marker}"/></head><body>`,
    // Article markup that smuggled a script past everything else.
    '<div><script>alert("stored")</script><img src=x onerror="alert(1)"></div>',
    `<script nonce="${marker}">window.__ctx = {"a":1};</script>`,
    `<script nonce="${marker}" type="module" async="">import "/assets/entry.js";</script>`,
    // One that guessed at a marker.
    '<script nonce="0123456789abcdef0123456789abcdef0123">alert("guess")</script>',
    '</body></html>',
  ].join('');

  it('hashes exactly the inline scripts the render marked', () => {
    const { hashes } = hashMarkedScripts(page, marker);
    expect(hashes).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/entry.js";')]);
    expect(hashes).not.toContain(sha('alert("stored")'));
    expect(hashes).not.toContain(sha('alert("guess")'));
  });

  it('leaves no trace of the marker in the page', () => {
    const { html } = hashMarkedScripts(page, marker);
    expect(html).not.toContain(marker);
    expect(html).toContain('<script>window.__ctx = {"a":1};</script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
  });

  it('a fresh marker for every render', () => {
    expect(renderMarker()).not.toBe(renderMarker());
    expect(renderMarker()).toMatch(/^[0-9a-f]{36}$/);
  });
});
