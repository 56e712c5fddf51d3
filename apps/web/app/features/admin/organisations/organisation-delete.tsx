import type { OrganisationKind } from '@techgold/contracts/admin/organisations';
import { useDeleteOrganisation, type OrganisationDetail } from '~/api/admin/organisations';
import { adminPaths } from '../admin-paths';
import { RecordDelete } from '../components/record-delete';
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
  const { guard, dialog } = useReauthGuard();
  return (
    <>
      {dialog}
      <RecordDelete
        name={organisation.title}
        question={`Delete ${organisation.title} and its sign-up domains? This cannot be undone.`}
        buttonLabel={`Delete ${organisation.title}`}
        note={`Only an organisation nobody belongs to can be deleted${kind === 'school' ? ', and a learning provider with no courses' : ''}.`}
        remove={() => guard(() => remove.mutateAsync())}
        busy={remove.isPending}
        listPath={adminPaths.organisations(kind)}
      />
    </>
  );
}
