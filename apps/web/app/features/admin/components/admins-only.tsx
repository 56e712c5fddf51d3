import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { PageHeader } from './page-parts';

/**
 * An editor opened a section only admins may open (403): the section exists, so say who can
 * do it rather than pretend it does not (a 404 would send them looking for a broken link).
 */
export function AdminsOnly() {
  return (
    <>
      <PageHeader
        title="Only an admin can open this page"
        description="Your staff role is editor. An admin can do this for you, or give you the admin role if you need it."
      />
      <p>
        <Link
          to={adminPaths.dashboard()}
          className="rounded font-semibold text-navy-700 underline underline-offset-4"
        >
          Back to the console
        </Link>
      </p>
    </>
  );
}
