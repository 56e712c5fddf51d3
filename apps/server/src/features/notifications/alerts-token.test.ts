// Issue 34: the weekly email's unsubscribe token is accepted only in the exact form issued.
import { describe, expect, it } from 'vitest';
import { alertsUnsubscribeToken, verifyAlertsToken } from './alerts-token.ts';

const respell = (token: string) => [
  token.replace(/^u(\d+)-/, 'u0$1-'),
  token.replace(/-k(\d+)-/, '-k0$1-'),
  `${token}A`,
  token.slice(0, -1),
  ` ${token}`,
];

describe('the weekly email token', () => {
  it('names its member as issued and in no other spelling', () => {
    const key = { version: 3, secret: 'alerts-secret-alerts-secret-0123456789' };
    const token = alertsUnsubscribeToken(key, 42);
    expect(verifyAlertsToken(token, [key])).toBe(42);
    for (const wrong of respell(token)) expect(verifyAlertsToken(wrong, [key]), wrong).toBeNull();
  });
});
