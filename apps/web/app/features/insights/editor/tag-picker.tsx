import type { Tag } from '@techgold/contracts/insights';
import { useEffect, useId, useRef, useState } from 'react';
import { useChangeTag } from '~/api/authoring';
import { buttonClass } from '~/components/button-styles';
import { Icon } from '~/components/icons';

/**
 * Tag chips (SPEC §2/§4): industry tags (type 1) are chosen from the list and removed with
 * their chip's button; each change answers the insight's tags, which replace the chips.
 * Choosing one already attached does nothing. A news category is shown but not changed here.
 */
export function TagPicker({
  insightId,
  editKey,
  initial,
  available,
}: {
  insightId: number;
  editKey: string;
  initial: Tag[];
  available: Tag[];
}) {
  const [tags, setTags] = useState(initial);
  const [choice, setChoice] = useState('');
  const changeTag = useChangeTag(insightId, editKey);
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const attached = new Set(tags.map((t) => t.id));
  // What the last change did, said politely; `n` makes each change a new one to focus after.
  const [outcome, setOutcome] = useState<{ text: string; n: number } | null>(null);
  // The button pressed has gone (a removed chip) or is disabled (Add tag, with the choice
  // cleared): focus goes to the tag list's select, ready for the next one.
  useEffect(() => {
    if (outcome) select.current?.focus();
  }, [outcome]);

  function change(tagId: number, add: boolean) {
    if (add && attached.has(tagId)) return;
    const title = [...tags, ...available].find((t) => t.id === tagId)?.title ?? 'The tag';
    changeTag.mutate(
      { tagId, add },
      {
        onSuccess: (answer) => {
          setTags(answer.tags);
          setChoice('');
          setOutcome((last) => ({
            text: add ? `${title} added.` : `${title} removed.`,
            n: (last?.n ?? 0) + 1,
          }));
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      {tags.length ? (
        <ul aria-label="Tags on this insight" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-navy-50 py-1 pr-1 pl-3 text-navy-900"
            >
              {tag.title}
              {tag.type === 1 ? (
                <button
                  type="button"
                  onClick={() => change(tag.id, false)}
                  className="grid size-8 place-items-center rounded-full hover:bg-navy-100"
                >
                  <Icon name="close" className="size-4" />
                  <span className="sr-only">Remove tag {tag.title}</span>
                </button>
              ) : (
                <span className="pr-2" />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No tags yet.</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="font-semibold text-navy-950">
            Add an industry tag
          </label>
          <select
            ref={select}
            id={selectId}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2"
          >
            <option value="">Choose a tag</option>
            {available
              .filter((t) => !attached.has(t.id))
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!choice}
          onClick={() => change(Number(choice), true)}
        >
          Add tag
        </button>
      </div>
      <p role="status" className="text-sm font-semibold text-navy-900 empty:hidden">
        {outcome?.text ?? ''}
      </p>
      {changeTag.isError ? (
        <p role="alert" className="text-red-800">
          That tag could not be changed. Please try again.
        </p>
      ) : null}
    </div>
  );
}
