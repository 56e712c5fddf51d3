import { Fragment } from 'react';
import { data } from 'react-router';
import {
  CREDENTIAL_ISSUER,
  CREDENTIAL_MEDIA_TYPES,
  credentialLabel,
  type CredentialCheckStep,
  type CredentialVerdict,
} from '@techgold/contracts/credentials';
import { Icon } from '~/components/icons';
import { absoluteUrl, pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { ukDate } from '~/lib/uk-time';
import { publicCredential } from './data.server';
import type { Route } from './+types/credential-verification-page';

// A credential's public verification page: who holds it, what it is, who issued it and
// when, and the result of the full check the server made on this request (signature, issuer,
// revocation status, dates, Open Badges 3.0 shape), step by step, with the signed credential
// and the badge that carries it to download and check elsewhere. The same address answers the
// signed Open Badges 3.0 document to clients asking for the VC media types (the server's
// credentials routes). Private, unknown and malformed ids are the 404 page.

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await publicCredential(context, params.public_id);
  if ('private' in found) return data({ privateText: found.private }, { status: 404 });
  if ('revoked' in found)
    return data({ revoked: found.revoked, privateText: null }, { status: 410 });
  return { ...found, privateText: null, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (loaded && 'privateText' in loaded && loaded.privateText)
    return pageMeta(args, { title: 'Private credential', noIndex: true });
  if (loaded && 'revoked' in loaded)
    return pageMeta(args, { title: 'Revoked credential', noIndex: true });
  const credential = loaded && 'credential' in loaded ? loaded.credential : null;
  if (!credential) return pageMeta(args, { title: 'Page not found', noIndex: true });
  const label = credentialLabel(credential.group.name);
  return [
    // A member's page: reachable by its link, kept out of search results.
    ...pageMeta(args, {
      title: `${label}, held by ${credential.holder}`,
      description: `${CREDENTIAL_ISSUER} verifies that ${credential.holder} holds ${label}.`,
      noIndex: true,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/ld+json',
      href: absoluteUrl(args, paths.credential(credential.public_id)),
    },
  ];
};

const VERDICT: Record<
  CredentialVerdict,
  { eyebrow: string; tone: string; icon: 'check' | 'alert' | 'info' }
> = {
  verified: { eyebrow: 'Verified credential', tone: 'bg-green-50 text-green-900', icon: 'check' },
  revoked: { eyebrow: 'Revoked credential', tone: 'bg-red-50 text-red-900', icon: 'alert' },
  expired: { eyebrow: 'Expired credential', tone: 'bg-gold-50 text-navy-950', icon: 'info' },
  not_verified: {
    eyebrow: 'Credential not verified',
    tone: 'bg-red-50 text-red-900',
    icon: 'alert',
  },
};

function verdictMessage(
  verdict: CredentialVerdict,
  holder: string,
  expiresAt: string | null,
): string {
  switch (verdict) {
    case 'verified':
      return `Verified: ${CREDENTIAL_ISSUER} issued this credential to ${holder}, and it is valid.`;
    case 'revoked':
      return `Revoked: ${CREDENTIAL_ISSUER} issued this credential to ${holder} and has since withdrawn it. It is no longer valid.`;
    case 'expired':
      return `${CREDENTIAL_ISSUER} issued this credential to ${holder}. It expired on ${expiresAt ? ukDate(expiresAt) : 'its expiry date'}.`;
    case 'not_verified':
      return `Not verified: this credential failed the checks below, so it cannot be relied on.`;
  }
}

const STEP_TEXT: Record<
  CredentialCheckStep['step'],
  { name: string; passed: string; failed: string }
> = {
  signature: {
    name: 'Signature',
    passed: `Unchanged since ${CREDENTIAL_ISSUER} signed it.`,
    failed: 'The signature does not match: it was changed after signing, or not signed by us.',
  },
  issuer: {
    name: 'Issuer',
    passed: `Issued by ${CREDENTIAL_ISSUER}, with a key we publish.`,
    failed: `Not issued by ${CREDENTIAL_ISSUER}, or signed with a key we do not publish.`,
  },
  status: {
    name: 'Revocation',
    passed: 'Not revoked.',
    failed: 'Revoked, or its status could not be checked.',
  },
  expiry: {
    name: 'Dates',
    passed: 'Within its validity dates.',
    failed: 'Outside its validity dates.',
  },
  schema: {
    name: 'Format',
    passed: 'A well-formed Open Badges 3.0 credential.',
    failed: 'Not a well-formed Open Badges 3.0 credential.',
  },
};

function CheckSteps({
  steps,
  verdict,
}: {
  steps: CredentialCheckStep[];
  verdict: CredentialVerdict;
}) {
  return (
    <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {steps.map(({ step, passed, reason }) => {
        const text = STEP_TEXT[step];
        return (
          <li key={step} className="flex items-start gap-3 p-4">
            <Icon
              name={passed ? 'check' : 'close'}
              className={`mt-0.5 size-5 shrink-0 ${passed ? 'text-green-700' : 'text-red-700'}`}
            />
            <div className="min-w-0">
              <p className="font-semibold text-navy-950">
                {text.name}: {passed ? 'passed' : 'failed'}
              </p>
              <p className="text-slate-800">
                {passed
                  ? text.passed
                  : step === 'status' && verdict === 'revoked'
                    ? `Revoked by ${CREDENTIAL_ISSUER}.`
                    : text.failed}
              </p>
              {reason ? (
                <p className="mt-1 text-sm break-words text-slate-700">Reason: {reason}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const linkClass = 'font-semibold text-navy-700 underline underline-offset-4';

function Downloads({ publicId }: { publicId: string }) {
  const base = paths.credential(publicId);
  const items = [
    { href: `${base}/badge.png`, label: 'Badge picture (PNG)' },
    { href: `${base}/badge.svg`, label: 'Badge picture (SVG)' },
    { href: `${base}/credential.json`, label: 'Signed credential (JSON)' },
  ];
  return (
    <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-navy-950 hover:bg-slate-50"
          >
            <Icon name="download" className="size-5 shrink-0" />
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function VerifyYourself({ publicId, did }: { publicId: string; did: string }) {
  const json = `${paths.credential(publicId)}/credential.json`;
  return (
    <section aria-labelledby="verify-yourself" className="mt-10">
      <h2 id="verify-yourself" className="text-xl font-bold text-navy-950">
        Verify it yourself
      </h2>
      <p className="mt-2 text-slate-800">
        You do not have to take this page’s word for it. The credential is a signed{' '}
        <a href={json} className={linkClass}>
          Open Badges 3.0 credential (JSON)
        </a>
        , and the badge pictures above carry the same credential inside them.
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        <li>Save the signed credential, or one of the badge pictures.</li>
        <li>
          Open it in any Open Badges 3.0 or W3C Verifiable Credentials verifier. It is signed with
          an Ed25519 Data Integrity proof (eddsa-rdfc-2022).
        </li>
        <li>
          The verifier finds our public keys from the issuer,{' '}
          <code className="break-all">{did}</code>, published at{' '}
          <a href="/.well-known/did.json" className={`${linkClass} break-all`}>
            /.well-known/did.json
          </a>
          , and checks the revocation list the credential names.
        </li>
        <li>
          Software can ask this page’s own address for the signed credential instead of the page: it
          answers the media types{' '}
          {CREDENTIAL_MEDIA_TYPES.map((type, i) => (
            <Fragment key={type}>
              {i > 0 ? (i === CREDENTIAL_MEDIA_TYPES.length - 1 ? ' and ' : ', ') : null}
              <code className="break-all">{type}</code>
            </Fragment>
          ))}{' '}
          with it.
        </li>
        <li>
          The credential names its holder, and carries their email address only in a hashed form
          with a salt of its own. If you know the address, the verifier can confirm it is theirs.
        </li>
      </ol>
    </section>
  );
}

export default function CredentialVerificationPage({ loaderData }: Route.ComponentProps) {
  if ('revoked' in loaderData) return <RevokedCredential {...loaderData.revoked} />;
  if (!('credential' in loaderData))
    return <PrivateCredential text={loaderData.privateText ?? ''} />;
  const { credential, issued_through: issuedThrough, signed_by: signedBy, check, now } = loaderData;
  const label = credentialLabel(credential.group.name);
  const design = credential.group.badge_design_id;
  const expired = credential.expires_at !== null && credential.expires_at < now;
  const verdict: CredentialVerdict = check?.verdict ?? (expired ? 'expired' : 'verified');
  const shown = VERDICT[verdict];
  const issuerPage = credential.url && /^https:\/\//i.test(credential.url) ? credential.url : null;
  const hosted = issuedThrough === 'hosted';
  return (
    <div className="container-page py-10 md:py-14">
      <article
        aria-labelledby="credential-heading"
        className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
      >
        <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
          {design ? (
            <img
              src={paths.badge(design)}
              alt=""
              width={160}
              height={160}
              className="size-32 shrink-0 sm:size-40"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {shown.eyebrow}
            </p>
            <h1
              id="credential-heading"
              className="mt-1 text-3xl font-bold tracking-tight break-words text-navy-950"
            >
              {label}
            </h1>
            <p className="mt-2 text-lg text-slate-800">
              Held by <strong>{credential.holder}</strong>
            </p>
          </div>
        </div>

        <p className={`mt-8 flex items-start gap-3 rounded-xl p-4 ${shown.tone}`} role="status">
          <Icon name={shown.icon} className="mt-0.5 size-5 shrink-0" />
          <span>{verdictMessage(verdict, credential.holder, credential.expires_at)}</span>
        </p>

        <dl className="mt-8 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-4">
          <dt className="font-semibold text-navy-950">Issued by</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">
            {hosted ? `${CREDENTIAL_ISSUER}, through its credentials platform` : CREDENTIAL_ISSUER}
          </dd>
          <dt className="font-semibold text-navy-950">Signed by</dt>
          <dd className="mb-3 break-all text-slate-800 sm:mb-0">
            {hosted ? 'The credentials platform, which holds its proof' : signedBy}
          </dd>
          <dt className="font-semibold text-navy-950">Issued on</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">{ukDate(credential.issued_at)}</dd>
          <dt className="font-semibold text-navy-950">Expires</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">
            {credential.expires_at ? ukDate(credential.expires_at) : 'Does not expire'}
          </dd>
          {credential.course ? (
            <>
              <dt className="font-semibold text-navy-950">Accredited course</dt>
              <dd className="mb-3 text-slate-800 sm:mb-0">
                <a href={paths.course(credential.course.course_id)} className={linkClass}>
                  {credential.course.title}
                </a>
                , by {credential.course.provider}
                {credential.course.accredited_on
                  ? `, accredited by ${CREDENTIAL_ISSUER} on ${ukDate(credential.course.accredited_on)}`
                  : null}
              </dd>
            </>
          ) : null}
        </dl>

        {check ? (
          <section aria-labelledby="how-checked" className="mt-10">
            <h2 id="how-checked" className="text-xl font-bold text-navy-950">
              How we checked it
            </h2>
            <p className="mt-2 text-slate-800">
              Checked in full when this page was loaded, as any verifier would check it.
            </p>
            <CheckSteps steps={check.steps} verdict={check.verdict} />
          </section>
        ) : null}

        {hosted ? (
          <p className="mt-8 text-slate-800">
            This credential was issued and signed on {CREDENTIAL_ISSUER}’s credentials platform,
            which holds its proof. This page shows what the platform told us.
          </p>
        ) : (
          <section aria-labelledby="downloads" className="mt-10">
            <h2 id="downloads" className="text-xl font-bold text-navy-950">
              Download
            </h2>
            <Downloads publicId={credential.public_id} />
          </section>
        )}

        {issuerPage ? (
          <p className="mt-8">
            <a href={issuerPage} target="_blank" rel="noopener noreferrer" className={linkClass}>
              See it on the issuer’s credentials platform
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}

        {!hosted && signedBy ? (
          <VerifyYourself publicId={credential.public_id} did={signedBy} />
        ) : null}
        <p className="mt-6 text-sm text-slate-700">
          This page shows a credential its holder chose to share. Software can read it as an Open
          Badges 3.0 credential from this same address.
        </p>
      </article>
    </div>
  );
}

/** A revoked credential: that it was revoked and when, and nothing about it or its holder. */
function RevokedCredential({ message, revoked_at }: { message: string; revoked_at: string }) {
  return (
    <div className="container-page py-10 md:py-14">
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-red-900 uppercase">
          <Icon name="alert" className="h-4 w-4" />
          Revoked credential
        </p>
        <h1 className="mt-1 text-2xl font-bold text-navy-950 md:text-3xl">
          This credential has been revoked
        </h1>
        <p className="mt-4 text-slate-800">{message}</p>
        <p className="mt-4 text-slate-800">
          Revoked on <time dateTime={revoked_at}>{ukDate(revoked_at)}</time>.
        </p>
        <p className="mt-4 text-slate-800">
          If you were given this link, ask the holder or {CREDENTIAL_ISSUER} about it.
        </p>
      </div>
    </div>
  );
}

/** A private credential: that it is private, and nothing about it or its holder. */
function PrivateCredential({ text }: { text: string }) {
  return (
    <div className="container-page py-10 md:py-14">
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Credential not shared
        </p>
        <h1 className="mt-1 text-2xl font-bold text-navy-950 md:text-3xl">Private credential</h1>
        <p className="mt-4 text-slate-800">{text}</p>
        <p className="mt-4 text-slate-800">
          If you were given this link, ask the holder to share the credential again.
        </p>
      </div>
    </div>
  );
}
