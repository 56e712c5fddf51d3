import { buttonClass } from '~/components/button-styles';

/**
 * The second step of a destructive action: what will happen, in words, and the two choices.
 * The confirming button takes focus, so Enter confirms and Tab reaches Cancel.
 */
export function ConfirmBox({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{question}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          autoFocus
          className={buttonClass('primary', 'bg-red-800 hover:bg-red-900')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
