// The newsletter's public side (issue 28): the web version of a sent issue, and unsubscribing
// from an emailed link. Each recipient row gets its own signed unsubscribe token (an HMAC of
// the row id with a versioned key from signing_keys, as the subscriber links are made), so the
// link works without a session or a stored token, and names no address in the URL.
import { parseEditorBody, type EditorDocument } from '@techgold/contracts/editor';
import {
  NEWSLETTER_STOP_ACTION,
  newsletterIssuePage,
  newsletterUnsubscribe,
} from '@techgold/contracts/admin/newsletter';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { renderNewsletterHtml } from '../../lib/newsletter-render.ts';
import { createSigningKeys } from '../../lib/signing-keys.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';
import * as repo from './repository.ts';

export const RECIPIENT_KEY_PURPOSE = 'newsletter-recipient';

export interface RecipientLinks {
  /** The page a person opens; its button posts the one-click address. */
  page: string;
  /** RFC 8058's List-Unsubscribe target (POST). */
  oneClick: string;
}

const TOKEN = /^(\d{1,10})-k(\d{1,6})-([\w-]{43})$/;

export function createNewsletterService({ db, publicBaseUrl }: { db: Db; publicBaseUrl: string }) {
  const keys = createSigningKeys(db, RECIPIENT_KEY_PURPOSE);
  const sign = (secret: string, id: number) => hmac(secret, `newsletter-recipient:${id}`);

  /**
   * Makes recipients' unsubscribe links (with the newest key). Read the key first, then make
   * links inside a transaction: on the embedded database a query outside an open transaction
   * waits for it to end.
   */
  async function recipientLinker(): Promise<(recipientId: number) => RecipientLinks> {
    const key = (await keys()).at(-1)!;
    return (recipientId) => {
      const token = `${recipientId}-k${key.version}-${sign(key.secret, recipientId)}`;
      return {
        page:
          publicBaseUrl +
          apiPath(apiRoutes.newsletterPage, { action: NEWSLETTER_STOP_ACTION, token }),
        oneClick: publicBaseUrl + apiPath(newsletterUnsubscribe, { token }),
      };
    };
  }

  const webUrl = (month: string) => publicBaseUrl + apiPath(newsletterIssuePage, { month });

  /** True when the token is good (the address is then off the list, however often asked). */
  async function unsubscribe(token: string): Promise<boolean> {
    const match = TOKEN.exec(token);
    if (!match) return false;
    const id = Number(match[1]);
    const key = (await keys()).find((k) => k.version === Number(match[2]));
    // Only the exact form we issue (no leading zeros, no other spelling of the same numbers).
    if (!key || !safeEqual(token, `${id}-k${key.version}-${sign(key.secret, id)}`)) return false;
    return db.transaction(async (tx) => {
      const email = await repo.recipientEmail(tx, id);
      if (!email) return false;
      await repo.unsubscribeAddress(tx, email);
      return true;
    });
  }

  async function issue(month: string) {
    const row = await repo.sentIssueByMonth(db, month);
    if (!row) throw new NotFoundError();
    const doc = parseEditorBody(JSON.stringify(row.body)) as EditorDocument;
    return {
      subject: row.subject,
      month: row.month,
      sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      html: renderNewsletterHtml(doc, 'web', publicBaseUrl),
    };
  }

  return { recipientLinker, webUrl, unsubscribe, issue };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
