// Generated images: which organisation a logo URL names.
import type { Db } from '../../db/client.ts';
import { badgePngByDesign, organisationTitleByUuid } from './repository.ts';

export function createMediaService({ db }: { db: Db }) {
  return {
    /** The title behind a logo's uuid, or null when no organisation has it. */
    logoTitle: (uuid: string) => organisationTitleByUuid(db, uuid),
    /** The hosted credentials platform's picture for a badge design, if synced. */
    badgePng: (designId: string) => badgePngByDesign(db, designId),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
