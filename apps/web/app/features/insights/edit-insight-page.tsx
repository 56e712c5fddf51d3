import { editableInsightResponse } from '@techgold/contracts/authoring';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { messages } from '@techgold/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { data, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { saveInsight } from '~/api/authoring';
import { useReloadUser } from '~/api/get-user';
import { buttonClass } from '~/components/button-styles';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';
import { uploadThumbnail } from '~/api/uploads';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { InsightEditor, type EditorHandle } from './editor/insight-editor';
import { TagPicker } from './editor/tag-picker';
import { toEditorDocument } from './editor/editor-document';
import type { Route } from './+types/edit-insight-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Edit insight', noIndex: true });

/** The insight for this id and key; anything else is 'Invalid link. Please try again'. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await context.api(
    apiPath(memberApiRoutes.insightEdit, { id: params.id, key: params.key }),
    editableInsightResponse,
  );
  if (!res.body) {
    if (res.status === 404 || res.status === 403) {
      return data({ insight: null, invalidLink: messages.invalidLink }, { status: res.status });
    }
    throw data(null, { status: res.status });
  }
  return { insight: res.body, invalidLink: '' };
}

/**
 * After a save the page moves to the new key's URL itself; reloading the insight then would
 * restart the editor for nothing. Another insight, or the same key again, loads as usual.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.id === nextParams.id && currentParams.key !== nextParams.key) return false;
  return defaultShouldRevalidate;
}

/** SPEC §2 Edit insight: title, thumbnail, the block editor, tags and the live switch. */
export default function EditInsightPage({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.insight) {
    return (
      <div className="space-y-6">
        <Breadcrumb to={paths.insights()} label="Insights" current="Edit insight" />
        <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-navy-950">
          {loaderData.invalidLink}
        </p>
      </div>
    );
  }
  return <EditForm key={params.id} insight={loaderData.insight} initialKey={params.key} />;
}

/**
 * Editor.js listens for keys on the whole document, in the capture phase: while it considers
 * a block selected it swallows Enter (Enter on "Save changes" did nothing) and takes
 * Backspace to delete the selected blocks. Keys pressed in this form's own fields and buttons
 * are stopped before they reach it; their default actions (typing, pressing) are unaffected.
 */
function useKeysKeptFromEditor(form: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const keep = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (form.current?.contains(target) && !target.closest('.codex-editor'))
        event.stopPropagation();
    };
    window.addEventListener('keydown', keep, true);
    return () => window.removeEventListener('keydown', keep, true);
  }, [form]);
}

type Editable = NonNullable<Route.ComponentProps['loaderData']['insight']>;

function EditForm({ insight, initialKey }: { insight: Editable; initialKey: string }) {
  const navigate = useNavigate();
  const reloadUser = useReloadUser();
  const queryClient = useQueryClient();
  const editor = useRef<EditorHandle | null>(null);
  const [key, setKey] = useState(initialKey);
  const [title, setTitle] = useState(insight.title);
  const [thumbnail, setThumbnail] = useState(insight.thumbnail ?? '');
  const [live, setLive] = useState(insight.live === 1);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [initial] = useState(() => toEditorDocument(insight.body));
  const form = useRef<HTMLFormElement>(null);
  useKeysKeptFromEditor(form);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editor.current) return;
    setSaved(false);
    setBusy(true);
    setErrors({});
    try {
      const document = await editor.current.save();
      const { edit } = await saveInsight(insight.id, {
        edit: key,
        title,
        live,
        body: JSON.stringify(document),
        thumbnail: thumbnail.trim() || null,
      });
      setKey(edit);
      setSaved(true);
      // Replace: Back must not land on the key this save retired.
      await navigate(paths.editInsight(insight.id, edit), {
        replace: true,
        preventScrollReset: true,
      });
      void queryClient.invalidateQueries({ queryKey: ['insights'] });
      void queryClient.invalidateQueries({ queryKey: ['my-insights'] });
      void reloadUser();
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        window.alert(genericErrorMessage);
      } else if (err.status === 409 && err.key) {
        // SPEC §8: alert the message, then go to the edit route with the key returned.
        window.alert(err.message);
        window.location.assign(paths.editInsight(insight.id, err.key));
      } else {
        setErrors(err.errors);
        window.alert(err.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const bodyError = Object.entries(errors).find(([field]) => field.startsWith('body'))?.[1][0];
  return (
    <div className="space-y-6">
      <Breadcrumb to={paths.insights()} label="Insights" current={title || 'Edit insight'} />
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">Edit insight</h1>
      <form ref={form} onSubmit={(e) => void save(e)} noValidate className="max-w-4xl space-y-8">
        <TextField
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title?.[0]}
        />
        <section aria-labelledby="thumbnail-heading" className="space-y-3">
          <h2 id="thumbnail-heading" className="text-xl font-bold text-navy-950">
            Thumbnail
          </h2>
          <ImageUploadField
            label="Choose a thumbnail image"
            hint="A JPEG, PNG, WebP or GIF picture. Without one, the site's default picture is used."
            accept="image/jpeg,image/png,image/webp,image/gif"
            value={thumbnail}
            onChange={setThumbnail}
            upload={uploadThumbnail}
            removeLabel="Remove thumbnail"
            error={errors.thumbnail?.[0]}
            preview={(url) => (
              <img src={url} alt="" className="h-40 w-64 rounded-lg bg-navy-50 object-cover" />
            )}
          />
        </section>
        <section aria-labelledby="content-heading" className="space-y-3">
          <h2 id="content-heading" className="text-xl font-bold text-navy-950">
            Insight content
          </h2>
          {bodyError ? (
            <p role="alert" className="font-semibold text-red-700">
              {bodyError}
            </p>
          ) : null}
          <InsightEditor initial={initial} handleRef={editor} labelledBy="content-heading" />
        </section>
        <section aria-labelledby="tags-heading" className="space-y-3">
          <h2 id="tags-heading" className="text-xl font-bold text-navy-950">
            Tags
          </h2>
          <TagPicker
            insightId={insight.id}
            editKey={key}
            initial={insight.tags}
            available={insight.available_tags}
          />
        </section>
        <section aria-labelledby="published-heading" className="space-y-3">
          <h2 id="published-heading" className="text-xl font-bold text-navy-950">
            Published
          </h2>
          <label className="flex min-h-11 items-center gap-3 text-navy-950">
            <input
              type="checkbox"
              checked={live}
              onChange={(e) => setLive(e.target.checked)}
              className="size-5 rounded border-slate-500 accent-navy-900"
            />
            Live: members can read it (and, once live, everyone on the news pages)
          </label>
        </section>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          <p role="status" className="font-semibold text-green-800">
            {saved ? 'Saved!' : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
