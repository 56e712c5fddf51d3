import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tig-config-'));

describe('loadConfig', () => {
  it('has working defaults and generates a session secret once, kept in the data dir', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.publicBaseUrl).toBe('http://localhost:3000');
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const b = loadConfig({ DATA_DIR: dir });
    expect(b.sessionSecret).toBe(a.sessionSecret);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('names every bad key', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('requires SESSION_SECRET with DATABASE_URL (processes must share it)', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://x@127.0.0.1/db' }),
    ).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        DATABASE_URL: 'postgres://x@127.0.0.1/db',
        SESSION_SECRET: 'short',
      }),
    ).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('takes credential signing keys from the environment or a file, never echoing them', () => {
    const secret = 'zrv' + 'A'.repeat(88);
    const file = {
      keys: [{ publicKeyMultibase: 'z6Mk' + 'B'.repeat(44), secretKeyMultibase: secret }],
    };
    const inline = loadConfig({ DATA_DIR: tmp(), CREDENTIAL_SIGNING_KEYS: JSON.stringify(file) });
    expect(inline.credentialKeys).toEqual({ kind: 'inline', file });
    expect(JSON.stringify(Object.keys(inline))).not.toContain('CREDENTIAL_SIGNING_KEYS');
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).credentialKeys).toEqual({
      kind: 'file',
      path: path.join(dir, 'credential-signing-keys.json'),
      generate: true,
    });
    expect(
      loadConfig({ DATA_DIR: dir, CREDENTIAL_SIGNING_KEYS_FILE: '/run/secrets/keys.json' })
        .credentialKeys,
    ).toEqual({ kind: 'file', path: '/run/secrets/keys.json', generate: false });

    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tmp(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ CREDENTIAL_SIGNING_KEYS: '{not json' })).toMatch(/CREDENTIAL_SIGNING_KEYS/);
    // The last key signs, so it needs its secret; the message names fields, not values.
    const noSecret = refused({
      CREDENTIAL_SIGNING_KEYS: JSON.stringify({
        keys: [{ publicKeyMultibase: file.keys[0]!.publicKeyMultibase }],
      }),
    });
    expect(noSecret).toMatch(/secretKeyMultibase/);
    const badSecret = refused({
      CREDENTIAL_SIGNING_KEYS: JSON.stringify({
        keys: [{ ...file.keys[0], secretKeyMultibase: 'secret-value-xyz' }],
      }),
    });
    expect(badSecret).not.toContain('secret-value-xyz');
    expect(
      refused({
        CREDENTIAL_SIGNING_KEYS: JSON.stringify(file),
        CREDENTIAL_SIGNING_KEYS_FILE: '/k.json',
      }),
    ).toMatch(/give one, not both/);
    // Processes on a shared database must sign with the same keys.
    expect(
      refused({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@127.0.0.1/db',
        SESSION_SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://mail.example',
      }),
    ).toMatch(/CREDENTIAL_SIGNING_KEYS or CREDENTIAL_SIGNING_KEYS_FILE: required in production/);
  });

  it('syncs events only with both the token and the organisation', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).EVENTS_API_TOKEN).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), EVENTS_API_TOKEN: 'token' })).toThrow(
      /EVENTS_API_TOKEN, EVENTS_ORGANIZATION_ID: give both/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), EVENTS_API_TOKEN: 't', EVENTS_ORGANIZATION_ID: '../x' }),
    ).toThrow(/EVENTS_ORGANIZATION_ID/);
    const on = loadConfig({ DATA_DIR: tmp(), EVENTS_API_TOKEN: 't', EVENTS_ORGANIZATION_ID: '42' });
    expect(on.EVENTS_API_URL).toBe('https://www.eventbriteapi.com/v3');
  });

  it('requires the platform address and key for hosted credentials', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).CREDENTIALS_PLATFORM).toBe('local');
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        CREDENTIALS_PLATFORM: 'hosted',
        CREDENTIALS_API_URL: 'https://api.credentials.example',
      }),
    ).toThrow(/CREDENTIALS_API_KEY: both required when CREDENTIALS_PLATFORM=hosted/);
    expect(() => loadConfig({ DATA_DIR: tmp(), CREDENTIALS_PLATFORM: 'credly' })).toThrow(
      /CREDENTIALS_PLATFORM/,
    );
  });

  it('marks cookies secure for an https public URL', () => {
    const c = loadConfig({ DATA_DIR: tmp(), PUBLIC_BASE_URL: 'https://www.example.org/' });
    expect(c.cookieSecure).toBe(true);
    expect(c.publicBaseUrl).toBe('https://www.example.org');
  });

  it('listens on loopback only outside production, on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).HOST).toBe('127.0.0.1');
    const prod = loadConfig({
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.org:587',
    });
    expect(prod.HOST).toBe('0.0.0.0');
    expect(prod.demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses production without SMTP_URL, unless it is a declared demo', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    const demo = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', DEMO_DATA: 'true' });
    expect(demo.demoData).toBe(true);
  });

  it("keeps the site's mode apart from React's NODE_ENV", () => {
    // `npm start` runs React's production build with the site's development defaults.
    const started = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', APP_ENV: 'development' });
    expect(started.isProduction).toBe(false);
    expect(started.APP_ENV).toBe('development');
    expect(started.HOST).toBe('127.0.0.1');
    expect(started.demoData).toBe(true);
    // APP_ENV=production is a deployment whatever NODE_ENV says.
    expect(() => loadConfig({ DATA_DIR: tmp(), APP_ENV: 'production' })).toThrow(/SMTP_URL/);
    // Unset, APP_ENV follows NODE_ENV, as deployments that set only NODE_ENV expect.
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test' }).APP_ENV).toBe('test');
    expect(loadConfig({ DATA_DIR: tmp() }).APP_ENV).toBe('development');
    expect(() => loadConfig({ DATA_DIR: tmp(), APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
});
