import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useResult } from '~/components/result/result-message';
import type * as FormEngineModule from './form-engine';
import { markClean, markDirty } from './leave-guard';
import {
  valueAt,
  type Asking,
  type ConfirmBoxComponent,
  type FieldList,
  type FieldName,
  type FieldValue,
  type FormEngine,
  type FormOptions,
  type Parser,
  type Problem,
} from './form-types';

export type {
  FieldList,
  FieldName,
  FieldValue,
  FormOptions,
  Problem,
  SchemaSource,
} from './form-types';

// The one way to build a form on this site (decision 0080): a field list and a submit
// function. The fields are plain uncontrolled controls read from the form when it is sent,
// so a page drawn on the server works before its JavaScript arrives and costs public pages
// no form library (0032). Zod is imported only as types here: a public page passes its
// contract schema as a lazy import, which loads when the person starts filling the form in.
// What sending needs is form-engine.ts, loaded at the same moment (see `prepare`).

let confirmBox: ConfirmBoxComponent | null = null;
/**
 * The confirmation box, loaded by the forms that ask first (console forms): the public forms
 * never ask, so it stays off their pages (decision 0080, the budget of 0032).
 */
const loadConfirmBox = async () =>
  (confirmBox ??= (await import('~/components/confirm-box')).ConfirmBox);

type EngineModule = typeof FormEngineModule;
let engineModule: EngineModule | null = null;
let engineLoading: Promise<EngineModule> | null = null;
/** Loads what sending a form needs, once for the page. */
export const loadEngine = () =>
  (engineLoading ??= import('./form-engine').then((loaded) => (engineModule = loaded)));
/** The loaded engine, if it is (the error summary is part of it: no summary before a submit). */
export const loadedEngine = () => engineModule;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const [asking, setAsking] = useState<Asking<Out> | null>(null);
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

  // Everything from the first submit on (reading, checking, sending, the summary's lines, the
  // 409 path) is form-engine.ts, loaded when the person first focuses the form, with the
  // schema: a public page's first load carries only what draws the form (0032).
  const engine = (): FormEngine<Fields, Out, Result> => ({
    options,
    ref,
    fields,
    values,
    dirty,
    guard,
    formId,
    pending,
    result,
    idempotencyKey,
    prepareSchema,
    loadConfirmBox,
    set: {
      starting: setStarting,
      values: setValues,
      errors: setErrors,
      problems: setProblems,
      attempt: setAttempt,
      pending: setPending,
      stale: setStale,
      asking: setAsking,
    },
  });
  const run = (task: (loaded: EngineModule, state: FormEngine<Fields, Out, Result>) => void) => {
    const state = engine();
    void loadEngine().then((loaded) => task(loaded, state));
  };

  const reset = useCallback(
    (next: Fields) => {
      markClean(formId);
      setStarting(next);
      setValues(next);
      setErrors({});
      setProblems([]);
      setStale(false);
      idempotencyKey.current = null;
      const form = ref.current;
      if (form) void loadEngine().then((loaded) => loaded.writeFields(form, next));
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

  /** Starts loading a lazily imported schema. */
  const prepareSchema = () => {
    const source = options.schema;
    if (!source || schema.current) return schema.current;
    schema.current = typeof source === 'function' ? source() : Promise.resolve(source);
    return schema.current;
  };
  /** Starts loading what sending needs: the form calls this on first focus. */
  const prepare = () => {
    void loadEngine();
    return prepareSchema();
  };

  /** The confirmation's two answers: send the checked values, or go back to the form. */
  const confirmation = asking
    ? {
        question: asking.question,
        Box: asking.Box,
        confirmLabel: options.confirm?.confirmLabel ?? 'Yes',
        onConfirm: () => {
          setAsking(null);
          run((loaded, state) => void loaded.send(state, asking.values, values));
        },
        onCancel: () => setAsking(null),
      }
    : null;

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
    report: (list: Problem[]) => run((loaded, state) => loaded.report(state, list)),
    loadLatest: () =>
      new Promise<void>((done) =>
        run((loaded, state) => void loaded.loadLatest(state, reset).then(done)),
      ),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // Before anything loads: the browser must not send the form itself.
      event.preventDefault();
      if (pending) return;
      const form = event.currentTarget;
      run((loaded, state) => void loaded.submit(state, form));
    },
    /** Reads what is typed now into `values` (for previews and the unsaved-changes check). */
    onChange: () => {
      const form = ref.current;
      if (form) run((loaded) => setValues((current) => loaded.readFields(form, current)));
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
