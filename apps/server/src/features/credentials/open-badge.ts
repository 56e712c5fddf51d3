// A credential as an Open Badges 3.0 document (1EdTech, on the W3C Verifiable Credentials data
// model), served at the verification page's own address to clients that ask for
// application/ld+json. It is not signed (no `proof`): it is verified by fetching it from our
// domain over https, as the page is. See docs/decisions/0044.
import {
  CREDENTIAL_ISSUER,
  credentialGroupOf,
  credentialLabel,
  type CredentialGroupKey,
  type PublicCredential,
} from '@techgold/contracts/credentials';

export const OPEN_BADGES_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/** Open Badges' achievementType vocabulary for our four groups. */
const ACHIEVEMENT_TYPE: Record<CredentialGroupKey, string> = {
  membership: 'Membership',
  course: 'Course',
  skill: 'Competency',
  award: 'Award',
};

export function openBadgeCredential(credential: PublicCredential, baseUrl: string) {
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
    issuer: { id: baseUrl, type: ['Profile'], name: CREDENTIAL_ISSUER, url: baseUrl },
    validFrom: credential.issued_at,
    ...(credential.expires_at ? { validUntil: credential.expires_at } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: credential.holder,
        },
      ],
      achievement: {
        id: `${baseUrl}/credential/${credential.public_id}#achievement`,
        type: ['Achievement'],
        achievementType: ACHIEVEMENT_TYPE[kind],
        name: label,
        description,
        criteria: { narrative: description },
        ...(design ? { image: { id: `${baseUrl}/api/badge/${design}`, type: 'Image' } } : {}),
      },
    },
  };
}
