// Lookup tables: everything other rows point at. Returns the new ids keyed by name.
import type { Queryable } from '../client.ts';
import * as s from '../schema/index.ts';
import { insertAll, insertIds } from './batch.ts';
import { LOCATIONS, PROGRAMME_LEVELS, PROGRAMME_TYPES, SUBJECTS } from './data/courses.ts';
import { ETHNICITIES, GENDERS } from './data/people.ts';
import { CREDENTIAL_GROUPS, CTAS, NOTIFICATION_TYPES, QUOTES } from './data/site.ts';
import { INDUSTRY_TAGS, NEWS_CATEGORY_TAGS, TOPIC_TAGS } from './data/tags.ts';
import { SEED_NOW, type Rng } from './prng.ts';

export interface Reference {
  genderIds: number[];
  ethnicityIds: number[];
  industryTagIds: number[];
  topicTagIds: number[];
  newsTagIds: number[];
  programmeTypeIds: Map<string, number>;
  levelIds: Map<number, number>;
  subjectIds: Map<string, number>;
  locationIds: Map<string, number>;
  notificationTypeIds: number[];
  credentialGroupIds: Map<string, number>;
}

const zipMap = <K>(keys: readonly K[], ids: number[]) =>
  new Map(keys.map((k, i) => [k, ids[i] as number]));

export async function seedReference(db: Queryable, rng: Rng): Promise<Reference> {
  const genderIds = await insertIds(
    db,
    s.genders,
    GENDERS.map((title, i) => ({ title, sortOrder: i })),
  );
  const ethnicityIds = await insertIds(
    db,
    s.ethnicities,
    ETHNICITIES.map((title, i) => ({ title, sortOrder: i })),
  );

  const industryTagIds = await insertIds(
    db,
    s.tags,
    INDUSTRY_TAGS.map((title) => ({ title, type: s.TAG_TYPE_INDUSTRY, tsUuid: rng.uuid() })),
  );
  const topicTagIds = await insertIds(
    db,
    s.tags,
    TOPIC_TAGS.map((title) => ({ title, type: s.TAG_TYPE_TOPIC, tsUuid: rng.uuid() })),
  );
  const newsTagIds = await insertIds(
    db,
    s.tags,
    NEWS_CATEGORY_TAGS.map((t) => ({ ...t, type: s.TAG_TYPE_TOPIC })),
  );

  const typeIds = await insertIds(
    db,
    s.programmeTypes,
    PROGRAMME_TYPES.map((t, i) => ({ key: t.key, title: t.title, sortOrder: i })),
  );
  const levelIds = await insertIds(
    db,
    s.programmeLevels,
    PROGRAMME_LEVELS.map((level) => ({ level, title: `Level ${level}` })),
  );
  const subjectIds = await insertIds(
    db,
    s.subjects,
    SUBJECTS.map((x) => ({ title: x.title })),
  );
  const locationIds = await insertIds(
    db,
    s.locations,
    LOCATIONS.map((title) => ({ title })),
  );

  const notificationTypeIds = await insertIds(
    db,
    s.notificationTypes,
    NOTIFICATION_TYPES.map((t, i) => ({ ...t, activeByDefault: true, sortOrder: i })),
  );
  const groupIds = await insertIds(
    db,
    s.credentialGroups,
    CREDENTIAL_GROUPS.map((name) => ({
      name,
      badgeDesignId: rng.uuid(),
      externalId: `grp-${rng.uuid()}`,
    })),
  );

  await insertAll(
    db,
    s.ctas,
    CTAS.map((c, i) => ({ ...c, sortOrder: i, createdAt: SEED_NOW })),
  );
  await insertAll(
    db,
    s.quotes,
    QUOTES.map((q, i) => ({ ...q, sortOrder: i })),
  );

  return {
    genderIds,
    ethnicityIds,
    industryTagIds,
    topicTagIds,
    newsTagIds,
    programmeTypeIds: zipMap(
      PROGRAMME_TYPES.map((t) => t.key),
      typeIds,
    ),
    levelIds: zipMap(PROGRAMME_LEVELS, levelIds),
    subjectIds: zipMap(
      SUBJECTS.map((x) => x.title),
      subjectIds,
    ),
    locationIds: zipMap(LOCATIONS, locationIds),
    notificationTypeIds,
    credentialGroupIds: zipMap(CREDENTIAL_GROUPS, groupIds),
  };
}
