// Every credential we sign validates against 1EdTech's published JSON Schema for the Open
// Badges 3.0 AchievementCredential (draft 2019-09, with its formats), not only against our own
// reading of it (credential-shape.ts). The repository does not copy 1EdTech's file: it is read
// from the standards folder beside the checkout (README, "Open Badges schema"), or from the
// path in OB3_SCHEMA_FILE. A missing file fails this test rather than skipping it.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.ts';
import { Client, createTestApp, LEARNER, type TestContext } from '../../../../test/helpers.ts';

const EDITOR = 'editor@techgold.test';

let staffAddresses = 0;
/** A staff member of the demo data, signed in from an address of their own. */
async function signedIn(t: TestContext, email: string) {
  const client = new Client(t.app, `10.77.0.${++staffAddresses}`);
  await client.csrf();
  const res = await client.login(email);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email}: ${res.statusCode}`);
  return client;
}

async function userId(t: TestContext, email: string) {
  const [row] = await selectRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where email = ${email}`,
  );
  return Number(row!.id);
}

const REPOSITORY = path.resolve(import.meta.dirname, '../../../../../..');
const SCHEMA_FILE =
  process.env.OB3_SCHEMA_FILE ??
  path.resolve(REPOSITORY, '../shared/standards/open-badges-3.0/achievementcredential.schema.json');

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function validator() {
  const schema = JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')) as { $id?: string };
  expect(schema.$id).toMatch(/ob_v3p0_achievementcredential/);
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe("1EdTech's AchievementCredential schema", () => {
  it('accepts every credential we sign: the demo data and one issued in the console', async () => {
    const validate = validator();
    const editor = await signedIn(t, EDITOR);
    const learner = await userId(t, LEARNER);
    const [badge] = await selectRows<{ id: number }>(
      t.handle.db,
      sql`select id from credential_groups g where not exists
            (select 1 from credentials c where c.group_id = g.id and c.user_id = ${learner})
           order by id limit 1`,
    );
    const issued = await editor.post('/api/admin/credentials', {
      user_id: learner,
      group_id: badge!.id,
      issued_on: '2025-10-01',
      expires_on: '2028-10-01',
    });
    expect(issued.statusCode, issued.body).toBe(201);

    const credentials = await selectRows<{ public_id: string }>(
      t.handle.db,
      sql`select public_id::text as public_id from credentials c join users u on u.id = c.user_id
           where not c.private and c.revoked_at is null and u.status <> 'disabled' order by c.id`,
    );
    expect(credentials.length).toBeGreaterThan(5);
    for (const { public_id: publicId } of credentials) {
      const res = await t.app.inject({ url: `/credential/${publicId}/credential.json` });
      expect(res.statusCode, res.body).toBe(200);
      const valid = validate(res.json());
      expect(validate.errors ?? [], publicId).toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it('refuses what the schema forbids (the check can fail)', () => {
    const validate = validator();
    expect(validate({ '@context': [], type: ['VerifiableCredential'] })).toBe(false);
  });
});
