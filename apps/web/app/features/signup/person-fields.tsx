import { SelectField, type SelectOption } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';

// Fields about the person that several sign-up and enquiry forms share.

type FieldError = (name: string) => string | undefined;

export interface PeopleOptions {
  genders: { id: number; title: string }[];
  ethnicities: { id: number; title: string }[];
}

export const toOptions = (rows: { id: number; title: string }[]): SelectOption[] =>
  rows.map((r) => ({ value: r.id, label: r.title }));

/** First and last name side by side: every form starts with them. */
export function NameFields({ fieldError }: { fieldError: FieldError }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        name="first_name"
        autoComplete="given-name"
        required
        error={fieldError('first_name')}
      />
      <TextField
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        required
        error={fieldError('last_name')}
      />
    </div>
  );
}

/** Gender and ethnicity from site data (the two account sign-ups ask for both). */
export function GenderEthnicityFields({
  people,
  fieldError,
}: {
  people: PeopleOptions;
  fieldError: FieldError;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="Gender"
        name="gender_id"
        placeholder="Select your gender"
        options={toOptions(people.genders)}
        required
        error={fieldError('gender_id')}
      />
      <SelectField
        label="Ethnicity"
        name="ethnicity_id"
        placeholder="Select your ethnicity"
        options={toOptions(people.ethnicities)}
        required
        error={fieldError('ethnicity_id')}
      />
    </div>
  );
}
