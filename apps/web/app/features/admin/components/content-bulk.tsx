// The bulk actions of the content lists (decision 0094): subscribers taken off the newsletter,
// insights unpublished, credentials revoked. Each asks first.
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { bulkRevokeBody, bulkUnpublishBody, type BulkBody } from '@techgold/contracts/admin/bulk';
import { REVOKE_REASON_MAX } from '@techgold/contracts/admin/credentials';
import { useBulkAction } from '~/api/admin/bulk';
import type { BulkAction, BulkFormProps } from './bulk-bar';
import { BulkReasonForm } from './bulk-reason-form';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export function useSubscribersBulkActions(): BulkAction[] {
  const remove = useBulkAction<BulkBody>(adminApiRoutes.subscribersBulkRemove, 'subscribers');
  return [
    {
      label: 'Remove from the newsletter',
      verb: 'removed',
      run: (ids) => remove.mutateAsync({ ids }),
      confirm: (n) => ({
        question: `Remove ${count(n, 'subscriber', 'subscribers')} from the newsletter? They are unsubscribed and get no more issues; their consent records are kept. To come back they sign up again.`,
        confirmLabel: 'Yes, remove them',
      }),
    },
  ];
}

function UnpublishForm(props: BulkFormProps) {
  const unpublish = useBulkAction<{ ids: number[]; reason: string }>(
    adminApiRoutes.insightsBulkUnpublish,
    'insights',
  );
  const what = count(props.count, 'insight', 'insights');
  return (
    <BulkReasonForm
      {...props}
      schema={bulkUnpublishBody.omit({ ids: true })}
      send={(ids, reason) => unpublish.mutateAsync({ ids, reason })}
      submitLabel={`Unpublish ${what}`}
      hint="Emailed to each author as you write it."
      maxLength={1000}
      confirm={{
        question: `Unpublish ${what} and email each author the reason?`,
        confirmLabel: 'Yes, unpublish them',
      }}
    />
  );
}

export const insightsBulkActions: BulkAction[] = [
  { label: 'Unpublish', verb: 'unpublished', form: UnpublishForm },
];

function RevokeForm(props: BulkFormProps) {
  const revoke = useBulkAction<{ ids: number[]; reason: string }>(
    adminApiRoutes.credentialsBulkRevoke,
    'credentials',
  );
  const what = count(props.count, 'credential', 'credentials');
  return (
    <BulkReasonForm
      {...props}
      schema={bulkRevokeBody.omit({ ids: true })}
      send={(ids, reason) => revoke.mutateAsync({ ids, reason })}
      submitLabel={`Revoke ${what}`}
      hint="Kept for staff. Each credential’s public page then says it is revoked."
      maxLength={REVOKE_REASON_MAX}
      confirm={{
        question: `Revoke ${what}? This cannot be undone: a revoked credential is issued again as a new one.`,
        confirmLabel: 'Yes, revoke them',
      }}
    />
  );
}

export const credentialsBulkActions: BulkAction[] = [
  { label: 'Revoke', verb: 'revoked', form: RevokeForm },
];
