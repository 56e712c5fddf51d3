// Credentials (SPEC §2 Credentials, §3 Credential, §7 GET /api/user/credentials): the badges a
// member holds, grouped on screen by their group name's prefix.
import { z } from 'zod';

export const credentialSchema = z.object({
  id: z.number().int(),
  group: z.object({ name: z.string(), badge_design_id: z.string().nullable() }),
  issued_at: z.string(),
  /** The issuer's page for this credential (a badge click opens it), when there is one. */
  url: z.string().nullable(),
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
}[] = [
  { key: 'membership', heading: 'Learner status', empty: 'No learner status currently assigned' },
  { key: 'course', heading: 'My courses', empty: 'No courses currently awarded' },
  { key: 'skill', heading: 'My skills', empty: 'No skills currently awarded' },
  { key: 'award', heading: 'My awards', empty: 'No awards currently issued' },
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
