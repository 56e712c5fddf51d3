// Courses in the console (decision 0066): editors and admins create, edit (version-checked),
// list or unlist, and delete courses nothing refers to. Learning outcomes are edited one per
// line and stored as SPEC's ';'-separated `criteria`. Routes mark these calls as changing
// public content, so the anonymous cache and the finder's cached facets and counts follow at once.
import {
  courseMessages,
  criteriaToLines,
  type AdminCoursesQuery,
  type CourseCreate,
  type CoursePatch,
} from '@techgold/contracts/admin/courses';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import { changedFields } from '../audit/redact.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
const ref = (id: number | null, title: string | null) =>
  id !== null && title !== null ? { id, title } : null;

function listItem(r: repo.CourseRow) {
  return {
    id: r.id,
    title: r.title,
    school: { id: r.school_id, title: r.school_title },
    programme_type: ref(r.programme_type_id, r.type_title),
    programme_level: ref(r.programme_level_id, r.level_title),
    listed: r.listed,
    members: Number(r.members),
    credential_groups: Number(r.credential_groups),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

function detailOf(r: repo.CourseRow) {
  return {
    ...listItem(r),
    description: r.description,
    learning_outcomes: criteriaToLines(r.criteria),
    duration: r.duration,
    url: r.url,
    badge_id: r.badge_id,
    subject: ref(r.subject_id, r.subject_title),
    location: ref(r.location_id, r.location_title),
    accredited_on: r.accredited_on,
  };
}

/** The stored fields (API names) of a row, for the version-free diff. */
function fieldsOf(r: repo.CourseRow): repo.CourseFields {
  return {
    title: r.title,
    description: r.description,
    criteria: r.criteria,
    duration: r.duration,
    url: r.url,
    badge_id: r.badge_id,
    school_id: r.school_id,
    programme_type_id: r.programme_type_id,
    programme_level_id: r.programme_level_id,
    subject_id: r.subject_id,
    location_id: r.location_id,
    accredited_on: r.accredited_on,
    listed: r.listed,
  };
}

const joinOutcomes = (lines: string[] | undefined) =>
  lines === undefined ? undefined : lines.length ? lines.join(';') : null;

export function createCoursesAdminService({ db, change }: { db: Db; change: AuditedChange }) {
  async function list(query: AdminCoursesQuery) {
    const { rows, total } = await repo.listCourses(db, query);
    return { items: rows.map(listItem), total, limit: query.limit, offset: query.offset };
  }

  async function detail(idText: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.findCourse(db, id);
    if (!row) throw new NotFoundError();
    return detailOf(row);
  }

  async function options() {
    const o = await repo.courseOptions(db);
    return {
      schools: o.schools,
      programme_types: o.types,
      programme_levels: o.levels,
      subjects: o.subjects,
      locations: o.locations,
    };
  }

  async function checkLookups(tx: Tx, f: repo.CourseFields) {
    const missing = await repo.unknownLookups(tx, {
      school_id: f.school_id,
      programme_type_id: f.programme_type_id,
      programme_level_id: f.programme_level_id,
      subject_id: f.subject_id,
      location_id: f.location_id,
    });
    if (missing.length) {
      throw new ValidationError(
        Object.fromEntries(
          missing.map((field) => [
            field,
            [
              field === 'school_id'
                ? courseMessages.courseNotAtProvider
                : courseMessages.unknownOption,
            ],
          ]),
        ),
      );
    }
  }

  async function create(caller: StaffCaller, body: CourseCreate) {
    const fields: repo.CourseFields = {
      title: body.title,
      description: body.description ?? null,
      criteria: joinOutcomes(body.learning_outcomes) ?? null,
      duration: body.duration ?? null,
      url: body.url ?? null,
      badge_id: body.badge_id ?? null,
      school_id: body.school_id,
      programme_type_id: body.programme_type_id ?? null,
      programme_level_id: body.programme_level_id ?? null,
      subject_id: body.subject_id ?? null,
      location_id: body.location_id ?? null,
      accredited_on: body.accredited_on ?? null,
      listed: body.listed ?? true,
    };
    const id = await change(caller, async (tx, audit) => {
      await checkLookups(tx, fields);
      const created = await repo.insertCourse(tx, fields);
      await audit({
        kind: 'course.create',
        targetType: 'course',
        targetId: created,
        after: { ...fields },
      });
      return created;
    });
    return detail(String(id));
  }

  async function update(caller: StaffCaller, idText: string, patch: CoursePatch) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findCourse(tx, id, true);
      if (!row) throw new NotFoundError();
      assertVersion(new Date(row.updated_at), patch.updated_at);
      const was = fieldsOf(row);
      const pick = <K extends keyof repo.CourseFields>(
        k: K,
        v: repo.CourseFields[K] | undefined,
      ) => (v === undefined ? was[k] : v);
      const next: repo.CourseFields = {
        title: pick('title', patch.title),
        description: pick('description', patch.description),
        criteria: pick('criteria', joinOutcomes(patch.learning_outcomes)),
        duration: pick('duration', patch.duration),
        url: pick('url', patch.url),
        badge_id: pick('badge_id', patch.badge_id),
        school_id: pick('school_id', patch.school_id),
        programme_type_id: pick('programme_type_id', patch.programme_type_id),
        programme_level_id: pick('programme_level_id', patch.programme_level_id),
        subject_id: pick('subject_id', patch.subject_id),
        location_id: pick('location_id', patch.location_id),
        accredited_on: pick('accredited_on', patch.accredited_on),
        listed: pick('listed', patch.listed),
      };
      const diff = changedFields({ ...was }, { ...next });
      if (!Object.keys(diff.after).length) return;
      await checkLookups(tx, next);
      await repo.updateCourse(tx, id, next);
      await audit({ kind: 'course.update', targetType: 'course', targetId: id, ...diff });
    });
    return detail(String(id));
  }

  /**
   * Deletes a course nothing refers to. Members studying it and badges standing for it would
   * lose it silently, so while any do the delete is refused (409), saying how many: unlist it.
   */
  async function remove(caller: StaffCaller, idText: string) {
    const id = parseId(idText);
    if (id === null) throw new NotFoundError();
    await change(caller, async (tx, audit) => {
      const row = await repo.findCourse(tx, id, true);
      if (!row) throw new NotFoundError();
      const held = [
        row.members ? `${row.members} member${row.members === 1 ? '' : 's'}` : null,
        row.credential_groups
          ? `${row.credential_groups} badge${row.credential_groups === 1 ? '' : 's'}`
          : null,
      ].filter(Boolean);
      if (held.length) {
        throw new HttpError(
          409,
          `This course cannot be deleted: ${held.join(' and ')} still ${
            held.length === 1 && /^1 /.test(held[0]!) ? 'refers' : 'refer'
          } to it. Unlist it instead.`,
        );
      }
      await repo.deleteCourse(tx, id);
      await audit({
        kind: 'course.delete',
        targetType: 'course',
        targetId: id,
        before: { ...fieldsOf(row) },
      });
    });
  }

  return { list, detail, options, create, update, remove };
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
