import { adminTag, tagMessages } from '@techgold/contracts/admin/tags';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { tagsApi, type AdminTag } from '~/api/admin/site-content';
import { Notice } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import { useForm } from '~/components/form/use-form';
import { TagDelete } from './tag-delete';
import { TagFields } from './tag-fields';
import { TagPreview } from './tag-preview';
import { tagDefaults, tagPatchForm, tagTypeLabel, usesText } from './tag-schema';
import type { Route } from './+types/tag-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const tag = await client
      .fetchQuery(tagsApi.recordQuery(id, serverGetter(context, adminTag)))
      .catch(pageError);
    title = tag.title;
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, args.loaderData?.title || 'Tag');

function DetailsForm({ tag }: { tag: AdminTag }) {
  const update = tagsApi.useUpdate(tag.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: tagDefaults(tag),
    schema: tagPatchForm,
    submit: (values) => update.mutateAsync(values),
    reload: async () =>
      tagDefaults(await queryClient.fetchQuery({ ...tagsApi.recordQuery(tag.id), staleTime: 0 })),
    onSuccess: () => 'The tag is saved.',
  });
  return (
    <>
      <Panel title="Details" id="details">
        <Form form={form} submitLabel="Save details" busyLabel="Saving…">
          <TagFields field={form.field} />
        </Form>
      </Panel>
      <TagPreview title={String(form.values['title'] ?? '')} />
    </>
  );
}

/** One tag: its title and type, where it appears, and deleting it (with the cascade). */
export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { data: tag } = tagsApi.useRecord(loaderData.id);
  const [search] = useSearchParams();
  if (!tag) return null;
  return (
    <>
      <PageHeader
        title={tag.title}
        back={{ to: adminPaths.tags(), label: 'All tags' }}
        description={`Type ${tag.type}: ${tagTypeLabel[tag.type] ?? ''}`}
        actions={
          <Link
            to={adminPaths.auditOf('tag', tag.id)}
            className={buttonClass('outline', undefined, 'sm')}
          >
            Changes to this record
          </Link>
        }
      />
      {search.get('created') ? <Notice className="mb-6">{tag.title} is added.</Notice> : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <div className="space-y-6">
          {tag.fixed ? (
            <>
              <Panel title="Details" id="details">
                <p className="mb-4 text-slate-700">{tagMessages.fixed}</p>
                <SummaryList
                  rows={[
                    ['Title', tag.title],
                    ['Type', `${tag.type}: ${tagTypeLabel[tag.type] ?? ''}`],
                    ['News category', tag.news_category],
                  ]}
                />
              </Panel>
              <TagPreview title={tag.title} />
            </>
          ) : (
            <DetailsForm tag={tag} />
          )}
        </div>
        <div className="space-y-6">
          <Panel title="At a glance" id="glance">
            <SummaryList
              rows={[
                [
                  'Kind',
                  tag.fixed ? <Tag tone="warn">News category (fixed)</Tag> : <Tag>Editable</Tag>,
                ],
                ['Used by', usesText(tag.used_by) ?? 'Nothing'],
                ['Last changed', <When key="u" iso={tag.updated_at} />],
              ]}
            />
          </Panel>
          {tag.fixed ? null : <TagDelete tag={tag} />}
        </div>
      </div>
    </>
  );
}
