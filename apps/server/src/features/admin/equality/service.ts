// Equality answers for staff, in aggregate only (decision 0064): counts by option, and any
// count from 1 to 4 suppressed (null), since a group that small could point at a person. No
// total is given, so a suppressed count cannot be worked out from the others.
import { EQUALITY_SUPPRESS_BELOW } from '@techgold/contracts/admin-privacy';
import type { Db } from '../../../db/client.ts';
import { countByEthnicity, countByGender, type OptionCount } from './repository.ts';

export const suppress = (rows: OptionCount[]) =>
  rows.map(({ option, count }) => ({
    option,
    count: count > 0 && count < EQUALITY_SUPPRESS_BELOW ? null : Number(count),
  }));

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
