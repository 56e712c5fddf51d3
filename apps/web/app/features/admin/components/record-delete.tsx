import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { Panel } from './page-parts';

/**
 * Deleting a record, after a confirmation that opens on Cancel; then back to its list, which
 * says what was deleted. A refusal (the server says what still depends on it) is the one
 * result message, with focus, where the question stood.
 */
export function RecordDelete({
  name,
  question = `Delete ${name}? This cannot be undone.`,
  confirmLabel = 'Yes, delete it',
  buttonLabel = 'Delete',
  note,
  remove,
  busy,
  listPath,
}: {
  /** How the record is called in the list's notice (and the question, unless given). */
  name: string;
  question?: string;
  confirmLabel?: string;
  buttonLabel?: string;
  note: ReactNode;
  remove: () => Promise<unknown>;
  busy: boolean;
  /** The list to go back to (it may carry its own query, such as an organisation's kind). */
  listPath: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const outcome = useResult(undefined, 'mb-4');

  const onDelete = async () => {
    setConfirming(false);
    outcome.clear();
    try {
      await remove();
      const join = listPath.includes('?') ? '&' : '?';
      void navigate(`${listPath}${join}deleted=${encodeURIComponent(name)}`);
    } catch (e) {
      outcome.failed(e);
    }
  };

  return (
    <Panel title="Delete" id="delete">
      {outcome.region}
      {confirming ? (
        <ConfirmBox
          question={question}
          confirmLabel={confirmLabel}
          openerLabel={buttonLabel}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">{note}</p>
          <button
            type="button"
            className={buttonClass('outline', undefined, 'md', 'wraps')}
            disabled={busy}
            onClick={() => {
              outcome.clear();
              setConfirming(true);
            }}
          >
            {buttonLabel}
          </button>
        </>
      )}
    </Panel>
  );
}
