import { describe, expect, it } from 'vitest';
import { prettyLogs } from './log-format.ts';

const development = { isProduction: false, APP_ENV: 'development' as const };
const terminal = { isTTY: true };

describe('log lines', () => {
  it('are readable for a person at a terminal outside production', () => {
    expect(prettyLogs(development, terminal, {})).toBe(true);
  });

  it('stay JSON in production, under tests and CI, and whenever a program reads stdout', () => {
    expect(prettyLogs({ isProduction: true, APP_ENV: 'production' }, terminal, {})).toBe(false);
    expect(prettyLogs({ isProduction: false, APP_ENV: 'test' }, terminal, {})).toBe(false);
    expect(prettyLogs(development, terminal, { CI: 'true' })).toBe(false);
    expect(prettyLogs(development, {}, {})).toBe(false);
    expect(prettyLogs(development, { isTTY: false }, {})).toBe(false);
  });
});
