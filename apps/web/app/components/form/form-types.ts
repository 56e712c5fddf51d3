import type { Dispatch, SetStateAction } from 'react';
import type { ConfirmBox } from '~/components/confirm-box';
import type { Result as ResultMessage } from '~/components/result/result-message';
import type { Undo } from '~/components/result/undo-offer';

// The one form's types and the two value helpers both halves use (use-form.ts draws the form,
// form-engine.ts, loaded on first focus, sends it): a file of its own so neither imports the
// other (decision 0080).

/** A field's starting value: text (and selects, radios, dates), a checkbox, or a list. */
export type FieldValue = string | boolean | readonly string[] | number | null | undefined;
export type FieldList = Record<string, unknown>;

/** What the form needs from a Zod schema (the contract's, or one built from it). */
export interface Parser<Out> {
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
  /**
   * After success: a text to show in the form's result message, or nothing (e.g. it navigates);
   * with `undo`, the message offers an Undo button for a while (decision 0094).
   */
  onSuccess?: (result: Result, values: Out) => string | { text: string; undo?: Undo } | void;
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

export type ConfirmBoxComponent = typeof ConfirmBox;

/** The form's state and setters, handed to the lazily loaded engine. */
export interface FormEngine<Fields extends FieldList, Out, Result> {
  options: FormOptions<Fields, Out, Result>;
  ref: { current: HTMLFormElement | null };
  fields: Fields;
  values: Fields;
  dirty: boolean;
  guard: boolean;
  formId: string;
  pending: boolean;
  result: ResultMessage;
  idempotencyKey: { current: string | null };
  prepareSchema: () => Promise<Parser<Out>> | null;
  loadConfirmBox: () => Promise<ConfirmBoxComponent>;
  set: {
    starting: Dispatch<SetStateAction<Fields>>;
    values: Dispatch<SetStateAction<Fields>>;
    errors: Dispatch<SetStateAction<Record<string, string>>>;
    problems: Dispatch<SetStateAction<Problem[]>>;
    attempt: Dispatch<SetStateAction<number>>;
    pending: Dispatch<SetStateAction<boolean>>;
    stale: Dispatch<SetStateAction<boolean>>;
    asking: Dispatch<SetStateAction<Asking<Out> | null>>;
  };
}

/** Checked values waiting for the person's yes (a form with `confirm`). */
export interface Asking<Out> {
  values: Out;
  question: string;
  Box: ConfirmBoxComponent;
}

export const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's name: a top-level field, or `group.field` inside a group. */
export type FieldName<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends Record<string, unknown>
      ? `${K}.${keyof NonNullable<T[K]> & string}`
      : K;
}[keyof T & string];

export const valueAt = (values: FieldList, name: string): unknown =>
  name.split('.').reduce<unknown>((at, key) => (isGroup(at) ? at[key] : undefined), values);
