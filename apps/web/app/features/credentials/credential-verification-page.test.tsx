// The verification page shows the server's verdict and every step of its check in words (not
// colour alone): Verified, Revoked, Expired and Not verified each read as such, with the failing
// step and its reason; a hosted platform's credential says who issued and signed it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_CHECK_STEPS,
  CREDENTIAL_REVOKED,
  type CredentialCheckStep,
  type PublicCredentialResponse,
} from '@techgold/contracts/credentials';
import CredentialVerificationPage from './credential-verification-page';

const DID = 'did:web:techgold.example';

function page(overrides: Partial<PublicCredentialResponse>) {
  const loaderData = {
    credential: baseCredential(),
    issued_through: 'local' as const,
    signed_by: DID,
    ...check('verified', {}),
    now: '2026-11-26T09:00:00Z',
    ...overrides,
  };
  // Only loaderData is read; the route's other props are not needed to draw it.
  const props = { loaderData } as unknown as Parameters<typeof CredentialVerificationPage>[0];
  const html = renderToStaticMarkup(<CredentialVerificationPage {...props} />);
  // Text as a reader gets it: tags gone, entities decoded, spaces collapsed.
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const check = (
  verdict: 'verified' | 'revoked' | 'expired' | 'not_verified',
  failing: Partial<Record<CredentialCheckStep['step'], string>>,
) => ({
  check: {
    verdict,
    steps: CREDENTIAL_CHECK_STEPS.map((step) => ({
      step,
      passed: failing[step] === undefined,
      reason: failing[step] ?? null,
    })),
    checked_at: '2026-11-26T09:00:00Z',
  },
});

describe('the credential verification page', () => {
  it('reads Verified, with each step passed, the signer, downloads and how to check it', () => {
    const text = page({});
    expect(text).toContain('Verified credential');
    expect(text).toContain('Verified: Tech Industry Gold issued this credential to Ada Learner');
    for (const name of ['Signature', 'Issuer', 'Revocation', 'Dates', 'Format'])
      expect(text).toContain(`${name}: passed`);
    expect(text).toContain(`Signed by ${DID}`);
    expect(text).toContain('Badge picture (PNG)');
    expect(text).toContain('Signed credential (JSON)');
    expect(text).toContain('Verify it yourself');
    // Software that asks the page's address for a credential gets one: the four media types.
    // (Each type is in its own code element: the tag-stripped text has a space before commas.)
    expect(text).toMatch(
      /it answers the media types application\/vc ?, application\/vc\+ld\+json ?, application\/ld\+json and application\/json with it\./,
    );
    expect(text).toContain('carries their email address only in a hashed form');
  });

  it('reads Revoked, naming the failed status step and its reason', () => {
    const text = page(check('revoked', { status: 'its bit is set in the revocation status list' }));
    expect(text).toContain('Revoked credential');
    expect(text).toContain('Revoked: Tech Industry Gold issued this credential');
    expect(text).toContain('Revocation: failed Revoked by Tech Industry Gold.');
    expect(text).toContain('Reason: its bit is set in the revocation status list');
    expect(text).toContain('Signature: passed');
  });

  it('reads Expired, with the date', () => {
    const text = page({
      ...check('expired', { expiry: 'expired on 2026-01-01T00:00:00Z' }),
      credential: { ...baseCredential(), expires_at: '2026-01-01T00:00:00Z' },
    });
    expect(text).toContain('Expired credential');
    expect(text).toContain('It expired on 1 Jan 2026');
    expect(text).toContain('Dates: failed');
  });

  it('reads Not verified when the signature fails', () => {
    const text = page(check('not_verified', { signature: 'Invalid signature.' }));
    expect(text).toContain('Credential not verified');
    expect(text).toContain('Signature: failed');
    expect(text).toContain('Reason: Invalid signature.');
    expect(text).not.toContain('Verified: Tech Industry Gold');
  });

  it('names the accredited course, its provider and date', () => {
    const text = page({
      credential: {
        ...baseCredential(),
        course: {
          course_id: 7,
          title: 'BSc Software Engineering',
          provider: 'Northbridge University',
          accredited_on: '2024-12-01',
        },
      },
    });
    expect(text).toContain(
      'BSc Software Engineering , by Northbridge University, accredited by Tech Industry Gold on 1 Dec 2024',
    );
  });

  it("says a hosted platform's credential was issued and signed there", () => {
    const text = page({
      issued_through: 'hosted',
      signed_by: null,
      check: null,
      credential: { ...baseCredential(), url: 'https://platform.example/c/1' },
    });
    expect(text).toContain('Tech Industry Gold, through its credentials platform');
    expect(text).toContain('The credentials platform, which holds its proof');
    expect(text).not.toContain('How we checked it');
    expect(text).not.toContain('Badge picture (PNG)');
    expect(text).toContain('See it on the issuer’s credentials platform');
  });
});

function baseCredential() {
  return {
    public_id: '6fff4e22-857b-4b55-be80-0faa1d4a6cb0',
    group: { name: 'SKI-Secure Coding', badge_design_id: 'abc' },
    holder: 'Ada Learner',
    issued_at: '2026-06-14T09:00:00Z',
    expires_at: null,
    url: null,
    course: null,
  };
}

describe('a revoked credential', () => {
  it('says it was revoked, and when, and nothing about the holder or the badge', () => {
    const loaderData = {
      revoked: { message: CREDENTIAL_REVOKED, revoked_at: '2026-03-04T10:00:00.000Z' },
      privateText: null,
    };
    const props = { loaderData } as unknown as Parameters<typeof CredentialVerificationPage>[0];
    const text = renderToStaticMarkup(<CredentialVerificationPage {...props} />)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('This credential has been revoked');
    expect(text).toContain(CREDENTIAL_REVOKED);
    expect(text).toContain('Revoked on 4 Mar 2026');
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('Verified');
  });
});
