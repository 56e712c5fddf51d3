// The compiled serialiser writes what the contract names and nothing else, at any depth.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer.ts';

const schema = z.object({
  id: z.number(),
  name: z.string(),
  school: z.object({ id: z.number(), title: z.string() }).nullable(),
  items: z.array(z.object({ id: z.number(), live: z.boolean() })),
});
const write = compiledSerializer({ schema });

describe('compiledSerializer', () => {
  it('writes the record as JSON.stringify would, for data that fits the schema', () => {
    const record = {
      id: 1,
      name: 'Ada "Countess" Lovelace </script>',
      school: { id: 2, title: 'Northbridge' },
      items: [{ id: 3, live: true }],
    };
    expect(JSON.parse(write(record))).toEqual(record);
    expect(JSON.parse(write({ ...record, school: null })).school).toBeNull();
  });

  it('drops fields the schema does not name, also inside nullable objects and arrays', () => {
    const out = JSON.parse(
      write({
        id: 1,
        name: 'A',
        password_hash: 'secret',
        school: { id: 2, title: 'N', slug: 'extra' },
        items: [{ id: 3, live: false, owner_email: 'x@example.org' }],
      }),
    );
    expect(out).toEqual({
      id: 1,
      name: 'A',
      school: { id: 2, title: 'N' },
      items: [{ id: 3, live: false }],
    });
  });

  it('refuses a schema that is not Zod at startup', () => {
    expect(() => compiledSerializer({ schema: { type: 'object' } })).toThrow(/not a Zod schema/);
  });
});
