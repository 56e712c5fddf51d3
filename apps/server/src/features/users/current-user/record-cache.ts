// The member's record (GET /api/user), read on every signed-in page, is kept per session once
// built, and served again while it is current (docs/decisions/0054). Whether it is current is
// read from the database with the session itself, so it holds across processes and is never a
// moment late:
// - every write to what the record is built from bumps the member's version (as the writer's
//   transaction commits), or the version of what every record shares (triggers, drizzle/0007);
// - a record is kept with its stamp (both versions), read in the same statement as the record;
// - a lookup for a session this process holds a record for selects only the stamp with the
//   session (about the cost of the session alone), and the record again only when the stamp
//   moved: one round trip while nothing changed, two after a change. A session this process
//   holds nothing for reads the session, stamp and record in one.
// The session is checked on every request as before: a kept record never outlives its session
// or the account's access.
import { LRUCache } from 'lru-cache';
import { currentUserSchema, type CurrentUser } from '@techgold/contracts/user';
import type { DbHandle } from '../../../db/client.ts';
import { compiledSerializer } from '../../../lib/compiled-serializer.ts';
import type { SessionRead, SessionReadPlan } from '../../../plugins/session.ts';
import {
  readStampedRecord,
  STAMP,
  STAMPED_RECORD,
  VERSION_JOIN,
  type StampedRecord as Built,
} from './repository.ts';

/** A record this process built, and the stamp it was built at. */
interface Kept {
  userId: number;
  stamp: string;
  /** The record as GET /api/user sends it: the contract's fields, serialised once. */
  json: string;
}

/** What the lookup answers: the record's JSON, and the record itself when a page needs it. */
export class MemberRecord {
  #user: CurrentUser | undefined;
  constructor(readonly json: string) {}
  /** Parsed for this request alone: a render cannot change what the next request reads. */
  get user(): CurrentUser {
    return (this.#user ??= JSON.parse(this.json) as CurrentUser);
  }
}

/** Bytes an entry holds: its JSON (UTF-16 at worst), key, stamp and bookkeeping. */
const sizeOf = (kept: Kept) => 2 * kept.json.length + 384;

export function createMemberRecords(database: Pick<DbHandle, 'prepared'>, maxBytes: number) {
  const serialize = compiledSerializer({ schema: currentUserSchema });
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Kept>({
          maxSize: maxBytes,
          sizeCalculation: sizeOf,
          // One member's record (thousands of saved items) cannot push out everyone else's.
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
        })
      : null;

  function keep(sessionId: string, userId: number, built: Built): MemberRecord {
    const json = serialize(built.record);
    // Without a stamp there is no telling when it goes stale: served once, never kept.
    if (built.stamp === null) kept?.delete(sessionId);
    else kept?.set(sessionId, { userId, stamp: built.stamp, json });
    // The serialised copy for page renders too, so a fresh record and a kept one read alike.
    return new MemberRecord(json);
  }

  /** The stamp moved: the record and its new stamp, by member, in one statement. */
  async function rebuild(sessionId: string, userId: number): Promise<MemberRecord | null> {
    const built = await readStampedRecord(database, userId);
    // Disabled between the two statements: reads as signed out, as the next lookup would.
    return built ? keep(sessionId, userId, built) : null;
  }

  function plan(sessionId: string): SessionReadPlan<MemberRecord> {
    const held = kept?.get(sessionId);
    if (!held) {
      return {
        statement: 'current_user',
        select: STAMPED_RECORD,
        joins: VERSION_JOIN,
        finish: (built, userId) => keep(sessionId, userId, built as Built),
      };
    }
    return {
      statement: 'current_user_stamp',
      select: STAMP,
      joins: VERSION_JOIN,
      finish: (stamp, userId) =>
        held.userId === userId && stamp === held.stamp
          ? new MemberRecord(held.json)
          : rebuild(sessionId, userId),
    };
  }

  const read: SessionRead<MemberRecord> = { name: 'current_user', plan };
  return {
    /** The session and the member's record (GET /api/user, page renders). */
    read,
    /** The session ended: its record (email, phone, address) is not held for nobody. */
    forget: (sessionId: string) => void kept?.delete(sessionId),
    /** How many records are held, and their bytes. */
    stats: () => ({ entries: kept?.size ?? 0, bytes: kept?.calculatedSize ?? 0 }),
  };
}
