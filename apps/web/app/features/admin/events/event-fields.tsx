import type { OutputData } from '@editorjs/editorjs';
import { EVENT_DETAILS_BLOCK_TYPES } from '@techgold/contracts/admin/events';
import { useId, type ComponentProps, type RefObject } from 'react';
import { uploadAvatar } from '~/api/uploads';
import { InsightEditor, type EditorHandle } from '~/components/block-editor/insight-editor';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';

type Name =
  | 'name'
  | 'start'
  | 'end'
  | 'time_zone'
  | 'url'
  | 'venue.name'
  | 'venue.address1'
  | 'venue.address2'
  | 'venue.city'
  | 'venue.region'
  | 'venue.postcode'
  | 'venue.country';
type FieldProps = ComponentProps<'input'> & ComponentProps<'textarea'> & { error?: string };

/** The details in the block editor: the document it starts from and the handle to read it. */
export interface DetailsEditor {
  initial: OutputData;
  handle: RefObject<EditorHandle | null>;
}

/** The fields an event's create and edit forms share. */
export function EventFields({
  field,
  image,
  setImage,
  imageError,
  details,
}: {
  field: (name: Name) => FieldProps;
  image: string | null | undefined;
  setImage: (url: string | null) => void;
  imageError?: string;
  details: DetailsEditor;
}) {
  const detailsLabel = useId();
  return (
    <>
      <TextField label="Name" maxLength={200} autoComplete="off" {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts" type="datetime-local" {...field('start')} />
        <TextField label="Ends" type="datetime-local" {...field('end')} />
      </div>
      <TextField
        label="Time zone"
        hint="The zone the times are in, such as Europe/London"
        maxLength={64}
        autoComplete="off"
        {...field('time_zone')}
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-navy-950">Venue</legend>
        <TextField label="Venue name" maxLength={200} {...field('venue.name')} />
        <TextField label="Address line 1" maxLength={200} {...field('venue.address1')} />
        <TextField label="Address line 2" maxLength={200} {...field('venue.address2')} />
        <TextField label="Town or city" maxLength={100} {...field('venue.city')} />
        <TextField label="Region" maxLength={100} {...field('venue.region')} />
        <TextField label="Postcode" maxLength={20} {...field('venue.postcode')} />
        <TextField label="Country" maxLength={100} {...field('venue.country')} />
      </fieldset>
      <ImageUploadField
        label="Image"
        hint="A JPEG, PNG or WebP picture up to 4 MB. Saved with the form."
        accept="image/jpeg,image/png,image/webp"
        value={image ?? ''}
        onChange={(url) => setImage(url || null)}
        upload={uploadAvatar}
        removeLabel="Remove image"
        preview={(url) => <img src={url} alt="" className="h-24 w-auto max-w-64 object-contain" />}
        error={imageError}
      />
      <TextField
        label="Ticket website"
        hint="Starting with https://"
        type="url"
        maxLength={500}
        {...field('url')}
      />
      <div>
        <h3 id={detailsLabel} className="mb-2 font-semibold text-navy-950">
          Details
        </h3>
        <InsightEditor
          initial={details.initial}
          handleRef={details.handle}
          labelledBy={detailsLabel}
          tools={EVENT_DETAILS_BLOCK_TYPES}
          placeholder="Write about the event: what happens, who it is for…"
        />
      </div>
    </>
  );
}
