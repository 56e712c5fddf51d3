// The signed-in member's own record (GET /api/user) and their profile (PUT /api/user).

import type { profileBody } from '@techgold/contracts/account';
import { messages } from '@techgold/contracts/messages';
import type { CurrentUser } from '@techgold/contracts/user';
import type { z } from 'zod';
import type { Db, DbHandle } from '../../db/client.ts';
import { equalityDataErrors } from '../../db/reference.ts';
import { UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import { createMemberRecords } from './current-user/record-cache.ts';
import type { ContactEmailService } from './contact-email/service.ts';
import { findCurrentUser, findProfileBasics, updateProfile } from './repository.ts';

export interface UsersServiceDeps {
  database: Pick<DbHandle, 'prepared' | 'db'>;
  /** Memory for the records kept per session (MEMBER_RECORD_CACHE_MAX_BYTES); 0 keeps none. */
  recordCacheBytes: number;
  /** A changed contact email waits for its confirmation link (decision 0074). */
  contactEmail: Pick<ContactEmailService, 'requestChange'>;
}

/** Employer users (SPEC §2: their address is a business address; job title required). */
const EMPLOYER_USER_TYPE = 2;
// The profile picture is one of our uploads, never a link elsewhere (tracking, mixed content).
const AVATAR_PATH = /^\/media\/uploads\/[A-Za-z0-9._-]{1,200}$/;

export const profileMessages = {
  jobTitleRequired: 'Enter your job title',
  avatar: 'Upload a new profile picture and try again.',
} as const;

export function createUsersService({ database, recordCacheBytes, contactEmail }: UsersServiceDeps) {
  const db: Db = database.db;
  const records = createMemberRecords(database, recordCacheBytes);
  /** The record of an active account, or null (disabled or awaiting review). */
  const find = (userId: number): Promise<CurrentUser | null> => findCurrentUser(database, userId);

  /** The caller's record; an account disabled since signing in reads as signed out. */
  async function current(userId: number): Promise<CurrentUser> {
    const user = await find(userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  /**
   * PUT /api/user: checked (the schema, then the lists and rules that need the database) and
   * saved in one transaction; answers the updated record. A new contact email is not saved as
   * such: it waits for its confirmation link (`pending_contact_email`). Any error: 422 with every field's
   * messages and 'Please check errors in form', and nothing written.
   */
  async function saveProfile(userId: number, body: z.output<typeof profileBody>) {
    const publicChanged = await db.transaction(async (tx) => {
      const errors = await equalityDataErrors(tx, body);
      const before = await findProfileBasics(tx, userId);
      if (before === null) throw new UnauthenticatedError();
      if (before.userTypeId === EMPLOYER_USER_TYPE && !body.job_title) {
        errors.job_title = [profileMessages.jobTitleRequired];
      }
      const avatar = body.avatar_url?.trim() || null;
      if (avatar !== null && !AVATAR_PATH.test(avatar))
        errors.avatar_url = [profileMessages.avatar];
      if (Object.keys(errors).length) throw new ValidationError(errors, messages.profileFailed);
      await updateProfile(tx, userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phoneNumber: body.phone_number,
        address: body.address,
        genderId: body.gender_id,
        ethnicityId: body.ethnicity_id,
        jobTitle: body.job_title ?? null,
        alertsPreference: body.alerts_preference,
        marketingPreference: body.marketing_preference,
        avatarUrl: avatar,
      });
      // Not written here: a new address is used only once its emailed link is opened.
      await contactEmail.requestChange(tx, userId, body.contact_email);
      // Public pages show a member's name (as an article's author) and nothing else of this.
      return before.firstName !== body.first_name || before.lastName !== body.last_name;
    });
    return { user: await current(userId), publicChanged };
  }

  return { find, current, saveProfile, records };
}

export type UsersService = ReturnType<typeof createUsersService>;
