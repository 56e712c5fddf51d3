import { describe, expect, it } from 'vitest';
import { isReturnPath } from './return-path';

// Sign-in follows `next` only back to the pages an emailed link opens, never off the site.
describe('isReturnPath', () => {
  it('accepts the staff console, a data download link and a contact email confirmation', () => {
    for (const path of [
      '/admin',
      '/admin/enquiries/12',
      '/admin?tab=x',
      '/account/privacy/download/4/abc-DEF_123',
      '/account/contact-email/abc-DEF_123',
    ]) {
      expect(isReturnPath(path), path).toBe(true);
    }
  });

  it('refuses other sites, look-alikes, other pages and anything too long', () => {
    for (const path of [
      null,
      undefined,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/administrator',
      '/admin.evil.example',
      '/account/privacy',
      '/dashboard',
      `/admin/${'x'.repeat(500)}`,
    ]) {
      expect(isReturnPath(path), String(path)).toBe(false);
    }
  });
});
