// SQL for a member's data export (decision 0064): everything held about one member, read in
// one transaction so the archive is a consistent copy. Each section is a list of plain rows,
// in the API's snake_case names; the archive's README says what each one is.
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';
import { matchesAny, provedAddresses } from './proved-addresses-repository.ts';

export interface MemberData {
  profile: Record<string, unknown> | null;
  organisation: Record<string, unknown> | null;
  equality: Record<string, unknown> | null;
  saved_items: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  notification_preferences: Record<string, unknown>[];
  insights: Record<string, unknown>[];
  credentials: Record<string, unknown>[];
  sign_in_history: Record<string, unknown>[];
  consents: Record<string, unknown>[];
  enquiries: Record<string, unknown>[];
  enquiry_replies: Record<string, unknown>[];
  newsletter: Record<string, unknown>[];
  rights_requests: Record<string, unknown>[];
  uploads: Record<string, unknown>[];
}

export interface UploadFile {
  id: number;
  storage_key: string;
  original_name: string | null;
  size: number;
}

export async function collectMemberData(q: Queryable, userId: number): Promise<MemberData> {
  const [profile] = await selectRows<Record<string, unknown>>(
    q,
    sql`select id, first_name, last_name, email, contact_email, phone_number, address,
               avatar_url, job_title,
               case user_type_id when 2 then 'business' else 'learner' end as type,
               start_year, funded_until::text as funded_until, alerts_preference,
               marketing_preference, can_write_articles, staff_role, status,
               email_confirmed_at, contact_email_confirmed_at, pending_contact_email,
               last_sign_in_at, created_at, updated_at
          from users where id = ${userId}`,
  );
  const [organisation] = await selectRows<Record<string, unknown>>(
    q,
    sql`select s.title as learning_provider, c.title as course, e.title as employer
          from users u
          left join schools s on s.id = u.school_id
          left join courses c on c.id = u.course_id
          left join employers e on e.id = u.employer_id
         where u.id = ${userId}`,
  );
  const [equality] = await selectRows<Record<string, unknown>>(
    q,
    sql`select g.title as gender, et.title as ethnicity, u.disabilities
          from users u
          left join genders g on g.id = u.gender_id
          left join ethnicities et on et.id = u.ethnicity_id
         where u.id = ${userId}`,
  );
  const rows = (query: ReturnType<typeof sql>) => selectRows<Record<string, unknown>>(q, query);
  // Enquiries and the newsletter are kept by address, not by account: only the addresses the
  // member proved they control reach them (decision 0074), never one they only typed in.
  const addresses = await provedAddresses(q, userId);
  return {
    profile: profile ?? null,
    organisation: organisation ?? null,
    equality: equality ?? null,
    saved_items: await rows(
      sql`select case s.kind when 'article' then 'insight' when 'school' then 'learning provider'
                   else s.kind::text end as kind,
                 coalesce(e.title, sc.title, i.title, ev.name) as title,
                 s.item_id, s.created_at
            from saved_items s
            left join employers e on s.kind = 'employer' and e.id = s.item_id
            left join schools sc on s.kind = 'school' and sc.id = s.item_id
            left join insights i on s.kind = 'article' and i.id = s.item_id
            left join events ev on s.kind = 'event' and ev.id = s.item_id
           where s.user_id = ${userId} order by s.created_at`,
    ),
    notifications: await rows(
      sql`select n.title, n.url, t.title as type, n.created_at, n.emailed_at, n.dismissed_at
            from notifications n join notification_types t on t.id = n.notification_type_id
           where n.user_id = ${userId} order by n.created_at`,
    ),
    notification_preferences: await rows(
      sql`select t.title as type, p.active, p.updated_at
            from notification_preferences p join notification_types t on t.id = p.notification_type_id
           where p.user_id = ${userId} order by t.sort_order, t.title`,
    ),
    insights: await rows(
      sql`select i.id, i.title, i.subtitle, i.body, i.url, i.live, i.public, i.thumbnail,
                 i.created_at, i.updated_at,
                 coalesce((select array_agg(tg.title order by tg.title) from insight_tags it
                            join tags tg on tg.id = it.tag_id where it.insight_id = i.id),
                          '{}') as tags
            from insights i where i.user_id = ${userId} order by i.created_at`,
    ),
    credentials: await rows(
      sql`select g.name as credential, c.issued_at, c.expires_at, c.public_id, c.private,
                 c.redirect_url, c.revoked_at
            from credentials c join credential_groups g on g.id = c.group_id
           where c.user_id = ${userId} order by c.issued_at`,
    ),
    sign_in_history: await rows(
      sql`select created_at as signed_in_at, last_seen_at, expires_at, user_agent, ip
            from sessions where user_id = ${userId} order by created_at`,
    ),
    consents: await rows(
      sql`select kind, wording, form, agreed_at, ip from consents where user_id = ${userId}
           order by agreed_at`,
    ),
    enquiries: await rows(
      sql`select kind, status, first_name, last_name, email, phone, address, job_title,
                 organisation, course_type, course_title, created_at
            from enquiries where ${matchesAny(sql`email`, addresses)} order by created_at`,
    ),
    // What staff emailed them in answer (decision 0093), not staff's internal notes: those
    // are the team's working record, and they name the staff who wrote them.
    enquiry_replies: await rows(
      sql`select e.kind as enquiry, e.created_at as enquiry_sent_at, n.body as reply,
                 n.created_at as replied_at
            from enquiry_notes n join enquiries e on e.id = n.enquiry_id
           where n.kind = 'reply' and ${matchesAny(sql`e.email`, addresses)}
           order by n.created_at`,
    ),
    newsletter: await rows(
      sql`select s.email, s.status, s.state, s.created_at, s.confirmed_at, s.unsubscribed_at,
                 coalesce((select json_agg(json_build_object('wording', c.wording, 'page', c.page,
                                   'agreed_at', c.agreed_at, 'ip', c.ip) order by c.agreed_at)
                             from subscriber_consents c where c.subscriber_id = s.id), '[]') as consents
            from subscribers s where ${matchesAny(sql`s.email`, addresses)}`,
    ),
    rights_requests: await rows(
      sql`select kind, received_via, received_on::text as received_on, due_on::text as due_on,
                 requester_name, requester_email, details, status, outcome, closed_at, created_at
            from rights_requests where user_id = ${userId} order by created_at`,
    ),
    uploads: await rows(
      sql`select id, original_name, mime, size, created_at from uploads
           where user_id = ${userId} order by id`,
    ),
  };
}

/** The member's uploaded files, to copy into the archive. */
export async function memberUploads(q: Queryable, userId: number): Promise<UploadFile[]> {
  return selectRows<UploadFile>(
    q,
    sql`select id, storage_key, original_name, size from uploads where user_id = ${userId}
         order by id`,
  );
}
