import { Link, useRouteLoaderData } from 'react-router';
import { adminOptions, type AdminOptions } from '@techgold/contracts/admin/options';
import {
  enquiryDetail,
  enquiryNoteBody,
  enquiryPatch,
  enquiryStatuses,
} from '@techgold/contracts/admin/enquiries';
import { z } from 'zod';
import { blankToUndefined } from '@techgold/contracts/fields';
import { useQueryClient } from '@tanstack/react-query';
import {
  enquiryQuery,
  useAddNote,
  useEnquiry,
  useUpdateEnquiry,
  type EnquiryDetail,
} from '~/api/admin/enquiries';
import { optionsQuery, useAdminOptions } from '~/api/admin/options';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';
import { prefetch, serverGetter } from '~/lib/prefetch.server';
import { pageError, routeId } from '~/lib/record-loader.server';
import { adminPaths } from '../admin-paths';
import { blankToNull, idValue } from '../components/form-bits';
import { enquiryKindLabel, enquiryStatusLabel } from '../components/labels';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel, SummaryList, Tag, When } from '../components/page-parts';
import { enquiryStatusTone } from './enquiries-page';
import { ReplyForm } from './reply-form';
import { Timeline } from './timeline';
import type { loader as adminLoader } from '~/layouts/admin';
import type { Route } from './+types/enquiry-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  let title = '';
  const dehydrated = await prefetch(async (client) => {
    const enquiry = await client
      .fetchQuery(enquiryQuery(id, serverGetter(context, enquiryDetail)))
      .catch(pageError);
    title = `Enquiry from ${enquiry.first_name} ${enquiry.last_name}`;
    await client.prefetchQuery(optionsQuery(serverGetter(context, adminOptions)));
  });
  return { dehydrated, id, title };
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, args.loaderData?.title || 'Enquiry');

// Status, assignee and a new note are one form, saved together: a note typed before pressing
// Save is never dropped (issue 35). The note goes in only when one is typed.
const workSchema = enquiryPatch.extend({
  assignee_id: blankToNull(enquiryPatch.shape.assignee_id),
  note: z.preprocess(blankToUndefined, enquiryNoteBody.shape.body.optional()),
});

const workDefaults = (e: EnquiryDetail) => ({
  updated_at: e.updated_at,
  status: e.status,
  assignee_id: idValue(e.assignee?.id),
  note: '',
});

/** What the save did, in words. */
function savedText(changed: boolean, noted: boolean) {
  if (changed && noted) return 'The enquiry is saved and your note is added.';
  return noted ? 'Your note is added.' : 'The enquiry is saved.';
}

/** Status, assignee and a new note, saved together; the notes show in the timeline. */
function WorkForm({ enquiry, options }: { enquiry: EnquiryDetail; options: AdminOptions }) {
  const update = useUpdateEnquiry(enquiry.id);
  const add = useAddNote(enquiry.id);
  const queryClient = useQueryClient();
  const form = useForm({
    fields: workDefaults(enquiry),
    schema: workSchema,
    submit: async ({ note, ...work }) => {
      const before = workDefaults(enquiry);
      const changed =
        work.status !== before.status || idValue(work.assignee_id) !== before.assignee_id;
      // The status first: a refused status (409) leaves the note in the form to send again.
      if (changed) await update.mutateAsync(work);
      if (note) await add.mutateAsync({ body: note });
      const text = savedText(changed || !note, Boolean(note));
      if (!(changed && work.status === 'closed' && before.status !== 'closed')) return { text };
      // Closing is offered back for a while (decision 0094): the status it had, nothing else.
      const reopen = before.status;
      return {
        text: `${text} It is closed.`,
        undo: {
          run: async () => {
            const latest = await queryClient.fetchQuery({
              ...enquiryQuery(enquiry.id),
              staleTime: 0,
            });
            await update.mutateAsync({ updated_at: latest.updated_at, status: reopen });
            return `The enquiry is open again: its status is ${enquiryStatusLabel[reopen].toLowerCase()}.`;
          },
        },
      };
    },
    reload: async () =>
      workDefaults(await queryClient.fetchQuery({ ...enquiryQuery(enquiry.id), staleTime: 0 })),
    onSuccess: (outcome) => outcome,
    clearAfterSave: ['note'],
  });
  return (
    <Panel title="Status, assignee and notes" id="work">
      <Form form={form} label="Status, assignee and notes" submitLabel="Save" busyLabel="Saving…">
        <SelectField
          label="Status"
          placeholder="Choose a status"
          options={enquiryStatuses.map((s) => ({ value: s, label: enquiryStatusLabel[s] }))}
          {...form.field('status')}
        />
        <SelectField
          label="Assignee"
          placeholder="Nobody"
          options={options.staff.map((s) => ({ value: s.id, label: s.name }))}
          {...form.field('assignee_id')}
        />
        <TextareaField
          label="New note (optional)"
          hint="Only staff see notes. It is added to the timeline when you save."
          rows={4}
          maxLength={5000}
          {...form.field('note')}
        />
      </Form>
    </Panel>
  );
}

/** One enquiry: what they sent, the replies and notes as one timeline, and who is on it. */
export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { data: enquiry } = useEnquiry(loaderData.id);
  const role = useRouteLoaderData<typeof adminLoader>('layouts/admin')?.role;
  const options = useAdminOptions();
  if (!enquiry) return null;
  const enquirerName = `${enquiry.first_name} ${enquiry.last_name}`;
  return (
    <>
      <PageHeader
        title={`Enquiry from ${enquirerName}`}
        back={{ to: adminPaths.enquiries(), label: 'All enquiries' }}
        description={
          <p className="flex flex-wrap items-center gap-2">
            {enquiryKindLabel[enquiry.kind]}
            <Tag tone={enquiryStatusTone[enquiry.status]}>{enquiryStatusLabel[enquiry.status]}</Tag>
          </p>
        }
      />
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <Panel title="What they sent" id="sent">
          <SummaryList
            rows={[
              ['Received', <When iso={enquiry.created_at} />],
              [
                'Email',
                <a
                  href={`mailto:${enquiry.email}`}
                  className="break-all text-navy-800 underline underline-offset-4"
                >
                  {enquiry.email}
                </a>,
              ],
              ['Phone', enquiry.phone],
              ['Organisation', enquiry.organisation],
              ['Job title', enquiry.job_title],
              ['Address', enquiry.address],
              ['Course type', enquiry.course_type],
              ['Course title', enquiry.course_title],
              ...(enquiry.user_id
                ? ([
                    [
                      'Member',
                      role === 'admin' ? (
                        <Link
                          to={adminPaths.member(enquiry.user_id)}
                          className="text-navy-800 underline underline-offset-4"
                        >
                          Open their record (grant “can write insights” there)
                        </Link>
                      ) : (
                        `Member number ${enquiry.user_id} (an admin grants authoring)`
                      ),
                    ],
                  ] as [string, React.ReactNode][])
                : []),
            ]}
          />
        </Panel>
        <div className="space-y-6">
          <Panel title="Replies and notes" id="timeline">
            <Timeline entries={enquiry.note_list} enquirer={enquirerName} />
            <ReplyForm enquiry={enquiry} />
          </Panel>
          {options.data ? <WorkForm enquiry={enquiry} options={options.data} /> : null}
        </div>
      </div>
    </>
  );
}
