// DB-backed sessions: an opaque 256-bit token in an HttpOnly cookie; only its SHA-256 is
// stored. Looked up lazily (static files and public API calls never touch the table).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, lt } from 'drizzle-orm';
import { sessions, users } from '../db/schema/users.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import type { AuthUser, StaffRole } from './access.ts';

export const SESSION_COOKIE = 'tig_session';
const TOUCH_EVERY_MS = 60_000;

export interface SessionInfo {
  id: string;
  userId: number;
  user: AuthUser;
}

/**
 * More to read with the session, in the same statement: one round trip where a route needs
 * the session and a record of its member (GET /api/user). Which columns depends on what the
 * reader already holds for the session, so it plans each lookup from the session id.
 */
export interface SessionRead<T = unknown> {
  /** Names the read: a request makes it once, however many times it is asked for. */
  name: string;
  plan(sessionId: string): SessionReadPlan<T>;
}

export interface SessionReadPlan<T> {
  /** Names the prepared statement: one per distinct `select` and `joins`. */
  statement: string;
  /** An SQL expression over `u` (the member's users row) and the tables `joins` adds. */
  select: string;
  joins?: string;
  /** The answer from the selected value; null reads as signed out. May read more. */
  finish(selected: unknown, userId: number): T | null | Promise<T | null>;
}

export interface SessionWith<T> {
  session: SessionInfo;
  read: T;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null. Memoised per request. */
    getSession(): Promise<SessionInfo | null>;
    /** The signed-in, active account behind the session, or null. */
    getAuthUser(): Promise<AuthUser | null>;
    /** The raw session id hash from the cookie (no DB lookup); binds the CSRF token. */
    sessionIdFromCookie(): string | null;
    sessionPromise?: Promise<SessionInfo | null>;
    /**
     * The session and `read` from one statement; also answers getSession() from then on, so
     * a route that calls it in its onRequest hook pays one round trip for both.
     */
    getSessionWith<T>(read: SessionRead<T>): Promise<SessionWith<T> | null>;
    sessionReads?: Map<string, Promise<SessionWith<unknown> | null>>;
    /**
     * While a page renders: its loaders' in-process API reads (app.inject, with the same
     * cookie) take this request's session instead of reading it again. Answers the release.
     */
    lendSession(): () => void;
  }
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

export default fp(
  async function sessionPlugin(app: FastifyInstance) {
    const { db } = app.database;
    const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
    const absoluteMs = app.config.SESSION_ABSOLUTE_DAYS * 86_400_000;

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.config.cookieSecure,
    };

    app.decorateRequest('sessionIdFromCookie', function (this: FastifyRequest) {
      const token = this.cookies[SESSION_COOKIE];
      return token ? sha256(token) : null;
    });

    // Sessions lent by pages being rendered, by session id (issue 38: a page's loaders read
    // the API in process, and each read looked the session up again: one statement of four on
    // a member page). Only injected requests borrow (a network request never does), and only
    // the session their own cookie names, as read by a request of the same moment. Remove
    // when loaders no longer read through app.inject.
    const lent = new Map<string, { renders: number; session: Promise<SessionInfo | null> }>();

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      if (!this.sessionPromise && '_lightMyRequest' in this.raw) {
        const id = this.sessionIdFromCookie();
        const borrowed = id ? lent.get(id) : undefined;
        if (borrowed) this.sessionPromise = borrowed.session;
      }
      this.sessionPromise ??= loadSession(this).then((found) => found?.session ?? null);
      return this.sessionPromise;
    });

    app.decorateRequest('lendSession', function (this: FastifyRequest) {
      const id = this.sessionIdFromCookie();
      if (!id) return () => undefined;
      const session = this.getSession();
      const entry = lent.get(id);
      // Renders for one session at once share the newest read.
      if (entry) Object.assign(entry, { renders: entry.renders + 1, session });
      else lent.set(id, { renders: 1, session });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = lent.get(id);
        if (current && --current.renders === 0) lent.delete(id);
      };
    });

    app.decorateRequest('getAuthUser', async function (this: FastifyRequest) {
      return (await this.getSession())?.user ?? null;
    });

    // Told the session id when a session is ended by sign-out (what is kept for it can go).
    const endListeners: Array<(sessionId: string) => void> = [];
    app.decorate('onSessionEnd', (listener: (sessionId: string) => void) => {
      endListeners.push(listener);
    });

    app.decorateRequest('getSessionWith', function <T>(this: FastifyRequest, read: SessionRead<T>) {
      this.sessionReads ??= new Map();
      let found = this.sessionReads.get(read.name) as Promise<SessionWith<T> | null> | undefined;
      if (!found) {
        found = loadSession(this, read) as Promise<SessionWith<T> | null>;
        this.sessionReads.set(read.name, found);
        // Nothing may await this copy (a page render reads `found` only): its rejection is
        // the same error `found` carries, so it is marked handled here.
        const session = found.then((r) => r?.session ?? null);
        session.catch(() => undefined);
        this.sessionPromise ??= session;
      }
      return found;
    });

    // Statement texts by name, written once: the read's select is the whole record, a few
    // kilobytes that need not be put together again on every signed-in request.
    const statements = new Map<string, [name: string, text: string]>();
    function sessionStatement(plan?: SessionReadPlan<unknown>): [name: string, text: string] {
      const name = plan ? `session_with_${plan.statement}` : 'session_user_by_id';
      let statement = statements.get(name);
      if (!statement) {
        statement = [
          name,
          `select s.user_id, s.last_seen_at, u.staff_role, u.can_write_articles
                  ${plan ? `, ${plan.select} as read` : ''}
             from sessions s join users u on u.id = s.user_id ${plan?.joins ?? ''}
            where s.id = $1 and s.expires_at > now() and u.status = 'active'`,
        ];
        statements.set(name, statement);
      }
      return statement;
    }

    /** The session, and `read`'s value when one is asked for (else `read` is undefined). */
    async function loadSession(
      request: FastifyRequest,
      read?: SessionRead<unknown>,
    ): Promise<SessionWith<unknown> | null> {
      const id = request.sessionIdFromCookie();
      if (!id) return null;
      const plan = read?.plan(id);
      const now = new Date();
      // Read on every signed-in request: a prepared statement on PostgreSQL. The account must
      // still be active: disabling one ends its sessions' access at once.
      const { rows } = await app.database.prepared<{
        user_id: number;
        last_seen_at: Date | string;
        staff_role: StaffRole | null;
        can_write_articles: boolean;
        read?: unknown;
      }>(...sessionStatement(plan), [id]);
      const row = rows[0];
      if (!row) return null;
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (now.getTime() - lastSeen > idleMs) return null;
      if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
        // Sliding idle expiry, written at most once a minute per session.
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      }
      const session: SessionInfo = {
        id,
        userId: row.user_id,
        user: {
          id: row.user_id,
          staffRole: row.staff_role,
          canWriteArticles: row.can_write_articles,
        },
      };
      if (!plan) return { session, read: undefined };
      // Both drivers parse a json column into its value.
      const value = await plan.finish(row.read, row.user_id);
      return value === null ? null : { session, read: value };
    }

    app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
      const request = this.request;
      // Rotation: whatever session the browser had before is destroyed at login.
      const previous = request.sessionIdFromCookie();
      if (previous) await db.delete(sessions).where(eq(sessions.id, previous));
      const token = randomToken();
      const id = sha256(token);
      const now = Date.now();
      await db.insert(sessions).values({
        id,
        userId,
        expiresAt: new Date(now + absoluteMs),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        ip: request.ip,
      });
      // The staff console shows when each member last signed in (decision 0061).
      await db
        .update(users)
        .set({ lastSignInAt: new Date(now) })
        .where(eq(users.id, userId));
      request.cookies[SESSION_COOKIE] = token;
      // Read back on next use, with the account's roles.
      request.sessionPromise = undefined;
      request.sessionReads = undefined;
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: absoluteMs / 1000 });
    });

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const id = this.request.sessionIdFromCookie();
      if (id) {
        await db.delete(sessions).where(eq(sessions.id, id));
        for (const listener of endListeners) listener(id);
      }
      delete this.request.cookies[SESSION_COOKIE];
      this.request.sessionPromise = Promise.resolve(null);
      this.request.sessionReads = undefined;
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    app.decorate('purgeExpiredSessions', async () => {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    });
  },
  { name: 'session', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls `listener` with the session id whenever a session ends by sign-out. */
    onSessionEnd(listener: (sessionId: string) => void): void;
    purgeExpiredSessions(): Promise<void>;
  }
}
