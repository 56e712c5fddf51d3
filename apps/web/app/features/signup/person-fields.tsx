import { EqualityDataNote } from '~/components/form/equality-data-note';
import { toOptions, type PeopleOptions } from '~/components/form/options';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import type { FieldProps } from '~/components/form/use-form';

// Fields about the person that several sign-up and enquiry forms share. Each takes the form's
// `field`, so the form's field list must name the fields it draws.

type Field<Name extends string> = (name: Name) => FieldProps;

/** First and last name side by side: every form starts with them. */
export function NameFields({ field }: { field: Field<'first_name' | 'last_name'> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" {...field('first_name')} autoComplete="given-name" required />
      <TextField label="Last name" {...field('last_name')} autoComplete="family-name" required />
    </div>
  );
}

/** Gender and ethnicity from site data (the two account sign-ups ask for both). */
export function GenderEthnicityFields({
  people,
  field,
}: {
  people: PeopleOptions;
  field: Field<'gender_id' | 'ethnicity_id'>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <EqualityDataNote />
      <SelectField
        label="Gender"
        {...field('gender_id')}
        placeholder="Select your gender"
        options={toOptions(people.genders)}
        required
      />
      <SelectField
        label="Ethnicity"
        {...field('ethnicity_id')}
        placeholder="Select your ethnicity"
        options={toOptions(people.ethnicities)}
        required
      />
    </div>
  );
}
