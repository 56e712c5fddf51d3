import { useEffect, useRef } from 'react';
import { buttonClass } from '~/components/button-styles';

/**
 * The second step of a destructive action: what will happen, in words, and the two choices.
 * It opens with focus on the safe choice, Cancel (decision 0080): a double Enter must not
 * delete or revoke. Cancel puts focus back on the button that asked (`openerLabel`, found
 * where the box stood once it has gone), never on the page's body.
 */
export function ConfirmBox({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  openerLabel,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The text of the button that opened the box; the first button there when left out. */
  openerLabel?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const onCancelClick = () => {
    const place = box.current?.parentElement;
    onCancel();
    requestAnimationFrame(() => {
      const buttons = [...(place?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const opener =
        buttons.find((b) => openerLabel && b.textContent?.trim() === openerLabel) ??
        buttons.find((b) => !b.disabled);
      (opener ?? document.querySelector<HTMLElement>('h1'))?.focus();
    });
  };

  return (
    <div
      ref={box}
      role="group"
      aria-label={question}
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-900">{question}</p>
      <div className="flex flex-wrap gap-3">
        <button
          ref={cancel}
          type="button"
          className={buttonClass('outline')}
          onClick={onCancelClick}
        >
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'bg-red-800 hover:bg-red-900')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
