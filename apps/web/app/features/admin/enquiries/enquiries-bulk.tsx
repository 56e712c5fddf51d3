import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkAssignBody, type BulkBody, type BulkResult } from '@techgold/contracts/admin/bulk';
import type { z } from 'zod';
import { useAdminOptions } from '~/api/admin/options';
import { useBulkAction } from '~/api/admin/bulk';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { useForm } from '~/components/form/use-form';
import type { BulkAction, BulkFormProps } from '../components/bulk-bar';
import { useFocusOnOpen } from '../components/bulk-reason-form';
import { blankToNull } from '../components/form-bits';

const plural = (n: number) => (n === 1 ? '1 enquiry' : `${n} enquiries`);
const assignFields = bulkAssignBody.omit({ ids: true }).extend({
  assignee_id: blankToNull(bulkAssignBody.shape.assignee_id),
});

/** Give several enquiries to one member of staff, or to nobody. */
function BulkAssignForm({ ids, count, finish, cancel }: BulkFormProps) {
  const assign = useBulkAction<z.output<typeof bulkAssignBody>>(
    adminApiRoutes.enquiriesBulkAssign,
    'enquiries',
  );
  const options = useAdminOptions();
  const form = useForm({
    fields: { assignee_id: '' },
    schema: assignFields,
    submit: (values) => assign.mutateAsync({ ...values, ids }),
    onSuccess: (answer: BulkResult) => finish(answer),
    guard: false,
  });
  const assignee = form.field('assignee_id');
  useFocusOnOpen(assignee.id);
  return (
    <Form
      form={form}
      submitLabel={`Assign ${plural(count)}`}
      busyLabel="Assigning…"
      actions={
        <button type="button" className={buttonClass('outline')} onClick={cancel}>
          Cancel
        </button>
      }
    >
      <SelectField
        label="Assignee"
        placeholder="Nobody"
        options={(options.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
        {...assignee}
      />
    </Form>
  );
}

/** Closing is not destructive (an enquiry reopens from its page), so it asks nothing. */
export function useEnquiriesBulkActions(): BulkAction[] {
  const close = useBulkAction<BulkBody>(adminApiRoutes.enquiriesBulkClose, 'enquiries');
  return [
    { label: 'Assign', verb: 'assigned', form: BulkAssignForm },
    { label: 'Close', verb: 'closed', run: (ids) => close.mutateAsync({ ids }) },
  ];
}
