import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { ConfirmBox } from '~/components/confirm-box';
import { Panel } from './page-parts';

/**
 * Deleting a record nothing else depends on, after a confirmation; then back to its list,
 * which says what was deleted.
 */
export function RecordDelete({
  name,
  question = `Delete ${name}? This cannot be undone.`,
  note,
  remove,
  busy,
  listPath,
}: {
  /** How the record is called in the list's notice (and the question, unless given). */
  name: string;
  question?: string;
  note: string;
  remove: () => Promise<unknown>;
  busy: boolean;
  listPath: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    setConfirming(false);
    setError(null);
    try {
      await remove();
      void navigate(`${listPath}?deleted=${encodeURIComponent(name)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };

  return (
    <Panel title="Delete" id="delete">
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {confirming ? (
        <ConfirmBox
          question={question}
          confirmLabel="Yes, delete it"
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">{note}</p>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        </>
      )}
    </Panel>
  );
}
