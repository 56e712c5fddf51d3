import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tagsApi, type AdminTag } from '~/api/admin/site-content';
import { Alert } from '~/components/alert';
import { buttonClass } from '~/components/button-styles';
import { genericErrorMessage } from '~/lib/api-client';
import { adminPaths } from '../admin-paths';
import { ConfirmBox } from '~/components/confirm-box';
import { Panel } from '../components/page-parts';
import { usesText } from './tag-schema';

/**
 * Deleting, after a confirmation. A tag in use says what uses it, and deleting it is the
 * explicit cascade: it is removed from those employers and insights too (audited).
 */
export function TagDelete({ tag }: { tag: AdminTag }) {
  const remove = tagsApi.useDelete(tag.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const used = usesText(tag.used_by);

  const onDelete = async () => {
    setConfirming(false);
    setError(null);
    try {
      await remove.mutateAsync(used !== null);
      void navigate(`${adminPaths.tags()}?deleted=${encodeURIComponent(tag.title)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : genericErrorMessage);
    }
  };

  return (
    <Panel title="Delete" id="delete">
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      {confirming ? (
        <ConfirmBox
          question={
            used
              ? `Delete ${tag.title} and remove it from ${used}? This cannot be undone.`
              : `Delete ${tag.title}? This cannot be undone.`
          }
          confirmLabel={used ? 'Yes, remove it everywhere and delete it' : 'Yes, delete it'}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            {used
              ? `This tag is used by ${used}. Deleting it removes it from them as well.`
              : 'Nothing uses this tag.'}
          </p>
          <button
            type="button"
            className={buttonClass('outline', undefined, 'md', 'wraps')}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {used ? `Remove from ${used} and delete` : `Delete ${tag.title}`}
          </button>
        </>
      )}
    </Panel>
  );
}
