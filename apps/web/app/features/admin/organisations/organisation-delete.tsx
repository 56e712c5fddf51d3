import type { OrganisationKind } from '@techgold/contracts/admin/organisations';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteOrganisation, type OrganisationDetail } from '~/api/admin/organisations';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
import { ConfirmBox } from '~/components/confirm-box';
import { Panel } from '../components/page-parts';
import { useReauthGuard } from '../components/reauth-dialog';

/**
 * Deleting, after a confirmation: refused by the server (with what still refers to it) while
 * members or courses belong to the organisation. Its sign-up domains go with it.
 */
export function OrganisationDelete({
  kind,
  organisation,
}: {
  kind: OrganisationKind;
  organisation: OrganisationDetail;
}) {
  const remove = useDeleteOrganisation(kind, organisation.id);
  const navigate = useNavigate();
  const { guard, dialog } = useReauthGuard();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    setConfirming(false);
    setError(null);
    try {
      await guard(() => remove.mutateAsync());
      void navigate(
        `${adminPaths.organisations(kind)}&deleted=${encodeURIComponent(organisation.title)}`,
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };

  return (
    <Panel title="Delete" id="delete">
      {dialog}
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {confirming ? (
        <ConfirmBox
          question={`Delete ${organisation.title} and its sign-up domains? This cannot be undone.`}
          confirmLabel="Yes, delete it"
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            Only an organisation nobody belongs to can be deleted
            {kind === 'school' ? ', and a learning provider with no courses' : ''}.
          </p>
          <button
            type="button"
            className={buttonClass('outline', undefined, 'md', 'wraps')}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            Delete {organisation.title}
          </button>
        </>
      )}
    </Panel>
  );
}
