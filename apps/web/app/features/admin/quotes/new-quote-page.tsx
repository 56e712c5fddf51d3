import { useNavigate } from 'react-router';
import { quotesApi } from '~/api/admin/site-content';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { QuoteFields } from './quote-fields';
import { QuotePreview } from './quote-preview';
import { emptyQuote, quoteCreateForm } from './quote-schema';
import type { Route } from './+types/new-quote-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Add a quote');

/** A new rotating quote. */
export default function NewQuotePage() {
  const create = quotesApi.useCreate();
  const navigate = useNavigate();
  const form = useForm({
    schema: quoteCreateForm,
    fields: emptyQuote,
    submit: (values) => create.mutateAsync(values),
    onSuccess: (record) => void navigate(`${adminPaths.quote(record.id)}?created=1`),
  });
  return (
    <>
      <PageHeader title="Add a quote" back={{ to: adminPaths.quotes(), label: 'All quotes' }} />
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="Details" id="details">
          <Form form={form} submitLabel="Add quote" busyLabel="Adding…">
            <QuoteFields
              field={form.field}
              avatar={form.values['avatar'] as string | null | undefined}
              setAvatar={(url) => form.setValue('avatar', url)}
              avatarError={form.field('avatar').error}
            />
          </Form>
        </Panel>
        <QuotePreview values={form.values} />
      </div>
    </>
  );
}
