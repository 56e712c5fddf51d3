// The contact email's confirmation code travels in a page URL (decision 0074): the request log
// never holds it, whether the link is opened signed in or comes back through sign-in's `next`.
import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../../lib/log-secrets.ts';

describe('request log redaction of contact email links', () => {
  const code = 'Zk3_secret-CODE';
  it('cuts the code from the page, its data request and a sign-in return path', () => {
    for (const url of [
      `/account/contact-email/${code}`,
      `/account/contact-email/${code}.data`,
      `/account/contact-email/${code}?x=1`,
      `/login?next=${encodeURIComponent(`/account/contact-email/${code}`)}`,
      `/login?next=${encodeURIComponent(`/account/privacy/download/12/${code}`)}`,
    ]) {
      const logged = loggableUrl({ url });
      expect(logged, url).not.toContain(code);
      expect(logged).toContain('[redacted]');
    }
  });
});
