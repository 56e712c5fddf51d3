import { memberMessages } from '@techgold/contracts/member-messages';
import { useSaveToggle, type SavedKind } from '~/api/put-saved';
import { cn } from '~/lib/cn';
import { buttonClass } from './button-styles';
import { Icon } from './icons';

interface SaveToggleProps {
  kind: SavedKind;
  id: number;
  /** The item's name, for the accessible name of the icon button ("Save Acme Ltd"). */
  itemName: string;
  /**
   * `icon`: a bookmark button for list rows (pressed when saved). `button`: a labelled button
   * for detail pages, reading `saveLabel` and then "Saved" with a check mark (SPEC §2).
   */
  variant?: 'icon' | 'button';
  saveLabel?: string;
  className?: string;
}

/**
 * The save toggle for insights, events, employers and learning providers. It changes at
 * once; the outcome is announced politely, and a failure puts it back and says so.
 */
export function SaveToggle({
  kind,
  id,
  itemName,
  variant = 'icon',
  saveLabel = 'Save',
  className,
}: SaveToggleProps) {
  const { saved, toggle, failed } = useSaveToggle(kind, id);
  const onClick = () => toggle();

  const button =
    variant === 'icon' ? (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`Save ${itemName}`}
        onClick={onClick}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors',
          saved
            ? 'border-navy-900 bg-navy-900 text-white hover:bg-navy-700'
            : 'border-slate-300 bg-white text-navy-900 hover:bg-navy-50',
        )}
      >
        <Icon name="bookmark" className={cn('size-5', saved && 'fill-current')} />
      </button>
    ) : (
      // No aria-pressed here: the label itself changes ("Saved"), which is the state.
      <button
        type="button"
        onClick={onClick}
        className={buttonClass(saved ? 'primary' : 'outline')}
      >
        {saved ? <Icon name="tick" /> : <Icon name="bookmark" />}
        {saved ? 'Saved' : saveLabel}
      </button>
    );

  return (
    <span className={cn('inline-flex flex-col items-end gap-1', className)}>
      {button}
      {failed ? (
        <span role="alert" className="max-w-56 text-right text-sm text-red-800">
          {memberMessages.saveFailed}
        </span>
      ) : null}
    </span>
  );
}
