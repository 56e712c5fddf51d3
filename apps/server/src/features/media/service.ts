// Generated images: which organisation a logo URL names.
import type { Db } from '../../db/client.ts';
import { organisationTitleByUuid } from './repository.ts';

export function createMediaService({ db }: { db: Db }) {
  return {
    /** The title behind a logo's uuid, or null when no organisation has it. */
    logoTitle: (uuid: string) => organisationTitleByUuid(db, uuid),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
