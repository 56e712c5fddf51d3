// Shared by the privacy tests: a member with one of every kind of data, reading an archive,
// and the privacy service built as app.ts builds it (to run the retention job at a moved clock).
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import yauzl from 'yauzl';
import { Client, DEMO_PASSWORD, LEARNER, type TestContext } from '../../../test/helpers.ts';
import { storageFromConfig } from '../../integrations/storage/from-config.ts';
import { createServices } from '../../services.ts';

export { DEMO_PASSWORD, LEARNER };

export async function rows<T = Record<string, unknown>>(t: TestContext, query: SQL) {
  const result = (await t.app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const privacyOf = (t: TestContext) =>
  createServices({ database: t.handle, jobs: t.app.jobs, config: t.config }).privacy;

export const storageOf = (t: TestContext) => storageFromConfig(t.config);

let n = 0;
let ip = 1;
/** A client from its own address, so rate limits never leak between tests. */
export function client(t: TestContext) {
  const i = ip++;
  return new Client(t.app, `10.77.${i >> 8}.${i & 255}`);
}

export interface Person {
  id: number;
  email: string;
  contactEmail: string;
  first: string;
  last: string;
  phone: string;
  keptFile: string;
  ownFile: string;
  insightId: number;
}

/**
 * A member with the demo password and one of every kind of data the export lists: names and a
 * phone number no other row holds, so a scan for them finds only this member. Both addresses
 * are proved (decision 0074), so the records kept by address are theirs.
 */
export async function seedPerson(t: TestContext): Promise<Person> {
  const tag = `${Date.now().toString(36)}${n++}`;
  const p = {
    email: `zq.${tag}@privacy.test`,
    contactEmail: `zq.contact.${tag}@privacy.test`,
    first: `Zebedee${tag}`,
    last: `Quillfeather${tag}`,
    phone: `07700 9${String(n).padStart(5, '0')}`,
  };
  const [user] = await rows<{ id: number }>(
    t,
    sql`insert into users (first_name, last_name, email, contact_email, phone_number, address,
          gender_id, ethnicity_id, school_id, course_id, password_hash, email_confirmed_at,
          contact_email_confirmed_at)
        select ${p.first}, ${p.last}, ${p.email}, ${p.contactEmail}, ${p.phone}, '1 Privacy Row',
          (select min(id) from genders), (select min(id) from ethnicities),
          c.school_id, c.id, (select password_hash from users where email = ${LEARNER}), now(),
          now()
          from courses c order by c.id limit 1
        returning id`,
  );
  const id = user!.id;
  const storage = storageOf(t);
  const keptFile = `kept${tag}`.padEnd(20, 'x') + '.png';
  const ownFile = `own${tag}`.padEnd(20, 'x') + '.pdf';
  await storage.put(keptFile, Readable.from([Buffer.from('kept-file-bytes')]), 'image/png');
  await storage.put(ownFile, Readable.from([Buffer.from('%PDF-1.4 own file')]), 'application/pdf');
  await t.app.database.db.execute(
    sql`insert into uploads (storage_key, original_name, mime, size, user_id) values
          (${keptFile}, 'cover.png', 'image/png', 15, ${id}),
          (${ownFile}, 'my cv.pdf', 'application/pdf', 17, ${id})`,
  );
  const [insight] = await rows<{ id: number }>(
    t,
    sql`insert into insights (title, body, url, live, public, edit_key_hash, thumbnail, user_id)
        values ('What a placement taught me', ${JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Privacy body text' } }] })}::jsonb,
                ${`placement-${tag}`}, true, true, 'x', ${`/media/uploads/${keptFile}`}, ${id})
        returning id`,
  );
  await t.app.database.db.execute(sql`
    insert into saved_items (user_id, kind, item_id) values (${id}, 'event', 1);
  `);
  await t.app.database.db.execute(
    sql`insert into notifications (user_id, notification_type_id, title)
        values (${id}, (select min(id) from notification_types), 'Privacy notice row')`,
  );
  await t.app.database.db.execute(
    sql`insert into notification_preferences (user_id, notification_type_id, active)
        values (${id}, (select min(id) from notification_types), false)`,
  );
  await t.app.database.db.execute(
    sql`insert into credentials (user_id, group_id, issued_at)
        values (${id}, (select min(id) from credential_groups), now())`,
  );
  await t.app.database.db.execute(
    sql`insert into consents (user_id, kind, wording, form, ip)
        values (${id}, 'privacy', 'I agree to the privacy policy', 'join-the-community', '10.1.2.3')`,
  );
  const [enquiry] = await rows<{ id: number }>(
    t,
    sql`insert into enquiries (kind, first_name, last_name, email, phone, organisation)
        values ('get_accredited', ${p.first}, ${p.last}, ${p.email}, ${p.phone}, 'Privacy College')
        returning id`,
  );
  // A reply staff emailed them and a note naming them, as the console records both: the
  // erasure must leave neither, nor the note's words in the audit log.
  await t.app.database.db.execute(
    sql`insert into enquiry_notes (enquiry_id, kind, body)
        values (${enquiry!.id}, 'reply', ${`Thank you ${p.first}, we will call ${p.phone}.`}),
               (${enquiry!.id}, 'note', ${`${p.last} prefers mornings.`})`,
  );
  await t.app.database.db.execute(
    sql`insert into audit_log (action, subject_type, subject_id, after)
        values ('enquiry.note', 'enquiry', ${String(enquiry!.id)},
                ${JSON.stringify({ body: `${p.last} prefers mornings.` })}::jsonb)`,
  );
  await t.app.database.db.execute(
    sql`insert into subscribers (email, status, state) values (${p.contactEmail}, 'learner', 'active')`,
  );
  await t.app.database.db.execute(
    sql`insert into rights_requests (kind, received_via, received_on, due_on, requester_name,
          requester_email, user_id)
        values ('access', 'email', current_date, current_date + 30, ${`${p.first} ${p.last}`},
                ${p.email}, ${id})`,
  );
  return { id, ...p, keptFile, ownFile, insightId: insight!.id };
}

export async function signIn(t: TestContext, email: string, extra: Record<string, unknown> = {}) {
  const c = client(t);
  await c.csrf();
  const res = await c.post('/api/login', { email, password: DEMO_PASSWORD, ...extra });
  return { c, res };
}

/** Every entry of a ZIP, by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>) {
  for (let i = 0; i < 150; i++) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
