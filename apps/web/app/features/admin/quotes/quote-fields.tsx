import type { ComponentProps } from 'react';
import { uploadAvatar } from '~/api/uploads';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';

type Name = 'text' | 'name' | 'source' | 'pages';
type FieldProps = ComponentProps<'input'> & ComponentProps<'textarea'> & { error?: string };

/** The fields a quote's create and edit forms share. */
export function QuoteFields({
  field,
  avatar,
  setAvatar,
  avatarError,
}: {
  field: (name: Name) => FieldProps;
  avatar: string | null | undefined;
  setAvatar: (url: string | null) => void;
  avatarError?: string;
}) {
  return (
    <>
      <TextareaField label="Quote" rows={4} maxLength={1000} {...field('text')} />
      <TextField label="Name" maxLength={200} autoComplete="off" {...field('name')} />
      <TextField
        label="Source"
        hint="Their role and organisation, such as Head of Engineering, Harbour Systems"
        maxLength={200}
        autoComplete="off"
        {...field('source')}
      />
      <ImageUploadField
        label="Avatar"
        hint="A JPEG, PNG or WebP picture up to 4 MB. Without one, the quote shows their initials."
        accept="image/jpeg,image/png,image/webp"
        value={avatar ?? ''}
        onChange={(url) => setAvatar(url || null)}
        upload={uploadAvatar}
        removeLabel="Remove avatar"
        preview={(url) => <img src={url} alt="" className="size-14 rounded-full object-cover" />}
        error={avatarError}
      />
      <TextField
        label="Pages"
        hint="Where it rotates, separated by commas: home, employers, learners, learning-providers"
        maxLength={900}
        autoComplete="off"
        {...field('pages')}
      />
    </>
  );
}
