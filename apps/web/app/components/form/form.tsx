import { lazy, Suspense, type ReactNode } from 'react';
import { buttonClass } from '~/components/button-styles';
import { cn } from '~/lib/cn';
import { useOwnsGuard } from './leave-guard';
import { loadedEngine, type FormControl, type Problem } from './use-form';
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
  // Problems come only from a submit, which loads the engine the summary is part of.
  const ErrorSummary = problems.length ? loadedEngine()?.ErrorSummary : undefined;
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
      {ErrorSummary ? (
        <ErrorSummary
          problems={problems}
          attempt={attempt}
          lead={invalidMessage}
          idOf={idOf}
          stale={stale}
          loadLatest={loadLatest}
        />
      ) : null}
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
