import type { OrganisationKind } from '@techgold/contracts/admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteOrganisation, type OrganisationDetail } from '~/api/admin/organisations';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
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
        <div className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="font-semibold text-red-900">
            Delete {organisation.title} and its sign-up domains? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              autoFocus
              className={buttonClass('primary', 'bg-red-800 hover:bg-red-900')}
              onClick={() => void onDelete()}
            >
              Yes, delete it
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            Only an organisation nobody belongs to can be deleted
            {kind === 'school' ? ', and a learning provider with no courses' : ''}.
          </p>
          <button
            type="button"
            className={buttonClass('outline')}
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
