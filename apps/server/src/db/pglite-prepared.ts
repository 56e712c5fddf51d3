// Named prepared statements on PGlite. Its query() parses and plans the text on every call;
// for the statements every signed-in request runs (the session, the current-user record:
// DbHandle.prepared) that planning was most of the cost: 4.5 ms a call for the record against
// 0.9 ms once prepared (measured on the demo data). PGlite has one connection and no named
// statements in its API, so the statement is made with SQL `PREPARE` the first time its name is
// used, and run with `EXECUTE name(…)`, its values written as SQL literals. EXECUTE takes no
// bind parameters, so the literals below are the whole of the safety: numbers, booleans, null
// and strings only, strings quoted with standard_conforming_strings checked to be on (so a
// backslash is an ordinary character and only `'` needs doubling).

export interface PgliteLike {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A value as a PostgreSQL literal; anything else is refused rather than guessed at. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('prepared: a value is not a finite number');
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('prepared: a string value holds a NUL byte');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new TypeError(`prepared: cannot pass a ${typeof value} to EXECUTE`);
}

export function pglitePrepared(client: PgliteLike) {
  /** name → its text and the PREPARE under way or done (concurrent first calls share it). */
  const statements = new Map<string, { text: string; ready: Promise<unknown> }>();
  let checked: Promise<void> | undefined;

  async function ensure(name: string, text: string) {
    if (!NAME.test(name)) throw new Error(`prepared: bad statement name "${name}"`);
    checked ??= client
      .query<{ standard_conforming_strings: string }>('show standard_conforming_strings')
      .then(({ rows }) => {
        if (rows[0]?.standard_conforming_strings !== 'on') {
          throw new Error('prepared: standard_conforming_strings must be on');
        }
      });
    await checked;
    let statement = statements.get(name);
    if (!statement) {
      const ready = client.query(`PREPARE ${name} AS ${text}`);
      statement = { text, ready };
      statements.set(name, statement);
      // A failed PREPARE is tried again on the next call, not remembered.
      ready.catch(() => statements.delete(name));
    } else if (statement.text !== text) {
      throw new Error(`prepared: "${name}" is already a different statement`);
    }
    await statement.ready;
  }

  return async function prepared<Row>(name: string, text: string, values: unknown[]) {
    await ensure(name, text);
    const args = values.map(sqlLiteral).join(', ');
    return client.query<Row>(values.length ? `EXECUTE ${name}(${args})` : `EXECUTE ${name}`);
  };
}
