import {
  CREDENTIAL_IMPORT_MAX_BYTES,
  credentialImportBody,
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
import { FieldShell } from '~/components/form/field-shell';
import { Form } from '~/components/form/form';
import type { Parser } from '~/components/form/form-types';
import { useForm } from '~/components/form/use-form';
import { useResult } from '~/components/result/result-message';
import { ApiRequestError } from '~/lib/api-client';
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

/** A check that found problems in the file's lines: a finding to show, not a failed send. */
type Checked = { problems: { message: string; errors: Record<string, string[]> } } | ImportCheck;

/** The file's lines were refused (a 422 naming lines, or the whole file). */
const lineProblems = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 422 && Object.keys(error.errors).length
    ? { message: error.message, errors: error.errors }
    : null;

/**
 * The chosen file as the contract's body: "Choose a CSV file." or the size limit on the file
 * field (linked from the error summary), else its name and text checked by the contract.
 */
function fileParser(input: { current: HTMLInputElement | null }): Parser<ImportFile> {
  const refuse = (message: string) => ({
    success: false as const,
    error: { issues: [{ path: ['file'], message }] },
  });
  return {
    async safeParseAsync() {
      const chosen = input.current?.files?.[0];
      if (!chosen) return refuse('Choose a CSV file.');
      if (chosen.size > CREDENTIAL_IMPORT_MAX_BYTES)
        return refuse(credentialImportMessages.tooLarge);
      const parsed = await credentialImportBody.safeParseAsync({
        file_name: chosen.name.slice(0, 255),
        csv: await chosen.text(),
      });
      return parsed.success
        ? parsed
        : refuse(parsed.error.issues[0]?.message ?? 'Choose a CSV file.');
    },
  };
}

/**
 * A cohort from a CSV: choose the file, check it (every row; nothing is written), read the
 * problems by line or the rows it will issue, then issue them all at once.
 */
export default function ImportCredentialsPage() {
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const importCohort = useImportCohort();
  const outcome = useResult(step);
  const focusResult = () => requestAnimationFrame(() => result.current?.focus());

  // Checking is the one form; a file with bad lines is its finding, shown as a table by line.
  const form = useForm({
    fields: { file: '' },
    // Read when the form is first used, never while drawing: it holds the file input.
    schema: async () => fileParser(input),
    guard: false,
    submit: async (file): Promise<{ file: ImportFile; checked: Checked }> => {
      try {
        return { file, checked: await checkImport(file) };
      } catch (error) {
        const problems = lineProblems(error);
        if (!problems) throw error;
        return { file, checked: { problems } };
      }
    },
    onSuccess: ({ file, checked }) => {
      setStep(
        'problems' in checked
          ? { kind: 'problems', ...checked.problems }
          : { kind: 'ready', file, check: checked },
      );
      focusResult();
    },
  });

  const commit = async (file: ImportFile) => {
    outcome.clear();
    try {
      const done = await importCohort.mutateAsync(file);
      setStep({ kind: 'done', issued: done.issued, fileName: done.file_name });
      if (input.current) input.current.value = '';
      focusResult();
    } catch (e) {
      const problems = lineProblems(e);
      if (problems) {
        setStep({ kind: 'problems', ...problems });
        focusResult();
      } else outcome.failed(e);
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
          <Form
            form={form}
            label="Check the file"
            submitLabel="Check the file"
            busyLabel="Checking…"
            className="space-y-4"
          >
            <FieldShell id={form.id('file')} label="CSV file" error={form.errors['file']}>
              {(described) => (
                <input
                  ref={input}
                  {...described}
                  id={form.id('file')}
                  name="file"
                  type="file"
                  accept=".csv,text/csv"
                  className="block w-full max-w-full text-slate-800 file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
                  onChange={() => {
                    setStep({ kind: 'choose' });
                    outcome.clear();
                  }}
                />
              )}
            </FieldShell>
          </Form>
        </Panel>
        {outcome.region}
        <div ref={result} tabIndex={-1} className="space-y-4 outline-none">
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
