// Insights moderation in the console (decisions 0066, 0091): editors and admins see every
// insight with its author (and the author's permission to write, from part 1) and state; read
// one as its news page draws it; unpublish one with a reason the author is emailed (through
// the outbox, in the same transaction), and republish one staff unpublished, likewise; feature
// a live, public one on the home page; delete one. Each change is version-checked and
// audited; the routes empty the anonymous cache, since the news pages change.
import {
  insightMessages,
  type AdminInsightDetail,
  type AdminInsightsQuery,
} from '@techgold/contracts/admin/insights';
import { articlePath, type PublicInsight } from '@techgold/contracts/insights';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpError, NotFoundError } from '../../../lib/errors.ts';
import { parseId } from '../../../lib/ids.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import type { AuditedChange } from '../audit/trail.ts';
import { republishedEmail, unpublishedEmail } from '../emails.ts';
import type { StaffCaller } from '../reauth/service.ts';
import { assertVersion } from '../version.ts';
import * as repo from './repository.ts';
import { eachRow, Refusal } from '../bulk/run.ts';
import { bulkReasons } from '@techgold/contracts/admin/bulk';

export interface InsightsAdminDeps {
  db: Db;
  change: AuditedChange;
  jobs: Pick<Jobs, 'enqueueMail'>;
  publicBaseUrl: string;
  /** Any insight as its news page draws it (features/insights), handed in: features do not import each other. */
  readArticle: (id: number) => Promise<PublicInsight | null>;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function item(r: repo.InsightRow) {
  return {
    id: r.id,
    title: r.title,
    author: {
      id: r.author_id,
      name: `${r.author_first} ${r.author_last}`,
      email: r.author_email,
      can_write_articles: r.can_write_articles,
    },
    live: r.live,
    public: r.public,
    featured: r.featured_at !== null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function createInsightsAdminService({
  db,
  change,
  jobs,
  publicBaseUrl,
  readArticle,
}: InsightsAdminDeps) {
  async function list(query: AdminInsightsQuery) {
    const { rows, total } = await repo.listInsights(db, query);
    return { items: rows.map(item), total, limit: query.limit, offset: query.offset };
  }

  async function locked(tx: Tx, idText: string, version?: string) {
    const id = parseId(idText);
    const row = id === null ? null : await repo.lockInsight(tx, id);
    if (!row) throw new NotFoundError();
    if (version !== undefined) assertVersion(new Date(row.updated_at), version);
    return row;
  }

  async function current(id: number) {
    const row = await repo.findInsight(db, id);
    if (!row) throw new NotFoundError();
    return item(row);
  }

  /** One insight to read and judge: the article as the news page draws it, whatever its state. */
  async function read(idText: string): Promise<AdminInsightDetail> {
    const id = parseId(idText);
    const [row, article, moderation] =
      id === null
        ? [null, null, null]
        : await Promise.all([
            repo.findInsight(db, id),
            readArticle(id),
            repo.lastModeration(db, id),
          ]);
    if (!row || !article) throw new NotFoundError();
    const down = !row.live && moderation?.action === 'insight.unpublish';
    return {
      ...item(row),
      article,
      unpublished: down ? { at: iso(moderation.at), reason: moderation.reason ?? '' } : null,
    };
  }

  async function unpublish(caller: StaffCaller, idText: string, version: string, reason: string) {
    return current(await unpublishOne(caller, idText, version, reason));
  }

  /** Without a version for a bulk action (0094): a row not live is refused. */
  async function unpublishOne(
    caller: StaffCaller,
    idText: string,
    version: string | undefined,
    reason: string,
  ) {
    return change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, version);
      if (!row.live) throw new Refusal(insightMessages.notPublished, bulkReasons.notPublished);
      await repo.unpublish(tx, row.id);
      await jobs.enqueueMail(
        tx,
        unpublishedEmail({
          to: row.author_email,
          firstName: row.author_first,
          title: row.title,
          reason,
          myInsights: `${publicBaseUrl}/my-insights`,
        }),
      );
      await audit({
        kind: 'insight.unpublish',
        targetType: 'insight',
        targetId: row.id,
        before: { live: true, featured: row.featured_at !== null },
        after: { live: false, featured: false },
        data: { reason },
      });
      return row.id;
    });
  }

  /** Several insights off the site with one reason, each author emailed it. */
  const bulkUnpublish = (caller: StaffCaller, ids: number[], reason: string) =>
    eachRow(ids, async (id) => {
      await unpublishOne(caller, String(id), undefined, reason);
    });

  /**
   * Puts back an insight our team unpublished (and only that: a draft its author never
   * published, or took down themselves, stays theirs), emailing the author the reason.
   */
  async function republish(caller: StaffCaller, idText: string, version: string, reason: string) {
    const id = await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, version);
      if (row.live) throw new HttpError(409, insightMessages.alreadyLive);
      const last = await repo.lastModeration(tx, row.id);
      if (last?.action !== 'insight.unpublish') {
        throw new HttpError(409, insightMessages.notUnpublishedByStaff);
      }
      // Not the "insight published" notification: members were told when it first went live.
      await repo.republish(tx, row.id);
      await jobs.enqueueMail(
        tx,
        republishedEmail({
          to: row.author_email,
          firstName: row.author_first,
          title: row.title,
          reason,
          isPublic: row.public,
          link: `${publicBaseUrl}${row.public ? articlePath(row) : `/insight/${row.id}`}`,
        }),
      );
      await audit({
        kind: 'insight.republish',
        targetType: 'insight',
        targetId: row.id,
        before: { live: false },
        after: { live: true },
        data: { reason },
      });
      return row.id;
    });
    return current(id);
  }

  async function feature(caller: StaffCaller, idText: string, version: string, featured: boolean) {
    const id = await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText, version);
      const was = row.featured_at !== null;
      if (was === featured) return row.id;
      if (featured && !(row.live && row.public)) throw new HttpError(422, insightMessages.notLive);
      await repo.setFeatured(tx, row.id, featured);
      await audit({
        kind: 'insight.feature',
        targetType: 'insight',
        targetId: row.id,
        before: { featured: was },
        after: { featured },
      });
      return row.id;
    });
    return current(id);
  }

  async function remove(caller: StaffCaller, idText: string) {
    await change(caller, async (tx, audit) => {
      const row = await locked(tx, idText);
      await repo.deleteInsight(tx, row.id);
      await audit({
        kind: 'insight.delete',
        targetType: 'insight',
        targetId: row.id,
        before: {
          title: row.title,
          author_id: row.author_id,
          live: row.live,
          public: row.public,
        },
      });
    });
  }

  return { list, read, unpublish, republish, feature, remove, bulkUnpublish };
}

export type InsightsAdminService = ReturnType<typeof createInsightsAdminService>;
