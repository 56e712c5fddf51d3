// Credentials (SPEC §2 Credentials, §3 Credential, §7 GET /api/user/credentials): the badges a
// member holds, grouped on screen by their group name's prefix.
import { z } from './zod.ts';

export const credentialSchema = z.object({
  id: z.number().int(),
  group: z.object({ name: z.string(), badge_design_id: z.string().nullable() }),
  issued_at: z.string(),
  /** The issuer's page for this credential (a badge click opens it), when there is one. */
  url: z.string().nullable(),
  /** When it lapses, if it does. */
  expires_at: z.string().nullable(),
  /** Its verification page is /credential/{public_id}; unguessable. */
  public_id: z.string(),
  /** The owner's switch: a private credential has no verification page. */
  private: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** A member holds a handful; the list is still bounded (newest first) with its total. */
export const CREDENTIALS_PAGE_MAX = 200;

export const credentialsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CREDENTIALS_PAGE_MAX).default(CREDENTIALS_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const credentialsResponse = z.object({
  credentials: z.array(credentialSchema),
  total: z.number().int(),
});
export type CredentialsResponse = z.infer<typeof credentialsResponse>;

export type CredentialGroupKey = 'membership' | 'course' | 'skill' | 'award';

/** The screen's four groups in SPEC order, with their headings and empty messages. */
export const CREDENTIAL_GROUPS: readonly {
  key: CredentialGroupKey;
  heading: string;
  empty: string;
  /** How a credential of this group is earned, under the empty text (issue 26). */
  earned: string;
  /** Learner status and courses come from a course: employer users are not shown them. */
  learnersOnly: boolean;
}[] = [
  {
    key: 'membership',
    heading: 'Learner status',
    empty: 'No learner status currently assigned',
    earned:
      'Your learning provider confirms your place on an accredited course, and your learner status badge follows.',
    learnersOnly: true,
  },
  {
    key: 'course',
    heading: 'My courses',
    empty: 'No courses currently awarded',
    earned: 'A course badge is issued when you complete a course accredited by Tech Industry Gold.',
    learnersOnly: true,
  },
  {
    key: 'skill',
    heading: 'My skills',
    empty: 'No skills currently awarded',
    earned:
      'Skills badges are issued when you pass an assessed module or a Tech Industry Gold skills programme.',
    learnersOnly: false,
  },
  {
    key: 'award',
    heading: 'My awards',
    empty: 'No awards currently issued',
    earned:
      'Awards recognise achievements such as an event prize or a community contribution, and are issued by the Tech Industry Gold team.',
    learnersOnly: false,
  },
];

/** SPEC §3: names starting SKI are skills, MEM memberships, AWA awards; the rest courses. */
export function credentialGroupOf(name: string): CredentialGroupKey {
  if (name.startsWith('SKI')) return 'skill';
  if (name.startsWith('MEM')) return 'membership';
  if (name.startsWith('AWA')) return 'award';
  return 'course';
}

/** The name without its "SKI-" style prefix, for labels ("SKI-Cloud Fundamentals" → …). */
export function credentialLabel(name: string): string {
  return name.replace(/^(SKI|MEM|AWA)[-_: ]*/, '') || name;
}

/** PATCH /api/user/credentials/{id}: the owner makes a credential private, or public again. */
export const credentialVisibilityBody = z.object({ private: z.boolean() }).strict();
export const credentialResponse = z.object({ credential: credentialSchema });

/**
 * A private credential's public page says so (issue 26) and nothing else: no holder, no name,
 * no dates. The API's 404 carries this message; unknown ids keep the plain 404.
 */
export const CREDENTIAL_PRIVATE =
  'This credential is private. Its holder has chosen not to share it, so it cannot be checked here.';

/**
 * A revoked credential's public page says so, with the day it was revoked (the API's 410
 * carries this message and `revoked_at`), and nothing else: no holder, no badge, no dates of
 * issue (issue 26, decision 0068). A verifier holding a copy finds the revocation through its
 * `credentialStatus` (the signed status list).
 */
export const CREDENTIAL_REVOKED =
  'This credential has been revoked by its issuer and is no longer valid.';
/** The 410's body for a revoked credential. */
export const revokedCredentialBody = z.object({
  message: z.literal(CREDENTIAL_REVOKED),
  revoked_at: z.string(),
});

/** Who issues every credential here (the verification page and its Open Badges document). */
export const CREDENTIAL_ISSUER = 'Tech Industry Gold';

/**
 * The media types a credential's page address answers with the signed credential rather than
 * the page, in the server's order of preference: VC 2.0's own, its earlier name, JSON-LD and
 * plain JSON (docs/decisions/0059). The page's "Verify it yourself" names them.
 */
export const CREDENTIAL_MEDIA_TYPES = [
  'application/vc',
  'application/vc+ld+json',
  'application/ld+json',
  'application/json',
] as const;

/**
 * The steps of a signed credential's check, in the order the page lists them: its Data
 * Integrity proof, that our did:web issued it, its revocation bit, its dates, its OB 3.0 shape.
 */
export const CREDENTIAL_CHECK_STEPS = [
  'signature',
  'issuer',
  'status',
  'expiry',
  'schema',
] as const;
export const credentialCheckStepSchema = z.object({
  step: z.enum(CREDENTIAL_CHECK_STEPS),
  passed: z.boolean(),
  /** Why it failed, in the verifier library's words; null when it passed. */
  reason: z.string().nullable(),
});
export type CredentialCheckStep = z.infer<typeof credentialCheckStepSchema>;
export const CREDENTIAL_VERDICTS = ['verified', 'revoked', 'expired', 'not_verified'] as const;
export type CredentialVerdict = (typeof CREDENTIAL_VERDICTS)[number];
export const credentialCheckSchema = z.object({
  verdict: z.enum(CREDENTIAL_VERDICTS),
  steps: z.array(credentialCheckStepSchema),
  checked_at: z.string(),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

/** The verification page's data: what anyone holding the link may see. */
export const publicCredentialSchema = z.object({
  public_id: z.string(),
  group: z.object({ name: z.string(), badge_design_id: z.string().nullable() }),
  holder: z.string(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  /** The issuer's own page for it, when there is one. */
  url: z.string().nullable(),
  /** The accredited course on our register it stands for, if any (its page is /course/{id}). */
  course: z
    .object({
      course_id: z.number().int(),
      title: z.string(),
      provider: z.string(),
      /** YYYY-MM-DD; null when the register has no date for it. */
      accredited_on: z.string().nullable(),
    })
    .nullable(),
});
export type PublicCredential = z.infer<typeof publicCredentialSchema>;
/**
 * The page's answer: the credential, and how it was checked. `local`: issued and signed by us,
 * checked in full on this request (`check`). `hosted`: issued through the hosted platform,
 * which holds its proof (`url`); we do not sign it, so `check` is null.
 */
export const publicCredentialResponse = z.object({
  credential: publicCredentialSchema,
  issued_through: z.enum(['local', 'hosted']),
  /** Our did:web, the signer of local credentials; null for hosted ones. */
  signed_by: z.string().nullable(),
  check: credentialCheckSchema.nullable(),
});
export type PublicCredentialResponse = z.infer<typeof publicCredentialResponse>;

/** Public ids are UUIDs; anything else is a 404 without a query. */
export const PUBLIC_CREDENTIAL_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
