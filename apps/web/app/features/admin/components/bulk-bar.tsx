import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { BulkResult } from '@techgold/contracts/admin/bulk';
import { buttonClass } from '~/components/button-styles';
import { ConfirmBox } from '~/components/confirm-box';
import type { Result } from '~/components/result/result-message';
import type { Selection } from './selection';

/** What a bulk action's own form (a reason, a course) is given. */
export interface BulkFormProps {
  ids: number[];
  count: number;
  /** The answer arrived: the bar words it and moves focus there. */
  finish: (result: BulkResult) => void;
  /** Closed without doing anything: focus goes back to the action's button. */
  cancel: () => void;
}

export interface BulkAction {
  /** The button: 'Approve', 'Close'. */
  label: string;
  /** What was done, after a number: 'approved', 'closed'. */
  verb: string;
  /** Done at once, or after the confirmation below… */
  run?: (ids: number[]) => Promise<BulkResult>;
  /** …a destructive one asks first, with focus on Cancel. */
  confirm?: (count: number) => { question: string; confirmLabel: string };
  /** …or a form of its own (the one form) that asks what the action needs. */
  form?: ComponentType<BulkFormProps>;
}

/** "2 approved. 1 refused: Sam Lee was already approved." */
export function bulkSummary(result: BulkResult, verb: string, names: ReadonlyMap<number, string>) {
  const done = `${result.done.length} ${verb}.`;
  if (!result.refused.length) return done;
  const why = result.refused
    .map((r) => `${names.get(r.id) ?? `Number ${r.id}`} was ${r.reason}`)
    .join('; ');
  return `${done} ${result.refused.length} refused: ${why}.`;
}

/**
 * Bulk actions over a console list (decision 0094): "Select all on this page", and once rows
 * are chosen, how many and the actions. The result message is the page's, drawn above the
 * list (`result.region`), so it stays when the bar goes with the selection, or the list with
 * its last rows; it takes focus when an action is done.
 */
export function BulkBar<Row>({
  selection,
  actions,
  noun,
  result,
}: {
  selection: Selection<Row>;
  actions: readonly BulkAction[];
  /** The rows, for the group's name: 'sign-ups'. */
  noun: string;
  result: Result;
}) {
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const all = useRef<HTMLInputElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const some = selection.count > 0 && !selection.all;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);

  const backTo = (action: BulkAction) => {
    setOpen(null);
    requestAnimationFrame(() => buttons.current.get(action.label)?.focus());
  };
  const finish = (action: BulkAction, names: ReadonlyMap<number, string>, answer: BulkResult) => {
    setOpen(null);
    selection.clear();
    result.succeeded(bulkSummary(answer, action.verb, names));
  };
  const runNow = async (action: BulkAction) => {
    if (!action.run || busy) return;
    const names = selection.names();
    setBusy(true);
    try {
      finish(action, names, await action.run(selection.ids));
    } catch (error) {
      setOpen(null);
      result.failed(error);
    } finally {
      setBusy(false);
    }
  };
  const choose = (action: BulkAction) => {
    result.clear();
    if (action.form || action.confirm) setOpen(action);
    else void runNow(action);
  };

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            ref={all}
            type="checkbox"
            checked={selection.all}
            onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
            className="size-6 rounded border-slate-500 accent-navy-900"
          />
          Select all on this page
        </label>
      </div>
      {selection.count > 0 ? (
        <div
          role="group"
          aria-label={`Bulk actions on the ${noun} chosen`}
          className="space-y-4 rounded-2xl border border-navy-200 bg-navy-50 p-4"
        >
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-navy-950">{selection.count} selected</p>
            {actions.map((action) => (
              <button
                key={action.label}
                ref={(el) => {
                  buttons.current.set(action.label, el);
                }}
                type="button"
                className={buttonClass('outline', undefined, 'sm')}
                aria-disabled={busy || undefined}
                aria-expanded={action.form ? open === action : undefined}
                onClick={() => choose(action)}
              >
                {action.label}
              </button>
            ))}
          </div>
          {open?.confirm && !open.form ? (
            <ConfirmBox
              {...open.confirm(selection.count)}
              openerLabel={open.label}
              onCancel={() => setOpen(null)}
              onConfirm={() => void runNow(open)}
            />
          ) : null}
          {open?.form ? (
            <div>
              <open.form
                ids={selection.ids}
                count={selection.count}
                finish={(answer) => finish(open, selection.names(), answer)}
                cancel={() => backTo(open)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
