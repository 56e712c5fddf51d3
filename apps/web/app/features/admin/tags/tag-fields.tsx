import type { ComponentProps } from 'react';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { tagTypeOptions } from './tag-schema';

type FieldProps = ComponentProps<'input'> & ComponentProps<'select'> & { error?: string };

/** The fields a tag's create and edit forms share. */
export function TagFields({ field }: { field: (name: 'title' | 'type') => FieldProps }) {
  return (
    <>
      <TextField label="Title" maxLength={100} autoComplete="off" {...field('title')} />
      <SelectField
        label="Type"
        hint="Industries describe employers; topics and technologies describe employers and insights."
        placeholder="Choose a type"
        options={tagTypeOptions}
        {...field('type')}
      />
    </>
  );
}
