import { useCurrentUser } from '~/api/get-user';
import {
  CREDENTIAL_GROUPS,
  credentialGroupOf,
  credentialLabel,
  credentialsResponse,
  type Credential,
} from '@techgold/contracts/credentials';
import { useEffect, useState } from 'react';
import { credentialsQuery, useCredentials } from '~/api/get-credentials';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { ukDate } from '~/lib/uk-time';
import { ShareCredential } from './share-credential';
import type { Route } from './+types/credentials-page';

const title = 'My credentials';
const description = 'Your badges: learner status, courses, skills and awards.';
// SPEC §9: the spinner appears only if loading takes longer than this.
const SPINNER_DELAY_MS = 500;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

/** The page renders with the member's credentials (see lib/prefetch.server). */
export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  const get = serverGetter(context, credentialsResponse);
  return { dehydrated: await prefetch((client) => client.prefetchQuery(credentialsQuery(get))) };
}

/** SPEC §2 Credentials: four groups of badges; a badge opens the issuer's page. */
export default function CredentialsPage() {
  const query = useCredentials();
  return (
    <div className="max-w-5xl space-y-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      {query.isPending ? (
        <DelayedSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-red-800">
          Your credentials could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <Groups credentials={query.data.credentials} />
      )}
    </div>
  );
}

const EMPLOYER_USER = 2;

function Groups({ credentials }: { credentials: Credential[] }) {
  const user = useCurrentUser();
  const learner = user?.user_type_id !== EMPLOYER_USER;
  // Only the groups that apply to this member (and any group they hold a credential in).
  const groups = CREDENTIAL_GROUPS.filter(
    (group) =>
      learner ||
      !group.learnersOnly ||
      credentials.some((c) => credentialGroupOf(c.group.name) === group.key),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((group) => {
        const held = credentials.filter((c) => credentialGroupOf(c.group.name) === group.key);
        const headingId = `credentials-${group.key}`;
        return (
          <section
            key={group.key}
            aria-labelledby={headingId}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id={headingId} className="text-xl font-bold text-navy-950">
              {group.heading}
            </h2>
            {held.length ? (
              <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4">
                {held.map((c) => (
                  <li key={c.id} className="flex flex-col">
                    <Badge credential={c} />
                    <ShareCredential credential={c} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-3 space-y-1">
                <p className="font-semibold text-slate-800">{group.empty}</p>
                <p className="text-slate-700">{group.earned}</p>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Only an https issuer page is offered as a link. */
const issuerPage = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

function Badge({ credential }: { credential: Credential }) {
  const label = credentialLabel(credential.group.name);
  const design = credential.group.badge_design_id;
  const body = (
    <>
      {design ? (
        <img
          src={paths.badge(design)}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          className="mx-auto size-24 sm:size-28"
        />
      ) : (
        <span
          aria-hidden="true"
          className="mx-auto grid size-24 place-items-center rounded-full bg-navy-50 text-2xl font-bold text-navy-900 sm:size-28"
        >
          {label.slice(0, 1)}
        </span>
      )}
      <span className="mt-2 block font-semibold break-words hyphens-auto text-navy-950">
        {label}
      </span>
      <span className="block text-sm text-slate-700">Issued {ukDate(credential.issued_at)}</span>
    </>
  );
  const href = issuerPage(credential.url);
  const tile = 'flex h-full flex-col rounded-xl p-3 text-center';
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${tile} hover:bg-navy-50 focus-visible:bg-navy-50`}
    >
      {body}
      <span className="sr-only"> (opens the issuer’s page in a new tab)</span>
    </a>
  ) : (
    <div className={tile}>{body}</div>
  );
}

/** A status that says nothing for the first half second (most loads finish sooner). */
function DelayedSpinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      {shown ? (
        <>
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-navy-900 border-t-transparent motion-reduce:animate-none"
          />
          Loading your credentials…
        </>
      ) : null}
    </p>
  );
}
