// Equality answers for staff, in aggregate only (decision 0064): counts by option, and any
// count from 1 to 4 suppressed (null), since a group that small could point at a person. No
// total is given, but the members list's total is close to one: a lone suppressed count could
// be worked out by subtraction, so the next smallest count is suppressed with it.
import { EQUALITY_SUPPRESS_BELOW } from '@techgold/contracts/admin/equality';
import type { Db } from '../../../db/client.ts';
import { countByEthnicity, countByGender, type OptionCount } from './repository.ts';

export function suppress(rows: OptionCount[]): { option: string; count: number | null }[] {
  const out = rows.map(({ option, count }) => ({
    option,
    count: count > 0 && count < EQUALITY_SUPPRESS_BELOW ? null : Number(count),
  }));
  if (out.filter((r) => r.count === null).length === 1) {
    const [next] = out
      .filter((r): r is { option: string; count: number } => r.count !== null && r.count > 0)
      .sort((a, b) => a.count - b.count);
    if (next) (next as { count: number | null }).count = null;
  }
  return out;
}

export function createEqualityService({ db }: { db: Db }) {
  async function report() {
    const [gender, ethnicity] = await Promise.all([countByGender(db), countByEthnicity(db)]);
    return {
      suppressed_below: EQUALITY_SUPPRESS_BELOW,
      gender: suppress(gender),
      ethnicity: suppress(ethnicity),
    };
  }
  return { report };
}
