// A credential as an Open Badges 3.0 document (1EdTech, on the W3C Verifiable Credentials data
// model), served at the verification page's own address to clients that ask for
// application/ld+json. This builds the unsigned document: signed/sign.ts adds its Data
// Integrity proof, issued by the site's did:web, with its revocation status list entry
// (docs/decisions/0044, 0059).
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from './signed/document-loader.ts';
import type { HashedIdentity } from './signed/holder-identity.ts';
import {
  CREDENTIAL_ISSUER,
  credentialGroupOf,
  credentialLabel,
  type CredentialGroupKey,
  type PublicCredential,
} from '@techgold/contracts/credentials';

export const OPEN_BADGES_CONTEXT = [VC_V2_CONTEXT, OB_V3_CONTEXT];

/** The parts that come from the signing set-up rather than the credential's row. */
export interface IssuerContext {
  baseUrl: string;
  /** The site's did:web, the issuer Profile's id. */
  did: string;
  /** Its bit in a revocation status list. */
  status: { listUrl: string; position: number };
  /** The holder's email address, hashed with this credential's salt. */
  holderIdentity: HashedIdentity;
}

/** Open Badges' achievementType vocabulary for our four groups. */
const ACHIEVEMENT_TYPE: Record<CredentialGroupKey, string> = {
  membership: 'Membership',
  course: 'Course',
  skill: 'Competency',
  award: 'Award',
};

export function openBadgeCredential(
  credential: PublicCredential,
  { baseUrl, did, status, holderIdentity }: IssuerContext,
) {
  const label = credentialLabel(credential.group.name);
  const kind = credentialGroupOf(credential.group.name);
  const design = credential.group.badge_design_id;
  const description =
    kind === 'course'
      ? `Completed ${label}, a course accredited by ${CREDENTIAL_ISSUER}.`
      : `${label}, awarded by ${CREDENTIAL_ISSUER}.`;
  return {
    '@context': OPEN_BADGES_CONTEXT,
    id: `${baseUrl}/credential/${credential.public_id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: label,
    issuer: { id: did, type: ['Profile'], name: CREDENTIAL_ISSUER, url: baseUrl },
    validFrom: credential.issued_at,
    ...(credential.expires_at ? { validUntil: credential.expires_at } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      // The display name, which the holder makes public with the credential's privacy
      // switch, and their address, hashed with a salt of this credential's own.
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: credential.holder,
        },
        holderIdentity,
      ],
      achievement: {
        id: `${baseUrl}/credential/${credential.public_id}#achievement`,
        type: ['Achievement'],
        achievementType: ACHIEVEMENT_TYPE[kind],
        name: label,
        description,
        criteria: { narrative: description },
        ...(design ? { image: { id: `${baseUrl}/api/badge/${design}`, type: 'Image' } } : {}),
        ...(credential.course ? accreditedCourse(credential.course, baseUrl) : {}),
      },
    },
    credentialStatus: {
      id: `${status.listUrl}#${status.position}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.position),
      statusListCredential: status.listUrl,
    },
  };
}

/**
 * Beyond the badge: the accredited course it stands for, its provider (the achievement's
 * creator) and the day we accredited it, with a link to the course on our register, so a
 * verifier sees that the course was accredited when the credential was issued.
 */
function accreditedCourse(course: NonNullable<PublicCredential['course']>, baseUrl: string) {
  const page = `${baseUrl}/course/${course.course_id}`;
  const since = course.accredited_on ? `, accredited on ${course.accredited_on}` : '';
  return {
    creator: { id: `${page}#provider`, type: ['Profile'], name: course.provider },
    alignment: [
      {
        type: ['Alignment'],
        targetName: course.title,
        targetUrl: page,
        targetDescription: `${course.title} by ${course.provider}: a course on the ${CREDENTIAL_ISSUER} register of accredited courses${since}.`,
        targetFramework: `${CREDENTIAL_ISSUER} accredited courses`,
      },
    ],
  };
}
