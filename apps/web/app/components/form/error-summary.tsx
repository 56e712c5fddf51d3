import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';
import type { Problem } from './form-types';

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
  // Focus moves as the summary is drawn (a layout effect), so there is no moment when it is on
  // screen and announced while focus is still on the button that sent the form.
  useLayoutEffect(() => {
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
