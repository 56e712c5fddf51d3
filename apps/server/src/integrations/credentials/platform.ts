// The credentials platform (docs/decisions/0044): where badges are issued. 'local' is our own
// database, issued by staff, and needs nothing here. 'hosted' is a credentialing service in
// the shape of Credly or Accredible, reached over HTTP by hosted-platform.ts; a scheduled sync
// copies what it issued into our tables, so pages never wait on it.

/** One credential as the platform reports it. */
export interface PlatformCredential {
  /** The platform's id for the credential (our credentials.external_id). */
  id: string;
  recipientEmail: string;
  group: { id: string; name: string; designId: string | null };
  /** ISO 8601. */
  issuedAt: string;
  expiresAt: string | null;
  /** The issuer's page for it (a badge click opens it). */
  url: string | null;
  /** Withdrawn by the issuer: we remove our copy. */
  revoked: boolean;
}

export interface PlatformPage {
  credentials: PlatformCredential[];
  /** Ask for this page next; null when this was the last. */
  nextPage: number | null;
}

export interface CredentialsPlatform {
  /** Credentials issued, changed or revoked since `since` (all when null), a page at a time. */
  listChanged(since: string | null, page: number): Promise<PlatformPage>;
  /** A recipient's credentials, as the platform holds them now. */
  listRecipient(email: string): Promise<PlatformCredential[]>;
  /** A badge design's picture, or null when the platform has none. */
  badgeImage(designId: string): Promise<Buffer | null>;
}

/** The platform answered something we cannot read: logged, and the sync tries again later. */
export class PlatformAnswerError extends Error {
  override name = 'PlatformAnswerError';
}
/** The platform could not be reached, or kept failing: the sync tries again later. */
export class PlatformUnavailableError extends Error {
  override name = 'PlatformUnavailableError';
}
