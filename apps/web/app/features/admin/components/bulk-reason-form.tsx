import { useEffect } from 'react';
import type { BulkResult } from '@techgold/contracts/admin/bulk';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { TextareaField } from '~/components/form/textarea-field';
import type { Parser } from '~/components/form/form-types';
import { useForm } from '~/components/form/use-form';
import type { BulkFormProps } from './bulk-bar';

/** Focus moves into a bulk action's form when it opens: on its first field. */
export function useFocusOnOpen(id: string) {
  useEffect(() => document.getElementById(id)?.focus(), [id]);
}

/**
 * A bulk action that needs one reason for every row (rejecting sign-ups, unpublishing
 * insights, revoking credentials): the one form, asking before it is sent when `confirm` says.
 */
export function BulkReasonForm({
  ids,
  finish,
  cancel,
  schema,
  send,
  submitLabel,
  hint,
  maxLength,
  confirm,
}: BulkFormProps & {
  schema: Parser<{ reason: string }>;
  send: (ids: number[], reason: string) => Promise<BulkResult>;
  submitLabel: string;
  hint: string;
  maxLength: number;
  confirm?: { question: string; confirmLabel: string };
}) {
  const form = useForm({
    fields: { reason: '' },
    schema,
    submit: ({ reason }) => send(ids, reason),
    onSuccess: (answer) => finish(answer),
    guard: false,
    confirm: confirm
      ? { question: () => confirm.question, confirmLabel: confirm.confirmLabel }
      : undefined,
  });
  const reason = form.field('reason');
  useFocusOnOpen(reason.id);
  return (
    <Form
      form={form}
      submitLabel={submitLabel}
      busyLabel="Working…"
      actions={
        <button type="button" className={buttonClass('outline')} onClick={cancel}>
          Cancel
        </button>
      }
    >
      <TextareaField label="Reason" hint={hint} rows={3} maxLength={maxLength} {...reason} />
    </Form>
  );
}
