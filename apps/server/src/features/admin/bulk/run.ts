// One bulk action of the staff console (decision 0094): the same change applied to each row
// chosen, each in its own transaction (the item's own service call, audited as a single change
// is), so a row that is refused leaves the others done. The answer lists what was done and
// what was refused, with reasons in words that follow "was" ("already approved").
import { bulkReasons, type BulkResult } from '@techgold/contracts/admin/bulk';
import { HttpError, NotFoundError } from '../../../lib/errors.ts';

/**
 * A single change refused for a reason a bulk answer can give: to the single route it is the
 * same 409 with its sentence as before; to a bulk action it is `reason` beside the row's id.
 */
export class Refusal extends HttpError {
  constructor(
    message: string,
    public readonly reason: string,
  ) {
    super(409, message);
  }
}

/**
 * Applies `apply` to each id in turn (in order, one transaction each: at most BULK_MAX, and
 * the rows' locks are then never held together). A refusal or a missing row is recorded and
 * the next row goes on; any other error (a problem with the request itself, found on the first
 * row before anything is written, or the database failing) stops the action and is answered
 * as it stands, with the rows done so far committed and audited.
 */
export async function eachRow(
  ids: readonly number[],
  apply: (id: number) => Promise<void>,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await apply(id);
      result.done.push(id);
    } catch (error) {
      if (error instanceof Refusal) result.refused.push({ id, reason: error.reason });
      else if (error instanceof NotFoundError) {
        result.refused.push({ id, reason: bulkReasons.notFound });
      } else throw error;
    }
  }
  return result;
}
