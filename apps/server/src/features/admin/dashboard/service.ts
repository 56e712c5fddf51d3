// The console's dashboard: the counts that need a person, each the total of a list the
// console links to.
import type { Db } from '../../../db/client.ts';
import { countMail, countWork } from './repository.ts';
import { countDueSoon } from '../rights-requests/repository.ts';
import { createTrendsService } from './trends.ts';

export function createDashboardService({ db }: { db: Db }) {
  const { trends } = createTrendsService({ db });
  async function counts() {
    const [work, mail, dueSoon] = await Promise.all([
      countWork(db),
      countMail(db),
      countDueSoon(db),
    ]);
    return {
      pending_reviews: Number(work.pending_reviews),
      new_enquiries: Number(work.new_enquiries),
      disabled_this_week: Number(work.disabled_this_week),
      mail_waiting: mail.waiting,
      mail_failed: mail.failed,
      rights_requests_due_soon: dueSoon,
    };
  }
  return { counts, trends };
}
