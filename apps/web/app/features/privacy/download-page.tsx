import { useParams } from 'react-router';
import { exportDownloadPath } from '~/api/privacy';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/download-page';

const title = 'Download your data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

/**
 * The emailed link lands here (signed in, or after signing in): one button fetches the ZIP.
 * The link is spent by that download; the server refuses it for anyone but its member.
 */
export default function DownloadPage() {
  const { id = '', token = '' } = useParams();
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <p className="text-slate-700">
          Your data is in one ZIP file: a README that says what each part is, a file called
          data.json with everything we hold about you, and the files you uploaded. The link works
          once: keep the file somewhere safe.
        </p>
        <p className="mt-4">
          <a href={exportDownloadPath(id, token)} download className={buttonClass('primary')}>
            Download your data (ZIP)
          </a>
        </p>
        <p className="mt-4 text-slate-700">
          Link already used or expired?{' '}
          <a href={paths.accountPrivacy()} className={textLinkClass}>
            Ask for a new copy
          </a>
          .
        </p>
      </div>
    </div>
  );
}
