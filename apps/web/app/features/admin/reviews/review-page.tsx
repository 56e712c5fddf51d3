import { approveBody, rejectBody } from '@techgold/contracts/admin/reviews';
import { type AdminOptions } from '@techgold/contracts/admin/options';
import { type MemberDetail } from '@techgold/contracts/admin/members';
import { useNavigate } from 'react-router';
import { useMember } from '~/api/admin/members';
import { useAdminOptions } from '~/api/admin/options';
import { useApproveReview, useRejectReview } from '~/api/admin/reviews';
import { Notice } from '~/components/alert';
import { Form } from '~/components/form/form';
import { ProviderCourseFields } from './provider-course-fields';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';
import { adminPaths } from '../admin-paths';
import { adminMeta } from '../components/meta';
import { PageHeader, Panel } from '../components/page-parts';
import { MemberRecord } from '../members/member-record';
import { loadMember } from '../members/member-loader.server';
import type { Route } from './+types/review-page';

export const loader = ({ params, context }: Route.LoaderArgs) => loadMember(context, params.id);

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, `Review ${args.loaderData?.name ?? 'sign-up'}`);

/** The page a decision returns to says what happened there. */
const decided = (what: 'approved' | 'rejected', name: string) =>
  `${adminPaths.reviews()}?done=${what}&name=${encodeURIComponent(name)}`;

function ApproveForm({ member, options }: { member: MemberDetail; options: AdminOptions }) {
  const approve = useApproveReview(member.id);
  const navigate = useNavigate();
  const name = `${member.first_name} ${member.last_name}`;
  const form = useForm({
    schema: approveBody,
    fields: { updated_at: member.updated_at, school_id: '', course_id: '' },
    submit: (values) => approve.mutateAsync(values),
    onSuccess: () => void navigate(decided('approved', name)),
  });
  return (
    <Panel title="Approve" id="approve">
      <p className="mb-4 text-slate-700">
        The account becomes an active learner on the course you choose, and {member.first_name} is
        emailed a link to set a password and sign in.
      </p>
      <Form form={form} submitLabel="Approve sign-up" busyLabel="Approving…">
        <ProviderCourseFields
          schools={options.schools}
          schoolId={Number(form.values['school_id']) || null}
          school={form.field('school_id')}
          course={form.field('course_id')}
        />
      </Form>
    </Panel>
  );
}

function RejectForm({ member }: { member: MemberDetail }) {
  const reject = useRejectReview(member.id);
  const navigate = useNavigate();
  const name = `${member.first_name} ${member.last_name}`;
  const form = useForm({
    schema: rejectBody,
    fields: { updated_at: member.updated_at, reason: '' },
    submit: (values) => reject.mutateAsync(values),
    onSuccess: () => void navigate(decided('rejected', name)),
  });
  return (
    <Panel title="Reject" id="reject">
      <p className="mb-4 text-slate-700">
        The reason is emailed to {member.first_name}. The account stays disabled and is deleted 14
        months after the decision, as the privacy notice says.
      </p>
      <Form form={form} submitLabel="Reject sign-up" busyLabel="Rejecting…">
        <TextareaField label="Reason" rows={4} maxLength={1000} {...form.field('reason')} />
      </Form>
    </Panel>
  );
}

/** One pending sign-up: who they are, and the two decisions. */
export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { data: member } = useMember(loaderData.id);
  const options = useAdminOptions();
  if (!member) return null;
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <>
      <PageHeader
        title={`Review ${name}`}
        back={{ to: adminPaths.reviews(), label: 'All pending sign-ups' }}
      />
      {member.status !== 'pending_review' ? (
        <Notice tone="info" className="mb-6">
          This sign-up has already been decided: it is{' '}
          {member.rejected_at ? 'rejected' : 'approved'}.
        </Notice>
      ) : null}
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
        <MemberRecord member={member} />
        {member.status === 'pending_review' && options.data ? (
          <div className="space-y-6">
            <ApproveForm member={member} options={options.data} />
            <RejectForm member={member} />
          </div>
        ) : null}
      </div>
    </>
  );
}
