import { HONEYPOT_FIELD } from '@techgold/contracts/honeypot';
import { readForm } from './form-data';

/**
 * How a field's value is read from the form: `'text'` for an input, select or textarea (its
 * trimmed text), `'password'` (its text exactly as typed: spaces count in a password),
 * `'checkbox'` (true or false), or a select's list of values (its text, typed as one of them;
 * the server checks it).
 */
type FieldKind = 'text' | 'password' | 'checkbox' | readonly string[];

type ValueOf<Kind> = Kind extends 'checkbox'
  ? boolean
  : Kind extends readonly (infer Value)[]
    ? Value
    : string;

/** The fields a list reads: the named ones, and the honeypot unless the form has none. */
type Listed<Spec, Honeypot extends boolean> = Honeypot extends true
  ? Spec & Record<typeof HONEYPOT_FIELD, 'text'>
  : Spec;

type NameOf<Spec> = Extract<keyof Spec, string>;

/** The request body a field list reads from its form. */
export type BodyOf<Spec> = { [Name in keyof Spec]: ValueOf<Spec[Name]> };

export interface FieldList<Name extends string, Body> {
  /** The fields that show their own error under them: all but the checkboxes. */
  shown: readonly Name[];
  /** The request body: every listed field, in the listed order, read from the form. */
  bodyFrom: (form: HTMLFormElement) => Body;
}

/**
 * A public form's fields, named once: the list gives the body the form sends and the fields
 * whose server errors show under them (`useFormSubmission`), and its names type the
 * `field(name)` calls that render them. The honeypot every sign-up or enquiry form carries is
 * added last; the sign-in and password forms, which have none, pass `{ honeypot: false }`.
 */
export function defineFields<
  const Spec extends Record<string, FieldKind>,
  Honeypot extends boolean = true,
>(
  spec: Spec,
  options?: { honeypot: Honeypot },
): FieldList<NameOf<Listed<Spec, Honeypot>>, BodyOf<Listed<Spec, Honeypot>>> {
  type List = Listed<Spec, Honeypot>;
  const withHoneypot = options?.honeypot ?? true;
  const fields = Object.entries(withHoneypot ? { ...spec, [HONEYPOT_FIELD]: 'text' } : spec);
  return {
    shown: fields.filter(([, kind]) => kind !== 'checkbox').map(([name]) => name as NameOf<List>),
    bodyFrom(form) {
      const f = readForm(form);
      const read = (name: string, kind: FieldKind) =>
        kind === 'checkbox' ? f.checked(name) : kind === 'password' ? f.raw(name) : f.text(name);
      return Object.fromEntries(
        fields.map(([name, kind]) => [name, read(name, kind)]),
      ) as BodyOf<List>;
    },
  };
}
