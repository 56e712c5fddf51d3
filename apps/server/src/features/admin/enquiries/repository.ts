// SQL for the enquiries inbox: the paged list with assignee and note counts, one enquiry with
// its timeline (notes and replies, each reply with its email's state in the outbox), the
// locked read + versioned update, and notes and replies.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EnquiriesQuery } from '@techgold/contracts/admin/enquiries';
import type { Queryable } from '../../../db/client.ts';
import { enquiries, enquiryNotes } from '../../../db/schema/enquiries.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { users } from '../../../db/schema/users.ts';
import { containsPattern } from '../../../lib/like.ts';

const assignee = alias(users, 'assignee');

const listColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  status: enquiries.status,
  firstName: enquiries.firstName,
  lastName: enquiries.lastName,
  email: enquiries.email,
  organisation: enquiries.organisation,
  assigneeId: enquiries.assigneeUserId,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
  assigneeEmail: assignee.email,
  // Staff's notes only: replies are counted apart from them (the list's Notes column).
  notes: sql<number>`(select count(*)::int from ${enquiryNotes} n
                       where n.enquiry_id = ${enquiries.id} and n.kind = 'note')`,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};
export type EnquiryListRow = Awaited<ReturnType<typeof listEnquiries>>['rows'][number];

function filters(query: EnquiriesQuery, callerId: number): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(
      or(
        ilike(enquiries.email, like),
        ilike(enquiries.organisation, like),
        ilike(sql`${enquiries.firstName} || ' ' || ${enquiries.lastName}`, like),
      )!,
    );
  }
  if (query.status) where.push(eq(enquiries.status, query.status));
  if (query.kind) where.push(eq(enquiries.kind, query.kind));
  if (query.assignee === 'none') where.push(isNull(enquiries.assigneeUserId));
  else if (query.assignee === 'me') where.push(eq(enquiries.assigneeUserId, callerId));
  else if (query.assignee) where.push(eq(enquiries.assigneeUserId, Number(query.assignee)));
  return where.length ? and(...where) : undefined;
}

export async function listEnquiries(q: Queryable, query: EnquiriesQuery, callerId: number) {
  const where = filters(query, callerId);
  const dir = query.sort === 'oldest' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    q
      .select(listColumns)
      .from(enquiries)
      .leftJoin(assignee, eq(assignee.id, enquiries.assigneeUserId))
      .where(where)
      .orderBy(dir(enquiries.createdAt), dir(enquiries.id))
      .limit(query.limit)
      .offset(query.offset),
    q.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findEnquiry(q: Queryable, id: number) {
  const [row] = await q
    .select({
      ...listColumns,
      phone: enquiries.phone,
      address: enquiries.address,
      jobTitle: enquiries.jobTitle,
      courseType: enquiries.courseType,
      courseTitle: enquiries.courseTitle,
      userId: enquiries.userId,
    })
    .from(enquiries)
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeUserId))
    .where(eq(enquiries.id, id));
  if (!row) return null;
  const notes = await q
    .select({
      id: enquiryNotes.id,
      authorId: enquiryNotes.authorUserId,
      authorFirst: users.firstName,
      authorLast: users.lastName,
      authorEmail: users.email,
      kind: enquiryNotes.kind,
      body: enquiryNotes.body,
      delivery: mailOutbox.state,
      createdAt: enquiryNotes.createdAt,
    })
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.authorUserId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiryNotes.outboxId))
    .where(eq(enquiryNotes.enquiryId, id))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
  return { row, notes };
}

export async function lockEnquiry(q: Queryable, id: number) {
  const [row] = await q
    .select({
      id: enquiries.id,
      status: enquiries.status,
      assigneeUserId: enquiries.assigneeUserId,
      updatedAt: enquiries.updatedAt,
    })
    .from(enquiries)
    .where(eq(enquiries.id, id))
    .for('update');
  return row ?? null;
}

export type EnquiryChange = Partial<
  Pick<typeof enquiries.$inferInsert, 'status' | 'assigneeUserId'>
>;

/** Writes `change` with a new version (see members/repository.ts nextVersion). */
export async function updateEnquiry(q: Queryable, id: number, change: EnquiryChange) {
  await q
    .update(enquiries)
    .set({
      ...change,
      updatedAt: sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${enquiries.updatedAt}) + interval '1 millisecond')`,
    })
    .where(eq(enquiries.id, id));
}

/** A note, or (with its outbox row) a reply. */
export async function insertNote(
  q: Queryable,
  note: {
    enquiryId: number;
    authorUserId: number;
    body: string;
    kind?: 'note' | 'reply';
    outboxId?: string;
  },
) {
  const [row] = await q
    .insert(enquiryNotes)
    .values(note)
    .returning({ id: enquiryNotes.id, createdAt: enquiryNotes.createdAt });
  return row!;
}

/** What a reply's email needs of the enquiry, read inside the reply's transaction. */
export async function replyDetails(q: Queryable, enquiryId: number, authorUserId: number) {
  const [row] = await q
    .select({
      email: enquiries.email,
      firstName: enquiries.firstName,
      lastName: enquiries.lastName,
      kind: enquiries.kind,
      organisation: enquiries.organisation,
      courseTitle: enquiries.courseTitle,
      createdAt: enquiries.createdAt,
      authorFirst: sql<string>`(select first_name from ${users} where id = ${authorUserId})`,
      authorLast: sql<string>`(select last_name from ${users} where id = ${authorUserId})`,
    })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId));
  return row ?? null;
}
