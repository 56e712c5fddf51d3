import { ctaCreate } from '@techgold/contracts/admin/ctas';
import { useNavigate } from 'react-router';
import { ctasApi } from '~/api/admin/site-content';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { CtaFields } from './cta-fields';
import { CtaPreview } from './cta-preview';
import { emptyCta } from './cta-schema';
import type { Route } from './+types/new-cta-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add a call to action');

/** A new call to action. */
export default function NewCtaPage() {
  const create = ctasApi.useCreate();
  const navigate = useNavigate();
  const form = useForm({
    schema: ctaCreate,
    fields: emptyCta,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.cta(record.id)}?created=1`),
  });
  return (
    <>
      <PageHeader
        title="Add a call to action"
        back={{ to: adminPaths.ctas(), label: 'All calls to action' }}
      />
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="Details" id="details">
          <Form form={form} submitLabel="Add call to action" busyLabel="Adding…">
            <CtaFields field={form.field} active={form.checkbox('active')} />
          </Form>
        </Panel>
        <CtaPreview values={form.values} />
      </div>
    </>
  );
}
