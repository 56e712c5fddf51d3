// Named statements on the embedded database: the values written into EXECUTE are literals, so
// what matters is that no value can become SQL, and that the answers are the plain query's.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePrepared, sqlLiteral, type PgliteLike } from './pglite-prepared.ts';

let client: PGlite;
let prepared: ReturnType<typeof pglitePrepared>;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`create table notes (id int primary key, body text not null, at timestamptz);
    insert into notes values (1, 'plain', now()), (2, 'it''s \\ back', null);`);
  prepared = pglitePrepared(client as unknown as PgliteLike);
});
afterAll(() => client.close());

const HOSTILE = [
  "x'); drop table notes; --",
  "\\'; drop table notes; --",
  '$$ drop table notes $$',
  'é ✓ \u2028 \t\n',
  "it's \\ back",
];

describe('prepared statements on PGlite', () => {
  it('answers as the plain query does, with the same types', async () => {
    const text = 'select id, body, at, $1::int + 1 as next from notes where id = $1';
    const plain = await client.query(text, [1]);
    const named = await prepared('note_by_id', text, [1]);
    expect(named.rows).toEqual(plain.rows);
    expect((named.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    expect((await prepared('note_by_id', text, [2])).rows).toHaveLength(1);
  });

  it('passes hostile strings as values, never as SQL', async () => {
    const text = 'select $1::text as echoed, (select count(*)::int from notes) as notes';
    for (const value of HOSTILE) {
      const { rows } = await prepared<{ echoed: string; notes: number }>('echo', text, [value]);
      expect(rows[0]).toEqual({ echoed: value, notes: 2 });
    }
    const found = await prepared('note_by_body', 'select id from notes where body = $1', [
      "it's \\ back",
    ]);
    expect(found.rows).toEqual([{ id: 2 }]);
  });

  it('refuses what it cannot write as a literal, and bad names', async () => {
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
    expect(() => sqlLiteral(Number.NaN)).toThrow(/finite/);
    expect(() => sqlLiteral({ id: 1 })).toThrow(/cannot pass/);
    await expect(prepared('bad name; drop', 'select 1', [])).rejects.toThrow(/bad statement name/);
    await expect(prepared('echo', 'select 2', [])).rejects.toThrow(/different statement/);
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(-5)).toBe('-5');
    expect(sqlLiteral(true)).toBe('TRUE');
  });

  it('prepares once when many first calls arrive together, and again after a failure', async () => {
    const text = 'select $1::int * 2 as doubled';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => prepared<{ doubled: number }>('doubled', text, [i])),
    );
    expect(answers.map((a) => a.rows[0]!.doubled)).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 2),
    );
    await expect(prepared('broken', 'select from no_such_table', [])).rejects.toThrow();
    await client.exec('create table no_such_table (x int)');
    expect((await prepared('broken', 'select from no_such_table', [])).rows).toEqual([]);
  });
});
