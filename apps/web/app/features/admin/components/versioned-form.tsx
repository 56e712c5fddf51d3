import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { useMemberForm } from '~/components/form/use-member-form';
import { isStale } from './form-bits';

/**
 * A console form that edits a record against the version it read (decision 0061): every save
 * sends the record's `updated_at`; a success resets the form to the version it produced (so
 * the next save is made against that), and a 409 "changed since you opened it" offers to load
 * the latest version instead of overwriting someone else's change.
 */
export function useVersionedForm<Schema extends z.ZodType<FieldValues, FieldValues>, Rec>({
  schema,
  record,
  defaultsOf,
  save,
  reload,
}: {
  schema: Schema;
  record: Rec;
  defaultsOf: (record: Rec) => DefaultValues<z.input<Schema>>;
  save: (values: z.output<Schema>) => Promise<Rec>;
  /** Reads the record again, past any cache. */
  reload: () => Promise<Rec>;
}) {
  const [saved, setSaved] = useState(false);
  const [stale, setStale] = useState(false);
  const form = useMemberForm({
    schema,
    defaultValues: defaultsOf(record),
    submit: async (values) => {
      setSaved(false);
      try {
        return await save(values);
      } catch (error) {
        setStale(isStale(error));
        throw error;
      }
    },
    onSuccess: (next) => {
      form.reset(defaultsOf(next));
      setSaved(true);
    },
  });
  // The record changed under an untouched form (a publish or list button on the same page, a
  // refetch): show that version, so the next save is not refused as stale.
  const shown = useRef(record);
  const { reset } = form;
  // Read while rendering: react-hook-form only keeps the fields it sees read up to date.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (shown.current === record) return;
    shown.current = record;
    if (!isDirty) reset(defaultsOf(record));
  }, [record, reset, isDirty, defaultsOf]);
  const loadLatest = async () => {
    form.reset(defaultsOf(await reload()));
    setStale(false);
  };
  return { form, saved, stale, loadLatest };
}

/** What a versioned form shows above its fields: saved, or the way past a 409. */
export function VersionedFormStatus({
  saved,
  stale,
  loadLatest,
  savedText,
}: {
  saved: boolean;
  stale: boolean;
  loadLatest: () => Promise<void>;
  savedText: string;
}) {
  return (
    <>
      {saved ? <Notice>{savedText}</Notice> : null}
      {stale ? (
        <div className="flex flex-wrap items-center gap-3">
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
    </>
  );
}
