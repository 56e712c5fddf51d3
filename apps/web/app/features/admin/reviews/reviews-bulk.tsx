import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkApproveBody, bulkRejectBody, type BulkResult } from '@techgold/contracts/admin/bulk';
import type { z } from 'zod';
import { useAdminOptions } from '~/api/admin/options';
import { useBulkAction } from '~/api/admin/bulk';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import type { BulkAction, BulkFormProps } from '../components/bulk-bar';
import { BulkReasonForm, useFocusOnOpen } from '../components/bulk-reason-form';
import { ProviderCourseFields } from './provider-course-fields';

const plural = (n: number) => (n === 1 ? '1 sign-up' : `${n} sign-ups`);
const approveFields = bulkApproveBody.omit({ ids: true });

/** Approve several onto one provider's course: each is emailed a set-password link. */
function BulkApproveForm({ ids, count, finish, cancel }: BulkFormProps) {
  const approve = useBulkAction<z.output<typeof bulkApproveBody>>(
    adminApiRoutes.reviewsBulkApprove,
    'reviews',
  );
  const options = useAdminOptions();
  const form = useForm({
    fields: { school_id: '', course_id: '' },
    schema: approveFields,
    submit: (values) => approve.mutateAsync({ ...values, ids }),
    onSuccess: (answer: BulkResult) => finish(answer),
    guard: false,
  });
  const school = form.field('school_id');
  useFocusOnOpen(school.id);
  const schools = options.data?.schools ?? [];
  return (
    <Form
      form={form}
      submitLabel={`Approve ${plural(count)}`}
      busyLabel="Approving…"
      actions={
        <button type="button" className={buttonClass('outline')} onClick={cancel}>
          Cancel
        </button>
      }
    >
      <p className="text-slate-700">
        Each becomes an active learner on the course you choose and is emailed a link to set a
        password.
      </p>
      <ProviderCourseFields
        schools={schools}
        schoolId={Number(form.values['school_id']) || null}
        school={school}
        course={form.field('course_id')}
      />
    </Form>
  );
}

function BulkRejectForm(props: BulkFormProps) {
  const reject = useBulkAction<z.output<typeof bulkRejectBody>>(
    adminApiRoutes.reviewsBulkReject,
    'reviews',
  );
  return (
    <BulkReasonForm
      {...props}
      schema={bulkRejectBody.omit({ ids: true })}
      send={(ids, reason) => reject.mutateAsync({ ids, reason })}
      submitLabel={`Reject ${plural(props.count)}`}
      hint="Emailed to each of them as you write it."
      maxLength={1000}
      confirm={{
        question: `Reject ${plural(props.count)} and email each the reason? Their accounts stay disabled.`,
        confirmLabel: 'Yes, reject them',
      }}
    />
  );
}

export const reviewsBulkActions: BulkAction[] = [
  { label: 'Approve', verb: 'approved', form: BulkApproveForm },
  { label: 'Reject', verb: 'rejected', form: BulkRejectForm },
];
