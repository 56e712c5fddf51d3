import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/api-client';
import { errorText } from '~/lib/error-text';
import { useResult } from '~/components/result/result-message';
import { markClean, markDirty } from './leave-guard';

// The one way to build a form on this site (decision 0080): a field list and a submit
// function. The fields are plain uncontrolled controls read from the form when it is sent,
// so a page drawn on the server works before its JavaScript arrives and costs public pages
// no form library (0032). Zod is imported only as types here: a public page passes its
// contract schema as a lazy import, which loads when the person starts filling the form in.

/** A field's starting value: text (and selects, radios, dates), a checkbox, or a list. */
export type FieldValue = string | boolean | readonly string[] | number | null | undefined;
export type FieldList = Record<string, unknown>;

/** What the form needs from a Zod schema (the contract's, or one built from it). */
interface Parser<Out> {
  safeParseAsync(
    value: unknown,
  ): Promise<
    | { success: true; data: Out }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  >;
}
/** A schema, or a function that imports it (public pages: zod stays off their first load). */
export type SchemaSource<Out> = Parser<Out> | (() => Promise<Parser<Out>>);

/** One line of the error summary: a field's error links to it; other problems do not. */
export interface Problem {
  text: string;
  field?: string;
}

export interface FormOptions<Fields extends FieldList, Out, Result> {
  /** The field list: each field's name and starting value. A field no control draws is sent as it stands. */
  fields: Fields;
  /** The contract's schema: checked in the browser with the server's own words. */
  schema?: SchemaSource<Out>;
  /** Sends the values; throws ApiRequestError on failure. The key is the same for every try of one fill. */
  submit: (values: Out, context: { idempotencyKey: string }) => Promise<Result>;
  /** After success: a text to show in the form's result message, or nothing (e.g. it navigates). */
  onSuccess?: (result: Result, values: Out) => string | void;
  /** A line SPEC asks for under "There is a problem" when fields have errors. */
  invalidMessage?: string;
  /** Reads the record again for the 409 path ("load the latest version"); gives its field values. */
  reload?: () => Promise<Fields>;
  /** Ask before leaving with unsaved changes (default on; off for search and filter forms). */
  guard?: boolean;
  /** Keep the button disabled after success (the page is about to change). */
  stayBusy?: boolean;
  /** Words of its own for a failure that is not a field's (SPEC's 'Invalid email address'). */
  errorMessage?: (error: unknown) => string | undefined;
  /** After any failed send (the page may show more, or go elsewhere). */
  onError?: (error: unknown) => void;
  /** Fields emptied after a save (an enquiry's new note, once it is added). */
  clearAfterSave?: readonly FieldName<Fields>[];
  /** A destructive form asks first: the question (from the checked values) and the yes button. */
  confirm?: { question: (values: Out) => string; confirmLabel: string };
}

type ConfirmBoxComponent = typeof import('~/components/confirm-box').ConfirmBox;
let confirmBox: ConfirmBoxComponent | null = null;
/**
 * The confirmation box, loaded by the forms that ask first (console forms): the public forms
 * never ask, so it stays off their pages (decision 0080, the budget of 0032).
 */
const loadConfirmBox = async () =>
  (confirmBox ??= (await import('~/components/confirm-box')).ConfirmBox);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the listed fields from the form; a field it does not draw keeps `current`'s value. A
 * group (an event's venue) is drawn as `venue.name`, `venue.city`… and read back as one.
 */
function readFields<Fields extends FieldList>(
  form: HTMLFormElement,
  current: Fields,
  prefix = '',
): Fields {
  const data = new FormData(form);
  const values: FieldList = {};
  for (const [key, start] of Object.entries(current)) {
    const name = prefix + key;
    const control = form.elements.namedItem(name);
    if (isGroup(start)) values[key] = readFields(form, start, `${name}.`);
    else if (!control) values[key] = start;
    else if (typeof start === 'boolean')
      values[key] = control instanceof HTMLInputElement ? control.checked : data.has(name);
    else if (Array.isArray(start)) values[key] = data.getAll(name).map(String);
    else values[key] = String(data.get(name) ?? '');
  }
  return values as Fields;
}

/** A field's name: a top-level field, or `group.field` inside a group. */
export type FieldName<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends Record<string, unknown>
      ? `${K}.${keyof NonNullable<T[K]> & string}`
      : K;
}[keyof T & string];

/** Puts values into the form's controls (a reset, the latest version), without redrawing them. */
function writeFields(form: HTMLFormElement, values: FieldList, prefix = '') {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix + key;
    if (isGroup(value)) {
      writeFields(form, value, `${name}.`);
      continue;
    }
    const control = form.elements.namedItem(name);
    const text = value === null || value === undefined ? '' : String(value);
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      control.checked = Boolean(value);
    else if (control instanceof RadioNodeList) {
      for (const item of control) {
        if (item instanceof HTMLInputElement)
          item.checked = Array.isArray(value) ? value.includes(item.value) : item.value === text;
      }
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      control.value = text;
    }
  }
}

const valueAt = (values: FieldList, name: string): unknown =>
  name.split('.').reduce<unknown>((at, key) => (isGroup(at) ? at[key] : undefined), values);

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The state of one form: its values, field errors, the summary, pending, the 409 path, the
 * unsaved-changes guard and the result message. `<Form form={form}>` draws it; spread
 * `form.field(name)` on a text, select or textarea field and `form.checkbox(name)` on a
 * checkbox.
 */
export function useForm<Fields extends FieldList, Out = Fields, Result = unknown>(
  options: FormOptions<Fields, Out, Result>,
) {
  const { fields, guard = true } = options;
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ref = useRef<HTMLFormElement | null>(null);
  const setFormElement = useCallback((element: HTMLFormElement | null) => {
    ref.current = element;
  }, []);
  const [starting, setStarting] = useState(fields);
  const [values, setValues] = useState(fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [stale, setStale] = useState(false);
  // Checked values waiting for the person's yes (a form with `confirm`).
  const [asking, setAsking] = useState<{
    values: Out;
    question: string;
    Box: ConfirmBoxComponent;
  } | null>(null);
  const asks = Boolean(options.confirm);
  useEffect(() => {
    // Ready before the person's first submit, so the box opens at once.
    if (asks) void loadConfirmBox();
  }, [asks]);
  const idempotencyKey = useRef<string | null>(null);
  const schema = useRef<Promise<Parser<Out>> | null>(null);
  const dirty = !same(values, starting);
  const result = useResult(dirty);

  useEffect(() => {
    if (guard && dirty) markDirty(formId);
    else markClean(formId);
    return () => markClean(formId);
  }, [guard, dirty, formId]);

  const reset = useCallback(
    (next: Fields) => {
      markClean(formId);
      setStarting(next);
      setValues(next);
      setErrors({});
      setProblems([]);
      setStale(false);
      idempotencyKey.current = null;
      if (ref.current) writeFields(ref.current, next);
    },
    [formId],
  );

  // The record changed under an untouched form (a refetch, a button elsewhere on the page):
  // show that version, so the next save is made against it.
  const fieldsJson = JSON.stringify(fields);
  const shownJson = useRef(fieldsJson);
  useEffect(() => {
    if (shownJson.current === fieldsJson) return;
    shownJson.current = fieldsJson;
    // The record is the outside world here: its new copy is written into the form's controls.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!dirty) reset(JSON.parse(fieldsJson) as Fields);
  }, [fieldsJson, dirty, reset]);

  /** Starts loading a lazily imported schema (the form calls this on first focus). */
  const prepare = () => {
    const source = options.schema;
    if (!source || schema.current) return schema.current;
    schema.current = typeof source === 'function' ? source() : Promise.resolve(source);
    return schema.current;
  };

  const fail = (list: Problem[], fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setProblems(list);
    setAttempt((n) => n + 1);
  };

  /** Field errors from a schema's issues or a 422's map; a field the form does not draw goes in the summary only. */
  const fromFieldErrors = (entries: [string, string][]) => {
    const form = ref.current;
    const fieldErrors: Record<string, string> = {};
    const list: Problem[] = [];
    for (const [name, text] of entries) {
      if (fieldErrors[name]) continue;
      const shown = form?.elements.namedItem(name);
      if (shown) fieldErrors[name] = text;
      list.push(shown ? { text, field: name } : { text });
    }
    return { list, fieldErrors };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    const raw = readFields(form, values);
    setValues(raw);
    setPending(true);
    result.clear();
    let sent: Out = raw as unknown as Out;
    const parser = await prepare()?.catch(() => null);
    if (parser) {
      const parsed = await parser.safeParseAsync(raw);
      if (!parsed.success) {
        const { list, fieldErrors } = fromFieldErrors(
          parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
        );
        fail(list, fieldErrors);
        setPending(false);
        return;
      }
      sent = parsed.data;
    }
    if (options.confirm) {
      const Box = await loadConfirmBox();
      setPending(false);
      setAsking({ values: sent, question: options.confirm.question(sent), Box });
      return;
    }
    await send(sent, raw);
  };

  const send = async (sent: Out, raw: Fields) => {
    const { submit, onSuccess } = options;
    setPending(true);
    // Sent: a navigation the submit makes itself (to the record it created) is not "leaving".
    markClean(formId);
    try {
      const answer = await submit(sent, { idempotencyKey: (idempotencyKey.current ??= newKey()) });
      // Clean before onSuccess runs: a navigation it starts must not be held by the guard.
      markClean(formId);
      const saved = { ...raw };
      for (const name of options.clearAfterSave ?? []) {
        (saved as FieldList)[name] = valueAt(fields, name);
        if (ref.current) writeFields(ref.current, { [name]: valueAt(fields, name) });
      }
      setStarting(saved);
      setValues(saved);
      setErrors({});
      setProblems([]);
      setStale(false);
      idempotencyKey.current = null;
      const text = onSuccess?.(answer, sent);
      if (!options.stayBusy) setPending(false);
      if (text) result.succeeded(text, false);
    } catch (error) {
      if (guard && dirty) markDirty(formId);
      setPending(false);
      if (error instanceof ApiRequestError) {
        const { list, fieldErrors } = fromFieldErrors(
          Object.entries(error.errors).flatMap(([name, [text]]) =>
            text ? [[name, text] as [string, string]] : [],
          ),
        );
        const isStale = error.status === 409 && Boolean(options.reload);
        setStale(isStale);
        // A 422's field errors say it all; any other refusal leads with the server's sentence.
        if (!(error.status === 422 && list.length))
          list.unshift({ text: options.errorMessage?.(error) ?? error.message });
        fail(list, fieldErrors);
      } else {
        fail([{ text: options.errorMessage?.(error) ?? errorText(error) }], {});
      }
      options.onError?.(error);
    }
  };

  /** The confirmation's two answers: send the checked values, or go back to the form. */
  const confirmation = asking
    ? {
        question: asking.question,
        Box: asking.Box,
        confirmLabel: options.confirm?.confirmLabel ?? 'Yes',
        onConfirm: () => {
          setAsking(null);
          void send(asking.values, values);
        },
        onCancel: () => setAsking(null),
      }
    : null;

  const loadLatest = async () => {
    const reload = options.reload;
    if (!reload) return;
    try {
      reset(await reload());
      result.succeeded('The latest version is loaded. Make your changes again.', false);
    } catch (error) {
      result.failed(error);
    }
  };

  const id = (name: FieldName<Fields>) => `${formId}-${name.replace(/\./g, '-')}`;
  /** Props for a text, select or textarea field: its name, id, starting value and error. */
  const field = (name: FieldName<Fields>) => {
    const start = valueAt(starting, name);
    return {
      name,
      id: id(name),
      defaultValue: Array.isArray(start) ? undefined : start === null ? '' : String(start ?? ''),
      error: errors[name],
    };
  };
  /** Props for a checkbox: its name, id and whether it starts ticked. */
  const checkbox = (name: FieldName<Fields>) => ({
    name,
    id: id(name),
    defaultChecked: Boolean(valueAt(starting, name)),
  });
  /** A value no control draws (an uploaded image, a picked member): set it, and the form is changed. */
  const setValue = (name: keyof Fields & string, value: FieldValue) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    /** The form element's callback ref (Form sets it). */
    attach: setFormElement,
    /** The form element, once drawn (for listeners set up in effects). */
    element: () => ref.current,
    formId,
    values,
    starting,
    dirty,
    pending,
    stale,
    errors,
    problems,
    attempt,
    result,
    invalidMessage: options.invalidMessage,
    guard,
    confirmation,
    field,
    checkbox,
    id,
    setValue,
    reset,
    prepare,
    /** Shows problems the answer revealed (a sign-up address that matched nobody). */
    report: (list: Problem[]) => {
      const { list: shown, fieldErrors } = fromFieldErrors(
        list.map((p) => [p.field ?? '', p.text] as [string, string]),
      );
      fail(shown, fieldErrors);
    },
    loadLatest,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** Reads what is typed now into `values` (for previews and the unsaved-changes check). */
    onChange: () => {
      const form = ref.current;
      if (form) setValues((current) => readFields(form, current));
    },
  };
}

export type FormControl = ReturnType<typeof useForm<FieldList, unknown, unknown>>;

/** What `form.field(name)` gives a field component (shared blocks such as NameFields take it). */
export interface FieldProps {
  name: string;
  id: string;
  defaultValue?: string;
  error?: string;
}
