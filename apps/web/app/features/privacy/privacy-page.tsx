import { privacyOverview } from '@techgold/contracts/privacy';
import { data, Link } from 'react-router';
import { privacyQuery, usePrivacy, useRequestExport } from '~/api/privacy';
import { buttonClass, textLinkClass } from '~/components/button-styles';
import { RetentionTable } from '~/components/retention-table';
import { useResult } from '~/components/result/result-message';
import { requireUser } from '~/lib/auth.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import type { Route } from './+types/privacy-page';
import { DeleteAccountForm } from './delete-account-form';
import { ExportStatus } from './export-status';

const title = 'Your data and privacy';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  const get = serverGetter(context, privacyOverview);
  const dehydrated = await prefetch(async (client) => {
    try {
      await client.fetchQuery({ ...privacyQuery(get), retry: false });
    } catch {
      throw data('Your privacy page could not be loaded. Please try again.', { status: 503 });
    }
  });
  return { dehydrated };
}

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8';

/** Issue 29: download my data, delete my account, and what we hold and why. */
export default function PrivacyPage() {
  const overview = usePrivacy().data;
  const requestExport = useRequestExport();
  // The one result message: the export is on its way, or why not, with focus on it.
  const outcome = useResult();
  const latest = overview?.exports[0];
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      <p className="text-slate-700">
        See what we hold about you, take a copy of it, or delete your account. Our{' '}
        <Link to={paths.privacy()} className={textLinkClass}>
          privacy policy
        </Link>{' '}
        explains your rights.
      </p>

      <section aria-labelledby="download" className={card}>
        <h2 id="download" className="text-xl font-bold text-navy-950">
          Download my data
        </h2>
        <p className="mt-2 text-slate-700">
          We put everything we hold about you into a ZIP file: your profile, organisation and
          course, equality answers, saved items, notifications, insights, credentials, sign-in
          history, consents, enquiries and the files you uploaded, with a page to read it in your
          browser and a spreadsheet for each kind. When it is ready (normally in seconds) you can
          download it here, and we email you a link. It lasts 24 hours; the emailed link works once,
          and only while you are signed in.
        </p>
        <div className="mt-4 space-y-3">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={requestExport.isPending || latest?.status === 'pending'}
            onClick={() => {
              outcome.clear();
              requestExport.mutate(undefined, {
                onSuccess: (answer) => outcome.succeeded(answer.message),
                onError: (error) => outcome.failed(error),
              });
            }}
          >
            {requestExport.isPending ? 'Asking…' : 'Download my data'}
          </button>
          {outcome.region}
          {latest ? <ExportStatus latest={latest} /> : null}
        </div>
      </section>

      <section aria-labelledby="delete" className={card}>
        <h2 id="delete" className="text-xl font-bold text-navy-950">
          Delete my account
        </h2>
        <DeleteAccountForm />
      </section>

      <section aria-labelledby="what-we-hold" className={card}>
        <h2 id="what-we-hold" className="text-xl font-bold text-navy-950">
          What we hold and why
        </h2>
        <p className="mt-2 mb-4 text-slate-700">
          Each kind of data we hold, why we hold it, the lawful basis, and how long we keep it. We
          delete or anonymise it on schedule, by itself.
        </p>
        <RetentionTable caption="What we hold and why" />
      </section>
    </div>
  );
}
