// Newsletter subscribers in the console (decision 0066): editors and admins see confirmed,
// pending and unsubscribed subscribers with each one's consent records (when, on which page's
// form, which wording); admins export the confirmed ones as CSV. The export is personal data
// leaving the system, so it is audited (who, when, how many) before the first byte is sent.
import type { Readable } from 'node:stream';
import {
  SUBSCRIBER_EXPORT_COLUMNS,
  type AdminSubscribersQuery,
} from '@techgold/contracts/admin/subscribers';
import type { SubscriberStatus } from '@techgold/contracts/subscribers';
import type { Db } from '../../../db/client.ts';
import { csvStream } from '../../../lib/csv-writer.ts';
import type { AuditedChange } from '../audit/trail.ts';
import type { StaffCaller } from '../reauth/service.ts';
import * as repo from './repository.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { eachRow, Refusal } from '../bulk/run.ts';
import { bulkReasons } from '@techgold/contracts/admin/bulk';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const STATE = { active: 'confirmed', pending: 'pending', unsubscribed: 'unsubscribed' } as const;
const EXPORT_PAGE = 1000;

export function createSubscribersAdminService({ db, change }: { db: Db; change: AuditedChange }) {
  async function list(query: AdminSubscribersQuery) {
    const { rows, total } = await repo.listSubscribers(db, query);
    const consents = await repo.consentsOf(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        email: r.email,
        state: STATE[r.state],
        audience: r.status as SubscriberStatus,
        created_at: iso(r.created_at)!,
        confirmed_at: iso(r.confirmed_at),
        unsubscribed_at: iso(r.unsubscribed_at),
        consents: consents
          .filter((c) => c.subscriber_id === r.id)
          .map((c) => ({ agreed_at: iso(c.agreed_at)!, page: c.page, wording: c.wording })),
      })),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  /** The confirmed subscribers as CSV, streamed page by page after the export is audited. */
  async function exportConfirmed(caller: StaffCaller): Promise<Readable> {
    await change(caller, async (tx, audit) => {
      await audit({
        kind: 'subscriber.export',
        targetType: 'subscriber',
        targetId: 'confirmed',
        data: { confirmed: await repo.countConfirmed(tx) },
      });
    });
    async function* pages() {
      for (let after = 0; ;) {
        const page = await repo.confirmedPage(db, after, EXPORT_PAGE);
        if (!page.length) return;
        yield page.map((r) => [
          r.email,
          r.status,
          iso(r.created_at),
          iso(r.confirmed_at),
          r.consent_page,
          r.consent_wording,
          iso(r.consent_at),
        ]);
        after = page.at(-1)!.id;
      }
    }
    return csvStream(SUBSCRIBER_EXPORT_COLUMNS, pages());
  }

  /**
   * Staff take people off the newsletter (0094): each is unsubscribed as their own link would
   * (the record and its consents stay, so the history of their consent is kept, and signing
   * up again is a new consent), in its own transaction, audited.
   */
  const remove = (caller: StaffCaller, ids: number[]) =>
    eachRow(ids, (id) =>
      change(caller, async (tx, audit) => {
        const row = await repo.lockSubscriber(tx, id);
        if (!row) throw new NotFoundError();
        if (row.state === 'unsubscribed') {
          throw new Refusal('This person is already unsubscribed.', bulkReasons.unsubscribed);
        }
        await repo.unsubscribeById(tx, id);
        await audit({
          kind: 'subscriber.remove',
          targetType: 'subscriber',
          targetId: id,
          before: { state: STATE[row.state] },
          after: { state: 'unsubscribed' },
        });
      }),
    );

  return { list, exportConfirmed, remove };
}

export type SubscribersAdminService = ReturnType<typeof createSubscribersAdminService>;
