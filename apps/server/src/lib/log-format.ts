// How the server's log lines look: JSON lines (one object a line) wherever a program reads
// them (production, CI, the tests, the fault suite and the bench, which parse them); readable,
// coloured lines (pino-pretty) only for a person at a terminal running `npm start` or
// `npm run dev` outside production. Redaction happens before either (app.ts).
import type { Config } from '../config.ts';

export function prettyLogs(
  config: Pick<Config, 'isProduction' | 'APP_ENV'>,
  stdout: { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return !config.isProduction && config.APP_ENV !== 'test' && stdout.isTTY === true && !env.CI;
}

/** pino's transport for those lines: time of day, level and message, then the fields, one line each. */
export const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  },
};
