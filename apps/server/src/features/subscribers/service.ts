// Newsletter sign-up with double opt-in (SPEC §1, §8): a row per address, a consent record per
// agreement, a confirmation email at most once per window, and token links that need no login.
import {
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_CONSENT_WORDINGS,
  type NewsletterConsentVersion,
  type SubscriberStatus,
} from '@techgold/contracts/subscribers';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { createSigningKeys, type SigningKey } from '../../lib/signing-keys.ts';
import { hmac, randomToken, sha256 } from '../../lib/tokens.ts';
import { confirmSubscriptionEmail } from './emails.ts';
import {
  claimConfirmationSlot,
  confirmByTokenHash,
  insertConsent,
  lockByEmail,
  reopenUnlessActive,
  upsertLocked,
  unsubscribeByTokenHash,
  update,
} from './repository.ts';

export const CONFIRMATION_QUEUE = 'subscriber-confirmation';

/** Asking again within this window records the consent but sends no second email. */
export const CONFIRM_RESEND_WINDOW_SECONDS = 10 * 60;

/**
 * The unsubscribe token is derived, not random: every newsletter email can carry the same
 * working link without the raw token being stored (only its SHA-256 is, for the lookup). It
 * is made with a versioned key of its own (signing_keys), never the session secret, so a
 * rotated session secret leaves every link working; the row records the version it used.
 */
export function unsubscribeToken(key: SigningKey, subscriberId: number): string {
  return `k${key.version}-${hmac(key.secret, `newsletter-unsubscribe:${subscriberId}`)}`;
}

export const UNSUBSCRIBE_KEY_PURPOSE = 'newsletter-unsubscribe';

export interface SubscribeInput {
  email: string;
  status: SubscriberStatus;
  page?: string;
  /** Which wording the form showed; the words stored are ours, never the client's. */
  consent_version?: NewsletterConsentVersion;
}

const validToken = (token: string) => /^[\w-]{20,100}$/.test(token);

export interface SubscribersServiceDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueueMail' | 'send'>;
  publicBaseUrl: string;
}

export function createSubscribersService(deps: SubscribersServiceDeps) {
  const { db, jobs, publicBaseUrl } = deps;
  const keys = createSigningKeys(db, UNSUBSCRIBE_KEY_PURPOSE);

  /** Pages for people (a button POSTs), and the one-click API address for mail providers. */
  function links(confirm: string, unsubscribe: string) {
    const page = (action: string, token: string) =>
      publicBaseUrl + apiPath(apiRoutes.newsletterPage, { action, token });
    return {
      confirm: page('confirm', confirm),
      unsubscribe: page('unsubscribe', unsubscribe),
      oneClickUnsubscribe:
        publicBaseUrl + apiPath(apiRoutes.subscriberUnsubscribe, { token: unsubscribe }),
    };
  }

  /**
   * Records the request and its consent, then queues the confirmation. The same work for new,
   * pending, active and unsubscribed addresses, so neither the answer nor its timing tells
   * whether an address is on the list.
   */
  async function subscribe(input: SubscribeInput, ip: string): Promise<void> {
    const email = input.email.trim().toLowerCase();
    await db.transaction(async (tx) => {
      const row = await upsertLocked(tx, email, input.status);
      await insertConsent(tx, {
        subscriberId: row.id,
        wording: NEWSLETTER_CONSENT_WORDINGS[input.consent_version ?? NEWSLETTER_CONSENT_VERSION],
        page: input.page ?? '/',
        ip,
      });
      await reopenUnlessActive(tx, row.id, input.status);
      await jobs.send(CONFIRMATION_QUEUE, { email }, tx);
    });
  }

  /** The queued half: a confirmation email, unless the address is active or was just sent one. */
  async function sendConfirmation({ email }: { email: string }) {
    // Read before the transaction: on the embedded database a query outside it would wait
    // for it to end.
    const allKeys = await keys();
    await db.transaction(async (tx) => {
      const row = await lockByEmail(tx, email);
      if (!row || row.state === 'active') return;
      if (!(await claimConfirmationSlot(tx, email, CONFIRM_RESEND_WINDOW_SECONDS))) return;
      // A fresh confirmation token each send: only the newest email's link works.
      const confirm = randomToken();
      // The row keeps the key version it started with, so its link never changes.
      const key = allKeys.find((k) => k.version === row.unsubscribeKeyVersion) ?? allKeys.at(-1)!;
      const unsubscribe = unsubscribeToken(key, row.id);
      await update(tx, row.id, {
        state: 'pending',
        confirmTokenHash: sha256(confirm),
        unsubscribeTokenHash: sha256(unsubscribe),
        unsubscribeKeyVersion: key.version,
        unsubscribedAt: null,
      });
      await jobs.enqueueMail(tx, confirmSubscriptionEmail(email, links(confirm, unsubscribe)));
    });
  }

  async function confirm(token: string): Promise<boolean> {
    if (!validToken(token)) return false;
    return (await confirmByTokenHash(db, sha256(token))) !== null;
  }

  async function unsubscribe(token: string): Promise<boolean> {
    if (!validToken(token)) return false;
    return (await unsubscribeByTokenHash(db, sha256(token))) !== null;
  }

  return { subscribe, sendConfirmation, confirm, unsubscribe };
}

export type SubscribersService = ReturnType<typeof createSubscribersService>;
