import { lazy, Suspense, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { useOwnsGuard } from './leave-guard';
import type { FormControl, Problem } from './use-form';
import { useErrorTitle } from './use-error-title';

// The question before leaving with unsaved changes, loaded once a guarded form is changed: a
// public page carries none of it until someone types (decision 0080, the budget of 0032).
const LeaveGuard = lazy(() => import('./leave-guard-dialog'));

/**
 * The one form (decision 0080): the error summary, the result message, the fields, the
 * submit button (disabled and relabelled while sending) and the unsaved-changes guard, which
 * like the confirmation is loaded only when a form needs it. Built from `useForm`; `children` are the fields, `actions` sit beside the button.
 */
export function Form({
  form,
  submitLabel,
  busyLabel,
  actions,
  className,
  children,
  label,
}: {
  form: {
    attach: FormControl['attach'];
    formId: string;
    pending: boolean;
    problems: readonly Problem[];
    attempt: number;
    stale: boolean;
    invalidMessage?: string;
    confirmation: FormControl['confirmation'];
    guard: boolean;
    result: FormControl['result'];
    onSubmit: FormControl['onSubmit'];
    onChange: () => void;
    prepare: () => unknown;
    loadLatest: () => Promise<void>;
    id: (name: never) => string;
  };
  /** Leave out for a form whose own controls send it (none today draws no button). */
  submitLabel?: string;
  busyLabel?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  /** An accessible name, for a page with more than one form. */
  label?: string;
}) {
  const {
    attach,
    formId,
    problems,
    attempt,
    invalidMessage,
    stale,
    loadLatest,
    result,
    pending,
    onSubmit,
    onChange,
    prepare,
    confirmation,
    guard,
  } = form;
  const idOf = form.id as (name: string) => string;
  const ownsGuard = useOwnsGuard(formId, guard);
  useErrorTitle(problems.length > 0);
  return (
    <form
      ref={attach}
      method="post"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void prepare()}
      className={cn('space-y-5', className)}
    >
      <ErrorSummary
        problems={problems}
        attempt={attempt}
        lead={invalidMessage}
        idOf={idOf}
        stale={stale}
        loadLatest={loadLatest}
      />
      {result.region}
      {children}
      {confirmation ? (
        <confirmation.Box {...confirmation} openerLabel={submitLabel} />
      ) : submitLabel || actions ? (
        <div className="flex flex-wrap items-center gap-4">
          {submitLabel ? (
            <button type="submit" className={buttonClass('primary')} disabled={pending}>
              {pending ? (busyLabel ?? submitLabel) : submitLabel}
            </button>
          ) : null}
          {actions}
        </div>
      ) : null}
      {ownsGuard ? (
        <Suspense fallback={null}>
          <LeaveGuard />
        </Suspense>
      ) : null}
    </form>
  );
}

function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // The link's target is a form control: put the cursor in it, not just scroll to it.
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * GOV.UK's error summary: "There is a problem", then every error, each a link to its field.
 * It takes focus on every failed attempt, so screen readers read it and keyboard users start
 * from it. A refused save of a changed record (409) offers the latest version here.
 */
export function ErrorSummary({
  problems,
  attempt,
  lead,
  idOf,
  stale,
  loadLatest,
}: {
  problems: readonly Problem[];
  attempt: number;
  lead?: string;
  idOf: (name: string) => string;
  stale?: boolean;
  loadLatest?: () => Promise<void>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  const anyField = problems.some((p) => p.field);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${idOf('')}summary`}
      className="flex gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-offset-4"
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <h2 id={`${idOf('')}summary`} className="text-lg font-semibold">
          There is a problem
        </h2>
        {lead && anyField ? <p>{lead}</p> : null}
        <ul className="list-disc space-y-1 pl-5">
          {problems.map((problem, index) => (
            <li key={`${problem.field ?? ''}${index}`}>
              {problem.field ? (
                <a
                  href={`#${idOf(problem.field)}`}
                  onClick={(event) => goTo(event, idOf(problem.field!))}
                  className="font-semibold underline underline-offset-2"
                >
                  {problem.text}
                </a>
              ) : (
                problem.text
              )}
            </li>
          ))}
        </ul>
        {stale && loadLatest ? (
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <button
              type="button"
              className={buttonClass('outline', undefined, 'sm')}
              onClick={() => void loadLatest()}
            >
              Load the latest version
            </button>
            <span className="text-slate-700">Your changes on this form will be lost.</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
