import { adminMessages } from '@techgold/contracts/admin/common';
import { staffRoles, type MemberDetail } from '@techgold/contracts/admin/members';
import { staffRoleBody } from '@techgold/contracts/admin/staff';
import { useState } from 'react';
import { useMemberStatus, useSendSetPasswordLink, useStaffRole } from '~/api/admin/members';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { useForm } from '~/components/form/use-form';
import { ConfirmBox } from '~/components/confirm-box';
import { useResult } from '~/components/result/result-message';
import { Panel } from '../components/page-parts';
import { roleLabel } from '../components/admin-shell';
import { useReauthGuard } from '../components/reauth-dialog';
import { blankToNull } from '../components/form-bits';

// "None (a member)" is the empty choice: null, as the API takes it.
const roleSchema = staffRoleBody.extend({
  staff_role: blankToNull(staffRoleBody.shape.staff_role),
});

/**
 * Sign-in: disable (every session ends at once) or enable, with a confirmation step; a
 * set-password link by email (the console never shows or sets a password); and, for admins,
 * the staff role. Role and sign-in changes ask for the password again after 15 minutes.
 */
export function MemberAccess({ member, self }: { member: MemberDetail; self: boolean }) {
  const status = useMemberStatus(member.id);
  const link = useSendSetPasswordLink(member.id);
  const role = useStaffRole(member.id);
  const { guard, dialog } = useReauthGuard();
  const [confirming, setConfirming] = useState(false);
  const outcome = useResult(undefined, 'mb-4');

  const disabled = member.status === 'disabled';
  const rejected = member.rejected_at !== null;
  const pending = member.status === 'pending_review';
  const deleting = member.deletion_requested_at !== null;

  const changeStatus = async (enable: boolean) => {
    setConfirming(false);
    roleForm.result.clear();
    try {
      await guard(() => status.mutateAsync({ enable, updated_at: member.updated_at }));
      outcome.succeeded(
        enable
          ? 'Sign-in is enabled again.'
          : 'Sign-in is disabled and every session of this member has ended.',
      );
    } catch (error) {
      outcome.failed(error);
    }
  };

  const sendLink = () => {
    roleForm.result.clear();
    link.mutate(undefined, {
      onSuccess: (answer) => outcome.succeeded(answer.message),
      onError: (error) => outcome.failed(error),
    });
  };

  // The staff role is the one form: its check, the 409 path when the record moved on, and
  // the result message with focus.
  const roleForm = useForm({
    fields: { staff_role: member.staff_role ?? '', updated_at: member.updated_at },
    schema: roleSchema,
    submit: (body) => {
      outcome.clear();
      return guard(() => role.mutateAsync(body));
    },
    onSuccess: (_, { staff_role }) =>
      staff_role ? `Staff role is now ${roleLabel[staff_role]}.` : 'No staff role any more.',
  });

  return (
    <Panel title="Sign-in and access" id="access">
      {dialog}
      {outcome.region}
      <div className="space-y-6">
        <div className="space-y-3">
          <h3 className="font-bold text-navy-950">Sign-in</h3>
          {pending ? (
            <p className="text-slate-700">
              This sign-up is waiting for a decision under Pending review.
            </p>
          ) : rejected ? (
            <p className="text-slate-700">This sign-up was rejected; it cannot be enabled.</p>
          ) : deleting ? (
            <p className="text-slate-700">{adminMessages.deletionPending}</p>
          ) : self ? (
            <p className="text-slate-700">You cannot disable your own account.</p>
          ) : disabled ? (
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={status.isPending}
              onClick={() => void changeStatus(true)}
            >
              Enable sign-in
            </button>
          ) : confirming ? (
            <ConfirmBox
              question={`Disable sign-in for ${member.first_name} ${member.last_name}? Every session they have open ends at once.`}
              confirmLabel="Yes, disable sign-in"
              onConfirm={() => void changeStatus(false)}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={status.isPending}
              onClick={() => setConfirming(true)}
            >
              Disable sign-in
            </button>
          )}
        </div>

        {member.status === 'active' ? (
          <div className="space-y-3">
            <h3 className="font-bold text-navy-950">Password</h3>
            <p className="text-slate-700">
              Staff never see or set a password. Send a link the member uses to choose one.
            </p>
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={link.isPending}
              onClick={sendLink}
            >
              {link.isPending ? 'Sending…' : 'Send a set-password link'}
            </button>
          </div>
        ) : null}

        <div className="space-y-3">
          <h3 className="font-bold text-navy-950">Staff role</h3>
          <Form
            form={roleForm}
            label="Staff role"
            submitLabel="Change role"
            busyLabel="Changing…"
            className="space-y-3"
          >
            <SelectField
              label="Role in the staff console"
              placeholder="None (a member)"
              hint="Admins manage members, roles and organisations; editors manage content and enquiries."
              options={staffRoles.map((r) => ({ value: r, label: roleLabel[r] }))}
              className="max-w-md"
              {...roleForm.field('staff_role')}
            />
          </Form>
        </div>
      </div>
    </Panel>
  );
}
