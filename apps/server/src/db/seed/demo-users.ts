// The demo accounts (fixed facts other checks rely on) plus a few more authors so insights
// come from several people and employers. Each has every field the profile form requires
// (SPEC §5: names, contact email, phone number, address, gender, ethnicity; job title for
// employer users), so each can save its profile unchanged.
import type { Queryable } from '../client.ts';
import * as s from '../schema/index.ts';
import { insertIds } from './batch.ts';
import { HARBOUR_SYSTEMS } from './data/employers.ts';
import { NORTHBRIDGE } from './data/providers.ts';
import type { Organisations } from './demo-orgs.ts';
import type { Reference } from './demo-reference.ts';
import { daysFromNow, slugify, type Rng } from './prng.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';

export const DEMO_EMAILS = {
  learner: 'learner@northbridge-university.test',
  employee: 'employee@harbour-systems.test',
  author: 'author@techgold.test',
  admin: 'admin@techgold.test',
  editor: 'editor@techgold.test',
} as const;

export interface People {
  learnerId: number;
  employeeId: number;
  authorId: number;
  adminId: number;
  /** The demo editor (staff role editor: content and enquiries, not members). */
  editorId: number;
  /** Everyone who writes insights, the demo author first. */
  authorIds: number[];
}

type UserRow = typeof s.users.$inferInsert;

export async function seedUsers(
  db: Queryable,
  rng: Rng,
  ref: Reference,
  orgs: Organisations,
  passwordHash: string,
): Promise<People> {
  const northbridgeCourse = orgs.courses.find((c) => c.schoolTitle === NORTHBRIDGE)!;
  const harbour = orgs.employerIds.get(HARBOUR_SYSTEMS)!;
  const employerTitles = [...orgs.employerIds.keys()];
  const base = (i: number, row: Omit<UserRow, 'status' | 'passwordHash'>): UserRow => ({
    status: 'active',
    passwordHash,
    emailConfirmedAt: daysFromNow(-600 + i),
    createdAt: daysFromNow(-600 + i),
    updatedAt: daysFromNow(-600 + i),
    genderId: rng.pick(ref.genderIds),
    ethnicityId: rng.pick(ref.ethnicityIds),
    ...row,
  });

  const rows: UserRow[] = [
    base(0, {
      firstName: 'Ada',
      lastName: 'Learner',
      email: DEMO_EMAILS.learner,
      contactEmail: 'ada.learner@example.org',
      phoneNumber: '07700 900001',
      address: '12 Observatory Lane, Northbridge, NB1 2AA',
      userTypeId: 1,
      schoolId: orgs.schoolIds.get(NORTHBRIDGE)!,
      courseId: northbridgeCourse.id,
      startYear: 2024,
      // Funded by the school for the course plus a year: the subscription banner shows.
      fundedUntil: '2027-09-30',
      alertsPreference: true,
      marketingPreference: false,
      disabilities: null,
    }),
    base(1, {
      firstName: 'Ellis',
      lastName: 'Employee',
      email: DEMO_EMAILS.employee,
      contactEmail: 'ellis.employee@example.org',
      phoneNumber: '07700 900002',
      address: 'Harbour Systems, 3 Quayside, Portmouth, PM1 4QS',
      userTypeId: 2,
      employerId: harbour,
      jobTitle: 'Engineering Manager',
      alertsPreference: true,
      marketingPreference: true,
    }),
    base(2, {
      firstName: 'Alex',
      lastName: 'Okafor',
      email: DEMO_EMAILS.author,
      contactEmail: 'alex.okafor@example.org',
      phoneNumber: '07700 900003',
      address: 'Harbour Systems, 3 Quayside, Portmouth, PM1 4QS',
      userTypeId: 2,
      employerId: harbour,
      jobTitle: 'Community Editor',
      canWriteArticles: true,
    }),
    base(3, {
      firstName: 'Morgan',
      lastName: 'Admin',
      email: DEMO_EMAILS.admin,
      contactEmail: 'morgan.admin@example.org',
      phoneNumber: '01632 960 004',
      address: 'Tech Industry Gold, 1 Guild Court, London, EC2V 7AA',
      userTypeId: 2,
      jobTitle: 'Platform Administrator',
      staffRole: 'admin',
      canWriteArticles: true,
    }),
    // More authors, each at a different employer, so employer pages list their insights. With
    // the demo author they write the articles of data/articles/: Priya most of Community,
    // Tomasz most of Insights, Lowri most of Impact (demo-content.ts picks by position).
    ...[
      ['Priya', 'Shah', 'Head of Engineering', 'Bristol, BS1 5TR'],
      ['Tomasz', 'Nowak', 'Head of Data', 'Leeds, LS1 4AP'],
      ['Lowri', 'Evans', 'Talent Partner', 'Cardiff, CF10 1EP'],
    ].map(([firstName, lastName, jobTitle, town], k) => {
      const employer = employerTitles[1 + k * 7]!;
      const domain = `${slugify(employer)}.test`;
      const name = `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}`;
      return base(4 + k, {
        firstName: firstName!,
        lastName: lastName!,
        email: `${name}@${domain}`,
        contactEmail: `${name}@example.org`,
        phoneNumber: `07700 90001${k}`,
        address: `${employer}, ${4 + k} Station Road, ${town}`,
        userTypeId: 2,
        employerId: orgs.employerIds.get(employer)!,
        jobTitle: jobTitle!,
        canWriteArticles: true,
      });
    }),
  ];
  const ids = await insertIds(db, s.users, rows);
  const [learnerId, employeeId, authorId, adminId, ...others] = ids as [
    number,
    number,
    number,
    number,
    ...number[],
  ];
  // Written out in full, not through base(): drawing from rng here would change every demo
  // record seeded after it.
  const [editorId] = await insertIds(db, s.users, [
    {
      status: 'active',
      passwordHash,
      emailConfirmedAt: daysFromNow(-400),
      createdAt: daysFromNow(-400),
      updatedAt: daysFromNow(-400),
      genderId: ref.genderIds[0]!,
      ethnicityId: ref.ethnicityIds[0]!,
      firstName: 'Robin',
      lastName: 'Editor',
      email: DEMO_EMAILS.editor,
      contactEmail: 'robin.editor@example.org',
      phoneNumber: '01632 960 005',
      address: 'Tech Industry Gold, 1 Guild Court, London, EC2V 7AA',
      userTypeId: 2,
      jobTitle: 'Content and Enquiries Editor',
      staffRole: 'editor',
    },
  ]);
  return {
    learnerId,
    employeeId,
    authorId,
    adminId,
    editorId: editorId!,
    authorIds: [authorId, ...others],
  };
}
