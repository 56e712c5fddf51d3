import { useId, useRef, useState } from 'react';
import { findMembers, type MemberChoice } from '~/api/admin/credentials';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { errorText } from '~/lib/error-text';

/**
 * Finds an active member by name or email and picks one: a search box, a Find button (Enter in
 * the box finds too), then the matches as radio buttons. The count is announced politely.
 */
export function MemberPicker({
  value,
  onChange,
  error,
  id,
}: {
  value: MemberChoice | null;
  onChange: (member: MemberChoice | null) => void;
  error?: string;
  /** The search box's id, for the error summary's link. */
  id?: string;
}) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ items: MemberChoice[]; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const find = async () => {
    if (busy) return;
    if (text.trim().length < 2) {
      setProblem('Type at least 2 characters of a name or email.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await findMembers(text.trim());
      setFound(answer);
      if (value && !answer.items.some((m) => m.id === value.id)) onChange(null);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
      // The button stays enabled (a disabled one drops focus on <body>); focus goes to what
      // the search found, as a result message (decision 0080).
      requestAnimationFrame(() => status.current?.focus());
    }
  };
  const shown = found?.items.length ?? 0;
  // Before any search, a member chosen already (the issue page opened from their record).
  const choices = found ? found.items : value ? [value] : [];
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Member"
          hint="Search by name or email."
          type="search"
          id={id}
          name="member_search"
          autoComplete="off"
          maxLength={200}
          value={text}
          error={problem ?? error}
          className="flex-1"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button
          type="button"
          className={buttonClass('outline')}
          aria-disabled={busy}
          onClick={() => void find()}
        >
          Find members
        </button>
      </div>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="text-sm text-slate-700 outline-offset-4"
      >
        {found === null
          ? ''
          : found.total === 0
            ? 'No active member matches.'
            : found.total > shown
              ? `${found.total} members match; the first ${shown} are shown. Type more to narrow it.`
              : `${found.total} ${found.total === 1 ? 'member matches' : 'members match'}.`}
      </p>
      {choices.length ? (
        <fieldset aria-labelledby={legendId} className="space-y-2">
          <legend id={legendId} className="font-semibold text-navy-950">
            Choose the member
          </legend>
          {choices.map((m) => (
            <label key={m.id} className="flex items-start gap-3 rounded p-1">
              <input
                type="radio"
                name="user_id"
                value={m.id}
                checked={value?.id === m.id}
                onChange={() => onChange(m)}
                className="mt-1 size-5 shrink-0"
              />
              <span className="min-w-0 break-words">
                {m.name} <span className="break-all text-slate-700">({m.email})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
