// The member's credentials on their record: the latest few, each opening its own page, the way
// to all of them, and the way to issue one to this member (the issue page starts with them
// chosen). A hosted credentialing platform issues its own: then the list is read-only.
import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { useCredentials } from '~/api/admin/credentials';
import { adminPaths } from '../admin-paths';
import { Panel, When } from '../components/page-parts';

/** How many of the member's credentials the record lists; the rest are a link away. */
const RECORD_CREDENTIALS = 5;

/** The credentials list's query for one member's latest (the loader prefetches the same). */
export const memberCredentialsQuery = (id: number) => ({
  user_id: String(id),
  limit: String(RECORD_CREDENTIALS),
});

export function MemberCredentials({ id, name }: { id: number; name: string }) {
  const { data, isError } = useCredentials(memberCredentialsQuery(id));
  const local = data?.platform !== 'hosted';
  return (
    <Panel title="Credentials" id="member-credentials">
      {isError ? (
        <p role="alert" className="font-semibold text-red-800">
          The credentials could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="text-slate-700">{name} has no credentials yet.</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {data.items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link
                to={adminPaths.credential(c.id)}
                className="rounded font-semibold text-navy-900 underline underline-offset-4"
              >
                {c.badge.name}
              </Link>
              <span className="text-slate-700">
                {c.revoked_at ? (
                  <>
                    Revoked <When iso={c.revoked_at} dateOnly />
                  </>
                ) : (
                  <>
                    Issued <When iso={c.issued_at} dateOnly />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {data && data.total > data.items.length ? (
          <Link
            to={`${adminPaths.credentials()}?user_id=${id}`}
            className={buttonClass('outline', undefined, 'sm')}
          >
            All {data.total} credentials
          </Link>
        ) : null}
        {local ? (
          <Link
            to={`${adminPaths.issueCredential()}?member=${id}`}
            className={buttonClass('primary', undefined, 'sm', 'wraps')}
          >
            Issue a credential to {name}
          </Link>
        ) : null}
      </div>
    </Panel>
  );
}
