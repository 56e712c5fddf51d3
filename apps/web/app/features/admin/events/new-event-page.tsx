import { eventCreate } from '@techgold/contracts/admin/events';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EditorHandle } from '~/components/block-editor/insight-editor';
import { useCreateEvent } from '~/api/admin/events';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { EventFields } from './event-fields';
import { emptyEvent } from './event-schema';
import { detailsDocument } from './details-document';
import type { Route } from './+types/new-event-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add an event');

/** A new event, saved as a draft; published from its page. */
export default function NewEventPage() {
  const create = useCreateEvent();
  const navigate = useNavigate();
  const handle = useRef<EditorHandle | null>(null);
  const [initial] = useState(() => detailsDocument(null));
  const form = useForm({
    schema: eventCreate,
    fields: emptyEvent,
    // The details come from the block editor, read when the form is sent.
    submit: async (values) => {
      const doc = handle.current ? await handle.current.save() : undefined;
      return create.mutateAsync({ ...values, ...(doc ? { details: JSON.stringify(doc) } : {}) });
    },
    onSuccess: (record) => void navigate(`${adminPaths.event(record.id)}?created=1`),
  });
  return (
    <>
      <PageHeader
        title="Add an event"
        back={{ to: adminPaths.events(), label: 'All events' }}
        description="It is saved as a draft: members see it once you publish it."
      />
      <Panel title="Details" id="details" className="max-w-3xl">
        <Form form={form} submitLabel="Add event" busyLabel="Adding…">
          <EventFields
            field={form.field}
            image={form.values['image_url']}
            setImage={(url) => form.setValue('image_url', url)}
            imageError={form.field('image_url').error}
            details={{ initial, handle }}
          />
        </Form>
      </Panel>
    </>
  );
}
