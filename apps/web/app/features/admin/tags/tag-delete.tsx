import { tagsApi, type AdminTag } from '~/api/admin/site-content';
import { adminPaths } from '../admin-paths';
import { RecordDelete } from '../components/record-delete';
import { usesText } from './tag-schema';

/**
 * Deleting, after a confirmation. A tag in use says what uses it, and deleting it is the
 * explicit cascade: it is removed from those employers and insights too (audited).
 */
export function TagDelete({ tag }: { tag: AdminTag }) {
  const remove = tagsApi.useDelete(tag.id);
  const used = usesText(tag.used_by);
  return (
    <RecordDelete
      name={tag.title}
      question={
        used
          ? `Delete ${tag.title} and remove it from ${used}? This cannot be undone.`
          : `Delete ${tag.title}? This cannot be undone.`
      }
      confirmLabel={used ? 'Yes, remove it everywhere and delete it' : 'Yes, delete it'}
      buttonLabel={used ? `Remove from ${used} and delete` : `Delete ${tag.title}`}
      note={
        used
          ? `This tag is used by ${used}. Deleting it removes it from them as well.`
          : 'Nothing uses this tag.'
      }
      remove={() => remove.mutateAsync(used !== null)}
      busy={remove.isPending}
      listPath={adminPaths.tags()}
    />
  );
}
