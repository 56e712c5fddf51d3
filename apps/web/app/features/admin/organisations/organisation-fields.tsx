import type { ComponentProps } from 'react';
import { uploadAvatar } from '~/api/uploads';
import { CheckboxField } from '~/components/form/checkbox-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';

type TextName = 'title' | 'url' | 'address_state' | 'profile';
/** What the one form's `form.field(name)` gives a control: its name, id, starting value and error. */
type FieldProps = ComponentProps<'input'> & ComponentProps<'textarea'> & { error?: string };

/** The fields an organisation's create and edit forms share. */
export function OrganisationFields({
  field,
  logo,
  setLogo,
  logoError,
  listed,
}: {
  field: (name: TextName) => FieldProps;
  logo: string | null | undefined;
  setLogo: (url: string | null) => void;
  logoError?: string;
  /** The listed switch's registration (a checkbox). */
  listed: ComponentProps<'input'>;
}) {
  return (
    <>
      <CheckboxField {...listed}>
        Listed: shown in the directories, search and the course finder. Hidden, it stays in the
        console and its members keep their accounts.
      </CheckboxField>
      <TextField label="Name" maxLength={200} autoComplete="off" {...field('title')} />
      <TextField
        label="Website"
        hint="Starting with https://"
        type="url"
        maxLength={500}
        {...field('url')}
      />
      <ImageUploadField
        label="Logo"
        hint="A JPEG, PNG or WebP picture up to 4 MB, shown in the directories. Saved with the form."
        accept="image/jpeg,image/png,image/webp"
        value={logo ?? ''}
        onChange={(url) => setLogo(url || null)}
        upload={uploadAvatar}
        removeLabel="Remove logo"
        preview={(url) => <img src={url} alt="" className="h-16 w-auto max-w-48 object-contain" />}
        error={logoError}
      />
      <TextField label="Region" maxLength={100} {...field('address_state')} />
      <TextareaField
        label="Profile"
        hint="What members read about the organisation. Plain text; blank lines start paragraphs."
        rows={8}
        maxLength={20000}
        {...field('profile')}
      />
    </>
  );
}
