// What makes the demo learner's member area meaningful: credentials in every group, saved
// items of each kind, notifications and preferences.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import * as s from '../schema/index.ts';
import { insertAll } from './batch.ts';
import { HARBOUR_SYSTEMS } from './data/employers.ts';
import { NORTHBRIDGE } from './data/providers.ts';
import type { Content } from './demo-content.ts';
import type { Organisations } from './demo-orgs.ts';
import type { Reference } from './demo-reference.ts';
import type { People } from './demo-users.ts';
import { daysFromNow, type Rng } from './prng.ts';

const LEARNER_CREDENTIALS = [
  'MEM-Learner Member',
  'SKI-Cloud Fundamentals',
  'SKI-Secure Coding',
  'AWA-Outstanding Learner',
  'BSc (Hons) Software Engineering',
];

export async function seedMemberData(
  db: Queryable,
  rng: Rng,
  ref: Reference,
  orgs: Organisations,
  people: People,
  content: Content,
): Promise<void> {
  const credentialRows = LEARNER_CREDENTIALS.map((name, i) => ({
    userId: people.learnerId,
    groupId: ref.credentialGroupIds.get(name)!,
    issuedAt: daysFromNow(-300 + i * 40),
    externalId: `cred-demo-${100 + i}`,
    redirectUrl: `https://credentials.example.org/badges/cred-demo-${100 + i}`,
  }));
  // The remaining groups go to the other authors, so every group has at least one holder.
  const unused = [...ref.credentialGroupIds.keys()].filter((g) => !LEARNER_CREDENTIALS.includes(g));
  unused.forEach((name, i) =>
    credentialRows.push({
      userId: people.authorIds[1 + (i % (people.authorIds.length - 1))]!,
      groupId: ref.credentialGroupIds.get(name)!,
      issuedAt: daysFromNow(-200 + i * 10),
      externalId: `cred-demo-${200 + i}`,
      redirectUrl: `https://credentials.example.org/badges/cred-demo-${200 + i}`,
    }),
  );
  await insertAll(db, s.credentials, credentialRows);
  await linkCourseBadges(db, ref, orgs);

  const employerIds = [...orgs.employerIds.values()];
  const schoolIds = [...orgs.schoolIds.values()];
  const saved = (
    userId: number,
    kind: 'event' | 'article' | 'employer' | 'school',
    ids: number[],
  ) => ids.map((itemId, i) => ({ userId, kind, itemId, createdAt: daysFromNow(-30 + i) }));
  await insertAll(db, s.savedItems, [
    ...saved(people.learnerId, 'article', rng.sample(content.liveInsightIds, 4)),
    ...saved(people.learnerId, 'event', rng.sample(content.liveEventIds, 3)),
    ...saved(people.learnerId, 'employer', [
      orgs.employerIds.get(HARBOUR_SYSTEMS)!,
      ...rng.sample(employerIds.slice(1), 2),
    ]),
    ...saved(people.learnerId, 'school', [orgs.schoolIds.get(NORTHBRIDGE)!, schoolIds[5]!]),
    ...saved(people.employeeId, 'article', rng.sample(content.liveInsightIds, 2)),
    ...saved(people.employeeId, 'school', [orgs.schoolIds.get(NORTHBRIDGE)!]),
  ]);

  // Preferences for every type (one switched off so both states show), and for the employee.
  const [insightType, eventType, employerType, schoolType] = ref.notificationTypeIds as [
    number,
    number,
    number,
    number,
  ];
  await insertAll(db, s.notificationPreferences, [
    ...ref.notificationTypeIds.map((typeId) => ({
      userId: people.learnerId,
      notificationTypeId: typeId,
      active: typeId !== employerType,
      updatedAt: daysFromNow(-100),
    })),
    ...ref.notificationTypeIds.map((typeId) => ({
      userId: people.employeeId,
      notificationTypeId: typeId,
      active: true,
      updatedAt: daysFromNow(-100),
    })),
  ]);

  const note = (typeId: number, title: string, url: string, days: number, dismissed = false) => ({
    userId: people.learnerId,
    notificationTypeId: typeId,
    title,
    url,
    createdAt: daysFromNow(days),
    dismissedAt: dismissed ? daysFromNow(days + 1) : null,
  });
  await insertAll(db, s.notifications, [
    note(insightType, 'New Insight published', `/insight/${content.liveInsightIds.at(-1)}`, -2),
    note(eventType, 'New Event published', `/event/${content.liveEventIds.at(-1)}`, -5),
    note(schoolType, 'New Learning Provider published', `/learning-provider/${schoolIds[3]}`, -9),
    note(insightType, 'New Insight published', 'https://example.org/impact-report', -12),
    note(employerType, 'New Employer published', `/employer/${employerIds[9]}`, -40, true),
  ]);
}

/**
 * The course badges stand for accredited courses on the register: Northbridge University's
 * fixed courses (data/courses.ts NORTHBRIDGE_COURSES: the degree, the level 4 apprenticeship
 * and the data science training), so the learner's BSc badge names its course and provider.
 */
async function linkCourseBadges(db: Queryable, ref: Reference, orgs: Organisations) {
  const northbridge = orgs.courses.filter((c) => c.schoolTitle === NORTHBRIDGE);
  const links: Array<[string, number | undefined]> = [
    ['BSc (Hons) Software Engineering', northbridge[0]?.id],
    ['Level 4 Software Developer Apprenticeship', northbridge[1]?.id],
    ['Data Science Bootcamp', northbridge[3]?.id],
  ];
  for (const [name, courseId] of links) {
    const groupId = ref.credentialGroupIds.get(name);
    if (groupId === undefined || courseId === undefined) continue;
    await db.update(s.credentialGroups).set({ courseId }).where(eq(s.credentialGroups.id, groupId));
  }
}
