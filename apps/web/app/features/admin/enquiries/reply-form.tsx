import { ENQUIRY_REPLY_MAX, enquiryReplyBody } from '@techgold/contracts/admin/enquiries';
import { useSendReply, type EnquiryDetail } from '~/api/admin/enquiries';
import { Form } from '~/components/form/form';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';

/**
 * A reply to the enquirer, emailed from the site's address with the team's as Reply-To and
 * kept on the timeline above. No confirmation (an email is not a destructive change); a
 * refused or failed send keeps the typed text in the box to send again.
 */
export function ReplyForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const send = useSendReply(enquiry.id);
  const form = useForm({
    fields: { body: '' },
    schema: enquiryReplyBody,
    submit: (values, { idempotencyKey }) => send.mutateAsync({ ...values, idempotencyKey }),
    onSuccess: () => 'Your reply is sent. It is the last entry above.',
    clearAfterSave: ['body'],
  });
  return (
    <Form
      form={form}
      label={`Reply to ${enquiry.first_name} ${enquiry.last_name}`}
      submitLabel="Send reply"
      busyLabel="Sending…"
    >
      <TextareaField
        label={`Your reply to ${enquiry.first_name} ${enquiry.last_name}`}
        hint="Emailed to them as plain text, with a short quote of their enquiry. Their answer comes to the team's address."
        rows={6}
        maxLength={ENQUIRY_REPLY_MAX}
        {...form.field('body')}
      />
    </Form>
  );
}
