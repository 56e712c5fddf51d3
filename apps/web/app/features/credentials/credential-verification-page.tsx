import { CREDENTIAL_ISSUER, credentialLabel } from '@techgold/contracts/credentials';
import { Icon } from '~/components/icons';
import { absoluteUrl, pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { ukDate } from '~/lib/uk-time';
import { publicCredential } from './data.server';
import type { Route } from './+types/credential-verification-page';

// A credential's public verification page: who holds it, what it is, who issued it and
// when. The same address answers an Open Badges 3.0 document to application/ld+json clients
// (the server's credentials routes). Private, unknown and malformed ids are the 404 page.

export async function loader({ params, context }: Route.LoaderArgs) {
  const credential = await publicCredential(context, params.public_id);
  return { credential, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const credential = args.loaderData?.credential;
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

export default function CredentialVerificationPage({ loaderData }: Route.ComponentProps) {
  const { credential, now } = loaderData;
  const label = credentialLabel(credential.group.name);
  const design = credential.group.badge_design_id;
  const expired = credential.expires_at !== null && credential.expires_at < now;
  const issuerPage = credential.url && /^https:\/\//i.test(credential.url) ? credential.url : null;
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
              Verified credential
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

        <p
          className={`mt-8 flex items-start gap-3 rounded-xl p-4 ${
            expired ? 'bg-gold-50 text-navy-950' : 'bg-green-50 text-green-900'
          }`}
        >
          <Icon name={expired ? 'info' : 'check'} className="mt-0.5 size-5 shrink-0" />
          <span>
            {expired
              ? `${CREDENTIAL_ISSUER} issued this credential to ${credential.holder}. It expired on ${ukDate(credential.expires_at!)}.`
              : `Verified: ${CREDENTIAL_ISSUER} issued this credential to ${credential.holder}, and it is valid.`}
          </span>
        </p>

        <dl className="mt-8 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-4">
          <dt className="font-semibold text-navy-950">Issued by</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">{CREDENTIAL_ISSUER}</dd>
          <dt className="font-semibold text-navy-950">Issued on</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">{ukDate(credential.issued_at)}</dd>
          <dt className="font-semibold text-navy-950">Expires</dt>
          <dd className="mb-3 text-slate-800 sm:mb-0">
            {credential.expires_at ? ukDate(credential.expires_at) : 'Does not expire'}
          </dd>
        </dl>

        {issuerPage ? (
          <p className="mt-8">
            <a
              href={issuerPage}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-navy-700 underline underline-offset-4"
            >
              See it on the issuer’s credentials platform
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-700">
          This page shows a credential its holder chose to share. Software can read it as an Open
          Badges 3.0 credential from this same address.
        </p>
      </article>
    </div>
  );
}
