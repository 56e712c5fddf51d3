// The demo dataset: fictional, deterministic, and rich enough for every screen of SPEC §2.
// Runs in one transaction so a failure leaves the database empty (and re-seedable).
import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { refreshPlannerStatistics } from './analyze.ts';
import { seedContent } from './demo-content.ts';
import { seedForms } from './demo-forms.ts';
import { seedMemberData } from './demo-member.ts';
import { seedOrganisations } from './demo-orgs.ts';
import { seedReference } from './demo-reference.ts';
import { DEMO_PASSWORD, seedUsers } from './demo-users.ts';
import { createRng, eventsAnchor } from './prng.ts';

export { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users.ts';
export { SEED_NOW, eventsAnchor } from './prng.ts';

export interface SeedDemoOptions {
  /** A precomputed argon2id hash of DEMO_PASSWORD (tests reuse one to skip hashing). */
  passwordHash?: string;
  /** The moment events are scheduled around (default: now); see eventsAnchor. */
  clock?: Date;
}

export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<void> {
  // Hash once: every demo account shares the same password.
  const passwordHash = opts.passwordHash ?? (await hash(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    // One stream per area, so adding rows to one area does not reshuffle the others.
    const ref = await seedReference(tx, createRng(1));
    const orgs = await seedOrganisations(tx, createRng(2), ref);
    const people = await seedUsers(tx, createRng(3), ref, orgs, passwordHash);
    // Stream 4 belonged to the content, which is now written out in full (data/articles/).
    const content = await seedContent(tx, ref, people, eventsAnchor(opts.clock ?? new Date()));
    await seedMemberData(tx, createRng(5), ref, orgs, people, content);
    await seedForms(tx);
  });
  await refreshPlannerStatistics(db);
}
