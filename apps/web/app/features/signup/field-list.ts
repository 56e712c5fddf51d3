import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { readForm } from './form-data';

/**
 * How a field's value is read from the form: `'text'` for an input, select or textarea (its
 * trimmed text), `'checkbox'` (true or false), or a select's list of values (its text, typed
 * as one of them; the server checks it).
 */
type FieldKind = 'text' | 'checkbox' | readonly string[];

type ValueOf<Kind> = Kind extends 'checkbox'
  ? boolean
  : Kind extends readonly (infer Value)[]
    ? Value
    : string;

type WithHoneypot<Spec> = Spec & Record<typeof HONEYPOT_FIELD, 'text'>;

type NameOf<Spec> = Extract<keyof WithHoneypot<Spec>, string>;

/** The request body a field list reads from its form. */
export type BodyOf<Spec> = {
  [Name in keyof WithHoneypot<Spec>]: ValueOf<WithHoneypot<Spec>[Name]>;
};

export interface FieldList<Name extends string, Body> {
  /** The fields that show their own error under them: all but the checkboxes. */
  shown: readonly Name[];
  /** The request body: every listed field, in the listed order, read from the form. */
  bodyFrom: (form: HTMLFormElement) => Body;
}

/**
 * A sign-up or enquiry form's fields, named once: the list gives the body the form sends and
 * the fields whose server errors show under them (`useFormSubmission`), and its names type the
 * `field(name)` calls that render them. The honeypot every such form carries is added last.
 */
export function defineFields<const Spec extends Record<string, FieldKind>>(
  spec: Spec,
): FieldList<NameOf<Spec>, BodyOf<Spec>> {
  const fields = Object.entries({ ...spec, [HONEYPOT_FIELD]: 'text' });
  return {
    shown: fields.filter(([, kind]) => kind !== 'checkbox').map(([name]) => name as NameOf<Spec>),
    bodyFrom(form) {
      const f = readForm(form);
      return Object.fromEntries(
        fields.map(([name, kind]) => [name, kind === 'checkbox' ? f.checked(name) : f.text(name)]),
      ) as BodyOf<Spec>;
    },
  };
}
