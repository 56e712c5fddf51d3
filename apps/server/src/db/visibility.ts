// Which rows anonymous visitors may see, as SQL conditions shared by every feature that lists
// them (pages, search, sitemap, feeds), so a page and the sitemap never disagree. Kept out of
// the schema files, which drizzle-kit loads on its own and which import nothing of the app.
import { sql } from 'drizzle-orm';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup';
import { courses } from './schema/courses.ts';
import { events } from './schema/events.ts';
import { insights } from './schema/insights.ts';
import { employers, schools } from './schema/organisations.ts';

/**
 * Live and public articles. Literal, not bound parameters: only then can a prepared (generic)
 * plan prove the partial index predicate `live and public` and use insights_public_created_idx.
 */
export const publicInsight = sql`${insights.live} and ${insights.public}`;

/**
 * Listed courses (staff may unlist one, decision 0066), except the sign-up placeholder
 * provider's (unmatched learners, SPEC §5) and those of a hidden provider (decision 0063: a
 * provider staff hid is not in the finder either).
 */
export const listedCourse = sql`${courses.listed} and ${courses.schoolId} not in (
  select ${schools.id} from ${schools}
   where ${schools.tsUuid} = ${PLACEHOLDER_SCHOOL.tsUuid} or not ${schools.listed})`;

/** Events members see: only those the events platform reports as live (SPEC §4). */
export const liveEvent = sql`${events.status} = 'live'`;

/**
 * An event's own page also shows one cancelled after members were told about it, so the
 * members who saved it (and got the notice) read that it is cancelled rather than "not found".
 */
export const shownEvent = sql`(${events.status} = 'live' or (${events.status} = 'cancelled'
  and ${events.announcedAt} is not null))`;

/**
 * Learning providers members see: listed ones (decision 0063) with at least one (accredited)
 * course; the sign-up placeholder provider has none by definition.
 */
export const listedSchool = sql`${schools.listed}
  and exists (select 1 from ${courses} where ${courses.schoolId} = ${schools.id} and ${courses.listed})
  and ${schools.tsUuid} <> ${PLACEHOLDER_SCHOOL.tsUuid}`;

/** Employers members see: every employer staff have not hidden (decision 0063). */
export const listedEmployer = sql`${employers.listed}`;

/** Insights members see (live), whoever wrote them. */
export const liveInsight = sql`${insights.live}`;
