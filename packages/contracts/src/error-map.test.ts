// Every field of every request schema, given wrong values, answers in plain words: no Zod
// defaults ("Invalid input: expected string"), no code names (`school_id`), no "NaN".
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

const REQUEST = /(Body|Create|Patch|Query|Params|Request|Issue|Revoke)$/;
const BANNED = ['Invalid input', 'expected', 'NaN', 'undefined', 'positive number'];

/** Values no field accepts, one of each kind: missing, blank, the wrong type, out of range. */
const WRONG: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  {},
  [{}],
  true,
  -1,
  1.5,
  'x',
  'not-a-date',
  'x'.repeat(100_001),
  Array.from({ length: 1_001 }, () => 'x'),
];

const dir = fileURLToPath(new URL('.', import.meta.url));
// Nested folders too: the staff console's contracts are in admin/, one file per area.
const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

const schemas: [string, z.ZodObject][] = [];
for (const file of modules) {
  const exported = (await import(`./${file}`)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exported)) {
    if (value instanceof z.ZodObject && REQUEST.test(name)) schemas.push([name, value]);
  }
}

describe('the contract error map', () => {
  it('finds the request schemas', () => {
    expect(schemas.length).toBeGreaterThan(60);
  });

  it.each(schemas)('%s words every field’s errors in plain words', (_name, schema) => {
    const codeNames = Object.keys(schema.shape).filter((key) => /[_A-Z]/.test(key));
    const bad: string[] = [];
    for (const field of Object.keys(schema.shape)) {
      for (const value of WRONG) {
        const result = schema.safeParse({ [field]: value });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (issue.path[0] !== field) continue;
          const words = issue.message;
          const wrong =
            BANNED.find((text) => words.includes(text)) ??
            codeNames.find((code) => words.includes(code));
          if (wrong || !/^[A-Z]/.test(words))
            bad.push(`${field} ← ${JSON.stringify(value)?.slice(0, 20)}: ${words}`);
        }
      }
    }
    expect([...new Set(bad)]).toEqual([]);
  });

  it('asks for a missing choice and a missing text by the field’s label', () => {
    const schema = z.object({ school_id: z.number().int().positive(), title: z.string().min(1) });
    const result = schema.safeParse({ school_id: 'x', title: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Choose a learning provider from the list',
      'Enter a title',
    ]);
    expect(schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'Choose a learning provider',
      'Enter a title',
    ]);
  });

  it('keeps a schema’s own words', () => {
    expect(z.string({ error: 'Enter your name' }).safeParse(1).error?.issues[0]?.message).toBe(
      'Enter your name',
    );
  });
});
