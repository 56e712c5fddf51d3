import { useNavigate } from 'react-router';
import { tagsApi } from '~/api/admin/site-content';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { TagFields } from './tag-fields';
import { TagPreview } from './tag-preview';
import { emptyTag, tagCreateForm } from './tag-schema';
import type { Route } from './+types/new-tag-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add a tag');

/** A new tag of type 1 or 2. */
export default function NewTagPage() {
  const create = tagsApi.useCreate();
  const navigate = useNavigate();
  const form = useForm({
    schema: tagCreateForm,
    fields: emptyTag,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.tag(record.id)}?created=1`),
  });
  return (
    <>
      <PageHeader title="Add a tag" back={{ to: adminPaths.tags(), label: 'All tags' }} />
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="Details" id="details">
          <Form form={form} submitLabel="Add tag" busyLabel="Adding…">
            <TagFields field={form.field} />
          </Form>
        </Panel>
        <TagPreview title={String(form.values['title'] ?? '')} />
      </div>
    </>
  );
}
