// Learning providers with their courses, and employers with their tags. Sign-up domains are
// `<slug>.test` (a reserved TLD), so no real address can ever match an organisation.
import type { Queryable } from '../client.ts';
import * as s from '../schema/index.ts';
import { insertAll, insertIds } from './batch.ts';
import {
  COURSE_DESCRIPTIONS,
  LEVELS_BY_TYPE,
  LOCATIONS,
  NORTHBRIDGE_COURSES,
  PROGRAMME_TYPES,
  SUBJECTS,
  courseDuration,
  courseTitle,
  type ProgrammeKey,
  type SubjectSeed,
} from './data/courses.ts';
import {
  EMPLOYER_FIRST_WORDS,
  EMPLOYER_PROFILE_CLOSERS,
  EMPLOYER_PROFILE_MIDDLES,
  EMPLOYER_PROFILE_OPENERS,
  EMPLOYER_SECOND_WORDS,
  EMPLOYER_SIZES,
  HARBOUR_SYSTEMS,
} from './data/employers.ts';
import {
  PROVIDERS,
  PROVIDER_PROFILE_CLOSERS,
  PROVIDER_PROFILE_MIDDLES,
  PROVIDER_PROFILE_OPENERS,
} from './data/providers.ts';
import { UK_REGIONS, regionPhrase } from './data/regions.ts';
import { INDUSTRY_TAGS } from './data/tags.ts';
import type { Reference } from './demo-reference.ts';
import { daysFromNow, slugify, type Rng } from './prng.ts';

export const EMPLOYER_COUNT = 420;

export interface Organisations {
  schoolIds: Map<string, number>;
  employerIds: Map<string, number>;
  /** Course ids in insertion order, with the provider each belongs to. */
  courses: Array<{ id: number; title: string; schoolTitle: string }>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function profile(rng: Rng, parts: string[][], values: Record<string, string>) {
  return parts.map((options) => fill(rng.pick(options), values)).join(' ');
}

export async function seedOrganisations(
  db: Queryable,
  rng: Rng,
  ref: Reference,
): Promise<Organisations> {
  const schoolRows = PROVIDERS.map((p, i) => {
    const slug = slugify(p.title);
    const tsUuid = rng.uuid();
    const kind = p.title.includes('University')
      ? 'university'
      : p.title.includes('College')
        ? 'college'
        : 'training provider';
    return {
      title: p.title,
      url: p.hasUrl === false ? null : `https://www.${slug}.test`,
      tsUuid,
      addressState: p.region,
      logoUrl: `/media/logos/${tsUuid}.svg`,
      profile: profile(
        rng,
        [PROVIDER_PROFILE_OPENERS, PROVIDER_PROFILE_MIDDLES, PROVIDER_PROFILE_CLOSERS],
        {
          title: p.title,
          region: regionPhrase(p.region),
          kind,
        },
      ),
      createdAt: daysFromNow(-900 + i),
      updatedAt: daysFromNow(-900 + i),
    };
  });
  const schoolIdList = await insertIds(db, s.schools, schoolRows);
  const schoolIds = new Map(PROVIDERS.map((p, i) => [p.title, schoolIdList[i] as number]));
  await insertAll(
    db,
    s.schoolDomains,
    PROVIDERS.map((p, i) => ({
      schoolId: schoolIdList[i] as number,
      domain: `${slugify(p.title)}.test`,
    })),
  );

  const courses = await seedCourses(db, rng, ref, schoolIds);

  // Harbour Systems first, then distinct first×second word pairs in a stable shuffled order.
  const names = new Set<string>();
  for (const first of EMPLOYER_FIRST_WORDS) {
    for (const second of rng.sample(EMPLOYER_SECOND_WORDS, 11)) names.add(`${first} ${second}`);
  }
  names.delete(HARBOUR_SYSTEMS);
  const employerTitles = [HARBOUR_SYSTEMS, ...rng.shuffle([...names])].slice(0, EMPLOYER_COUNT);
  const employerRows = employerTitles.map((title, i) => {
    const tsUuid = rng.uuid();
    const region = rng.pick(UK_REGIONS);
    const industry = rng.pick(INDUSTRY_TAGS).toLowerCase();
    return {
      title,
      url: `https://www.${slugify(title)}.test`,
      tsUuid,
      addressState: region,
      logoUrl: `/media/logos/${tsUuid}.svg`,
      profile: profile(
        rng,
        [EMPLOYER_PROFILE_OPENERS, EMPLOYER_PROFILE_MIDDLES, EMPLOYER_PROFILE_CLOSERS],
        {
          title,
          region: regionPhrase(region),
          industry,
          size: rng.pick(EMPLOYER_SIZES),
        },
      ),
      createdAt: daysFromNow(-800 + i),
      updatedAt: daysFromNow(-800 + i),
    };
  });
  const employerIdList = await insertIds(db, s.employers, employerRows);
  const employerIds = new Map(employerTitles.map((t, i) => [t, employerIdList[i] as number]));
  await insertAll(
    db,
    s.employerDomains,
    employerTitles.map((t, i) => ({
      employerId: employerIdList[i] as number,
      domain: `${slugify(t)}.test`,
    })),
  );
  await insertAll(
    db,
    s.employerTags,
    // 1–3 industry tags and 0–2 technology tags: the employers filter offers both types.
    employerIdList.flatMap((employerId) =>
      [
        ...rng.sample(ref.industryTagIds, rng.int(1, 3)),
        ...rng.sample(ref.topicTagIds, rng.int(0, 2)),
      ].map((tagId) => ({ employerId, tagId })),
    ),
  );
  return { schoolIds, employerIds, courses };
}

interface CoursePlan {
  school: string;
  type: ProgrammeKey;
  level: number;
  subject: SubjectSeed;
}

function planCourses(rng: Rng): CoursePlan[] {
  const plans: CoursePlan[] = NORTHBRIDGE_COURSES.map((c) => ({
    school: PROVIDERS[0]!.title,
    type: c.type,
    level: c.level,
    subject: SUBJECTS.find((x) => x.title === c.subject)!,
  }));
  // Every other provider with courses gets 2 or 3, cycling through the programme types so all
  // three are well represented.
  PROVIDERS.slice(1).forEach((p, i) => {
    if (p.hasCourses === false) return;
    const count = 2 + (i % 2);
    for (let k = 0; k < count; k++) {
      const type = PROGRAMME_TYPES[(i + k) % PROGRAMME_TYPES.length]!.key;
      plans.push({
        school: p.title,
        type,
        level: rng.pick(LEVELS_BY_TYPE[type]),
        subject: rng.pick(SUBJECTS),
      });
    }
  });
  return plans;
}

async function seedCourses(
  db: Queryable,
  rng: Rng,
  ref: Reference,
  schoolIds: Map<string, number>,
) {
  const plans = planCourses(rng);
  const noUrlProviders = new Set(PROVIDERS.filter((p) => p.hasUrl === false).map((p) => p.title));
  const rows = plans.map((plan, i) => {
    const title = courseTitle(plan.type, plan.level, plan.subject);
    const typeTitle = PROGRAMME_TYPES.find((t) => t.key === plan.type)!.title.toLowerCase();
    const outcomes = rng.sample(
      plan.subject.outcomes,
      rng.int(4, Math.min(6, plan.subject.outcomes.length)),
    );
    // About one course in five has no url of its own (the page falls back to the provider's);
    // courses of providers without a url always lack one, so the "no website" alert is reachable.
    const ownUrl = !noUrlProviders.has(plan.school) && (i < 5 || i % 5 !== 0);
    return {
      title,
      description: fill(rng.pick(COURSE_DESCRIPTIONS), {
        type: typeTitle,
        subject: plan.subject.title.toLowerCase(),
        role: plan.subject.role.toLowerCase(),
      }),
      criteria: outcomes.join(';'),
      duration: courseDuration(plan.type, plan.level),
      url: ownUrl ? `https://www.${slugify(plan.school)}.test/courses/${slugify(title)}` : null,
      badgeId: rng.uuid(),
      schoolId: schoolIds.get(plan.school)!,
      programmeTypeId: ref.programmeTypeIds.get(plan.type)!,
      programmeLevelId: ref.levelIds.get(plan.level)!,
      subjectId: ref.subjectIds.get(plan.subject.title)!,
      locationId: ref.locationIds.get(rng.pick(LOCATIONS))!,
      // Accredited the day it joined the register.
      accreditedOn: daysFromNow(-700 + i)
        .toISOString()
        .slice(0, 10),
      createdAt: daysFromNow(-700 + i),
      updatedAt: daysFromNow(-700 + i),
    };
  });
  const ids = await insertIds(db, s.courses, rows);
  return rows.map((r, i) => ({
    id: ids[i] as number,
    title: r.title,
    schoolTitle: plans[i]!.school,
  }));
}
