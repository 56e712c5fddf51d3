import type { ComponentProps } from 'react';
import type { CourseOptions } from '~/api/admin/courses';
import { CheckboxField } from '~/components/form/checkbox-field';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';

type Name =
  | 'title'
  | 'school_id'
  | 'description'
  | 'learning_outcomes'
  | 'duration'
  | 'url'
  | 'badge_id'
  | 'programme_type_id'
  | 'programme_level_id'
  | 'subject_id'
  | 'location_id'
  | 'accredited_on';
/** What the one form's `form.field(name)` gives a control: its name, id, starting value and error. */
type FieldProps = ComponentProps<'input'> &
  ComponentProps<'textarea'> &
  ComponentProps<'select'> & { error?: string };

const choices = (list: CourseOptions['schools']) =>
  list.map((o) => ({ value: String(o.id), label: o.title }));

/** The fields a course's create and edit forms share; drawn once the choices are loaded. */
export function CourseFields({
  field,
  options,
  listed,
}: {
  field: (name: Name) => FieldProps;
  options: CourseOptions;
  listed: ComponentProps<'input'>;
}) {
  return (
    <>
      <CheckboxField {...listed}>
        Listed: shown in the course finder. Unlisted, it stays here and its members keep it.
      </CheckboxField>
      <TextField label="Title" maxLength={200} autoComplete="off" {...field('title')} />
      <SelectField
        label="Learning provider"
        placeholder="Choose a learning provider"
        options={choices(options.schools)}
        {...field('school_id')}
      />
      <TextareaField label="Description" rows={6} maxLength={20000} {...field('description')} />
      <TextareaField
        label="Learning outcomes"
        hint="One per line, at most 30. A line may not contain a semicolon (;)."
        rows={6}
        {...field('learning_outcomes')}
      />
      <TextField
        label="Duration"
        hint="For example, 12 weeks"
        maxLength={100}
        {...field('duration')}
      />
      <TextField
        label="Course website"
        hint="Starting with https://"
        type="url"
        maxLength={500}
        {...field('url')}
      />
      <TextField
        label="Badge"
        hint="The badge design id (letters, digits, - _ .)"
        maxLength={100}
        autoComplete="off"
        {...field('badge_id')}
      />
      <SelectField
        label="Programme type"
        placeholder="None"
        options={choices(options.programme_types)}
        {...field('programme_type_id')}
      />
      <SelectField
        label="Level"
        placeholder="None"
        options={choices(options.programme_levels)}
        {...field('programme_level_id')}
      />
      <SelectField
        label="Subject"
        placeholder="None"
        options={choices(options.subjects)}
        {...field('subject_id')}
      />
      <SelectField
        label="Location"
        placeholder="None"
        options={choices(options.locations)}
        {...field('location_id')}
      />
      <TextField label="Accredited on" type="date" {...field('accredited_on')} />
    </>
  );
}
