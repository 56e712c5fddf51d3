// The server's one way (docs/decisions/0057), kept: a feature's SQL is in its repository
// modules, and its jobs in its jobs.ts, registered from app.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const features = fileURLToPath(new URL('.', import.meta.url));
const appTs = fs.readFileSync(fileURLToPath(new URL('../app.ts', import.meta.url)), 'utf8');

/** Every source file under features/, tests and their fixtures left out. */
const sources = (fs.readdirSync(features, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !/test/.test(path.basename(file)))
  .map((file) => ({ file, text: fs.readFileSync(path.join(features, file), 'utf8') }));

const QUERYING = /from 'drizzle-orm'|\bselectRows\b|\bexecuteSql\b|\.prepared[<(]/;
const DEFINING_JOBS = /\bjobs\.(define|schedule|declare)\b/;

describe('features', () => {
  it('query the database only in their repository modules', () => {
    const outside = sources
      .filter(({ file, text }) => !/repository\.ts$/.test(file) && QUERYING.test(text))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it('define their jobs in jobs.ts, each registered from app.ts', () => {
    const defining = sources.filter(({ text }) => DEFINING_JOBS.test(text)).map((s) => s.file);
    expect(defining.length).toBeGreaterThan(0);
    for (const file of defining) {
      expect(path.basename(file), file).toBe('jobs.ts');
      expect(appTs, `${file} is not registered in app.ts`).toContain(
        `from './features/${file.split(path.sep).join('/')}'`,
      );
    }
  });
});
