// Optimistic concurrency for console edits: the editor sends back the `updated_at` it read;
// the row, locked, must still carry it, or the save is refused (409) instead of overwriting
// what another staff member saved meanwhile.
import { adminMessages } from '@techgold/contracts/admin/common';
import { HttpError } from '../../lib/errors.ts';

export const staleRecord = () => new HttpError(409, adminMessages.stale);

/** Throws 409 unless `sent` names the same millisecond as the row's `updated_at`. */
export function assertVersion(current: Date, sent: string): void {
  if (current.getTime() !== Date.parse(sent)) throw staleRecord();
}
