import { adminQuote } from '@techgold/contracts/admin/quotes';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { quotesApi, type AdminQuote } from '~/api/admin/site-content';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, When } from '../components/page-parts';
import { RecordDelete } from '../components/record-delete';
import { useForm } from '~/components/form/use-form';
import { QuoteFields } from './quote-fields';
import { QuotePreview } from './quote-preview';
import { quoteDefaults, quotePatchForm } from './quote-schema';
import type { Route } from './+types/quote-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const quote = await client
      .fetchQuery(quotesApi.recordQuery(id, serverGetter(context, adminQuote)))
      .catch(pageError);
    title = `Quote from ${quote.name}`;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Quote');

function DetailsForm({ quote }: { quote: AdminQuote }) {
  const update = quotesApi.useUpdate(quote.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: quoteDefaults(quote),
    schema: quotePatchForm,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      quoteDefaults(
        await queryClient.fetchQuery({ ...quotesApi.recordQuery(quote.id), staleTime: 0 }),
      ),
    onSuccess: () => 'The quote is saved.',
  });
  return (
    <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
      <Panel title="Details" id="details">
        <Form form={form} submitLabel="Save details" busyLabel="Saving…">
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
  );
}

/** One quote: its form with a preview, and deleting it. */
export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { data: quote } = quotesApi.useRecord(loaderData.id);
  const remove = quotesApi.useDelete(loaderData.id);
  const [search] = useSearchParams();
  if (!quote) return null;
  return (
    <>
      <PageHeader
        title={`Quote from ${quote.name}`}
        back={{ to: adminPaths.quotes(), label: 'All quotes' }}
        description={quote.source ?? undefined}
        actions={
          <Link
            to={adminPaths.auditOf('quote', quote.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? (
        <Notice className="mb-6">The quote from {quote.name} is added.</Notice>
      ) : null}
      <div className="space-y-6">
        <DetailsForm quote={quote} />
        <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                ['Pages', quote.pages.length ? quote.pages.join(', ') : 'None'],
                ['Last changed', <When key="u" iso={quote.updated_at} />],
              ]}
            />
          </Panel>
          <RecordDelete
            name={quote.name}
            question={`Delete the quote from ${quote.name}? This cannot be undone.`}
            note="To take it off a page, remove that page from its pages instead."
            remove={() => remove.mutateAsync(false)}
            busy={remove.isPending}
            listPath={adminPaths.quotes()}
          />
        </div>
      </div>
    </>
  );
}
