import {
  CREDENTIAL_IMPORT_MAX_BYTES,
  credentialImportMessages,
} from '@techgold/contracts/admin/credentials';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  checkImport,
  useImportCohort,
  type ImportCheck,
  type ImportFile,
} from '~/api/admin/credentials';
import { Alert, Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { ImportPreview, ImportProblems } from './import-report';
import type { Route } from './+types/import-credentials-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Import a cohort');

type Step =
  | { kind: 'choose' }
  | { kind: 'problems'; message: string; errors: Record<string, string[]> }
  | { kind: 'ready'; file: ImportFile; check: ImportCheck }
  | { kind: 'done'; issued: number; fileName: string };

/**
 * A cohort from a CSV: choose the file, check it (every row; nothing is written), read the
 * problems by line or the rows it will issue, then issue them all at once.
 */
export default function ImportCredentialsPage() {
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const importCohort = useImportCohort();
  const focusResult = () => requestAnimationFrame(() => result.current?.focus());

  const fail = (e: unknown) => {
    if (e instanceof ApiRequestError && Object.keys(e.errors).length) {
      setStep({ kind: 'problems', message: e.message, errors: e.errors });
    } else setError(e instanceof Error ? e.message : genericErrorMessage);
    focusResult();
  };

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = input.current?.files?.[0];
    if (!chosen) {
      setError('Choose a CSV file.');
      input.current?.focus();
      return;
    }
    if (chosen.size > CREDENTIAL_IMPORT_MAX_BYTES) {
      setStep({
        kind: 'problems',
        message: credentialImportMessages.tooLarge,
        errors: { file: [credentialImportMessages.tooLarge] },
      });
      focusResult();
      return;
    }
    setChecking(true);
    try {
      const file = { file_name: chosen.name.slice(0, 255), csv: await chosen.text() };
      setStep({ kind: 'ready', file, check: await checkImport(file) });
      focusResult();
    } catch (e) {
      fail(e);
    } finally {
      setChecking(false);
    }
  };

  const commit = async (file: ImportFile) => {
    setError(null);
    try {
      const done = await importCohort.mutateAsync(file);
      setStep({ kind: 'done', issued: done.issued, fileName: done.file_name });
      if (input.current) input.current.value = '';
      focusResult();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <>
      <PageHeader
        title="Import a cohort"
        back={{ to: adminPaths.credentials(), label: 'All credentials' }}
        description="Issue badges to many members at once from a CSV file."
      />
      <div className="max-w-4xl space-y-6">
        <Panel title="The file" id="file">
          <div className="mb-4 space-y-2 text-slate-700">
            <p>
              The first row names the columns <strong>email, badge, issue date</strong>; then one
              row per badge. Commas or semicolons both work, as a spreadsheet saves them.
            </p>
            <p>
              The badge is its name as in the console (for example “SKI-Cloud Fundamentals”); the
              date is YYYY-MM-DD or DD/MM/YYYY, not in the future. At most 1 MB and 5,000 rows.
            </p>
            <p>Every row is checked first: if any is wrong, nothing is issued.</p>
          </div>
          <form noValidate onSubmit={(e) => void check(e)} className="space-y-4">
            <div className="space-y-2">
              <label htmlFor="cohort-file" className="block font-semibold text-navy-950">
                CSV file
              </label>
              <input
                ref={input}
                id="cohort-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                className="block w-full max-w-full text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
                onChange={() => {
                  setStep({ kind: 'choose' });
                  setError(null);
                }}
              />
            </div>
            <button type="submit" className={buttonClass('primary')} disabled={checking}>
              {checking ? 'Checking…' : 'Check the file'}
            </button>
          </form>
        </Panel>
        <div ref={result} tabIndex={-1} className="space-y-4 outline-none">
          {error ? <Alert>{error}</Alert> : null}
          {step.kind === 'problems' ? (
            <Panel title="Not imported" id="result">
              <Alert className="mb-4">{step.message}</Alert>
              <ImportProblems errors={step.errors} />
            </Panel>
          ) : null}
          {step.kind === 'ready' ? (
            <Panel title="Ready to issue" id="result">
              <Notice className="mb-4">
                Every row of {step.file.file_name} is correct. Nothing is issued until you say so.
              </Notice>
              <ImportPreview check={step.check} />
              <button
                type="button"
                className={`${buttonClass('primary')} mt-4`}
                disabled={importCohort.isPending}
                onClick={() => void commit(step.file)}
              >
                {importCohort.isPending
                  ? 'Issuing…'
                  : `Issue ${step.check.count} ${step.check.count === 1 ? 'badge' : 'badges'}`}
              </button>
            </Panel>
          ) : null}
          {step.kind === 'done' ? (
            <Notice>
              {step.issued} {step.issued === 1 ? 'badge is' : 'badges are'} issued from{' '}
              {step.fileName}.{' '}
              <Link
                to={`${adminPaths.credentials()}?sort=issued&dir=desc`}
                className="font-semibold underline underline-offset-4"
              >
                See the credentials
              </Link>
            </Notice>
          ) : null}
        </div>
      </div>
    </>
  );
}
