import type { ComponentProps } from 'react';
import { CheckboxField } from '~/components/form/checkbox-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';

type Name = 'location' | 'heading' | 'description' | 'url';
type FieldProps = ComponentProps<'input'> & ComponentProps<'textarea'> & { error?: string };

/** The fields a call to action's create and edit forms share. */
export function CtaFields({
  field,
  active,
}: {
  field: (name: Name) => FieldProps;
  active: ComponentProps<'input'>;
}) {
  return (
    <>
      <CheckboxField {...active}>Active: shown on its page while it has a link.</CheckboxField>
      <TextField
        label="Location"
        hint="The page it shows on: home or insights (the members’ insights page)"
        maxLength={40}
        autoComplete="off"
        {...field('location')}
      />
      <TextField label="Heading" maxLength={200} autoComplete="off" {...field('heading')} />
      <TextareaField label="Description" rows={3} maxLength={1000} {...field('description')} />
      <TextField
        label="Link"
        hint="Starting with https:// (opens in a new tab) or a path on this site such as /courses"
        maxLength={500}
        autoComplete="off"
        {...field('url')}
      />
    </>
  );
}
