// The insight editor's form (SPEC §2 Edit insight), shared by the edit page and the
// new-insight page.
import type { EditableInsightResponse } from '@techgold/contracts/authoring';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useCreateInsight, useSaveInsight } from '~/api/authoring';
import { uploadThumbnail } from '~/api/uploads';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { Breadcrumb } from '~/components/organisation/breadcrumb';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';
import { ApiRequestError } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { toEditorDocument } from '~/components/block-editor/editor-document';
import {
  EDITOR_FAILED,
  InsightEditor,
  type EditorHandle,
} from '~/components/block-editor/insight-editor';
import { TagPicker } from './tag-picker';

export const NEW_INSIGHT_TITLE = 'New insight';

/** A new insight starts as the server's untitled draft did: no blocks. */
const EMPTY_DOCUMENT = JSON.stringify({ blocks: [] });

/**
 * Editor.js listens for keys on the whole document, in the capture phase: while it considers
 * a block selected it swallows Enter (Enter on "Save changes" did nothing) and takes
 * Backspace to delete the selected blocks. Keys pressed in this form's own fields and buttons
 * are stopped before they reach it; their default actions (typing, pressing) are unaffected.
 */
function useKeysKeptFromEditor(form: () => HTMLFormElement | null) {
  useEffect(() => {
    const keep = (event: KeyboardEvent) => {
      const target = event.target as Element;
      if (form()?.contains(target) && !target.closest('.codex-editor')) event.stopPropagation();
    };
    window.addEventListener('keydown', keep, true);
    return () => window.removeEventListener('keydown', keep, true);
  }, [form]);
}

/**
 * The fields react-hook-form holds; the body comes from the editor and the key from the last
 * save. The server checks them (an empty title is its 'Enter a title'), so nothing is refused
 * here that it would accept.
 */
const editFields = z.object({ title: z.string(), thumbnail: z.string(), live: z.boolean() });

/** The first message the server gave for the body (its blocks are `body.3.text` and so on). */
const bodyErrorOf = (error: unknown) =>
  error instanceof ApiRequestError
    ? Object.entries(error.errors).find(([field]) => field.startsWith('body'))?.[1][0]
    : undefined;

/** What the edit page is told after the new-insight page's first save created the insight. */
export interface CreatedState {
  created: true;
}

const wasCreated = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<CreatedState>).created === true;

/**
 * SPEC §2 Edit insight's form, for a stored insight (`insight` and its key) or a new one
 * (`insight` null, at /insight/new). A new insight is stored by its first "Save changes"
 * (POST /api/insight with the fields), which then replaces the URL with the edit page's
 * (focus goes to its "Saved!"); tags and the thumbnail need the stored insight, so the new
 * page says they come after that save.
 */
export function InsightForm({
  insight,
  initialKey = '',
  invalidText,
}: {
  insight: EditableInsightResponse | null;
  initialKey?: string;
  invalidText: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const saveInsight = useSaveInsight(insight?.id ?? 0);
  const createInsight = useCreateInsight();
  const editor = useRef<EditorHandle | null>(null);
  const [key, setKey] = useState(initialKey);
  const [bodyError, setBodyError] = useState<string>();
  const [initial] = useState(() => toEditorDocument(insight?.body ?? EMPTY_DOCUMENT));

  const form = useForm({
    schema: editFields,
    fields: {
      title: insight?.title ?? '',
      thumbnail: insight?.thumbnail ?? '',
      live: insight?.live === 1,
    },
    // The server's words when every error sits under its field, as before this form had an alert.
    invalidMessage: invalidText,
    // An edit says "Saved!" here; a first save has moved on to the edit page, which says it.
    onSuccess: (edited) => (edited ? 'Saved!' : undefined),
    submit: async (values) => {
      // No handle only once the editor has failed to load: say so rather than do nothing.
      if (!editor.current) throw new Error(EDITOR_FAILED);
      setBodyError(undefined);
      try {
        const document = await editor.current.save();
        const fields = {
          title: values.title,
          live: values.live,
          body: JSON.stringify(document),
          thumbnail: values.thumbnail.trim() || null,
        };
        if (!insight) {
          // The first save stores the insight; its edit page takes over from here.
          const created = await createInsight.mutateAsync(fields);
          const state: CreatedState = { created: true };
          await navigate(paths.editInsight(created.id, created.edit), {
            replace: true,
            state,
          });
          return false;
        }
        const { edit } = await saveInsight.mutateAsync({ edit: key, ...fields });
        setKey(edit);
        // Replace: Back must not land on the key this save retired.
        await navigate(paths.editInsight(insight.id, edit), {
          replace: true,
          preventScrollReset: true,
        });
        return true;
      } catch (err) {
        if (insight && err instanceof ApiRequestError && err.status === 409 && err.key) {
          // SPEC §8: alert the message, then go to the edit route with the key returned. The
          // page is replaced at once, so the form's own alert would never be read.
          window.alert(err.message);
          window.location.assign(paths.editInsight(insight.id, err.key));
        }
        setBodyError(bodyErrorOf(err));
        // The form's alert (and the fields' errors) say what went wrong.
        throw err;
      }
    },
  });

  useKeysKeptFromEditor(form.element);
  // Just created on the new page: its save's "Saved!" carries over to this page.
  const { succeeded } = form.result;
  const [created] = useState(() => wasCreated(location.state));
  useEffect(() => {
    if (created) succeeded('Saved!');
  }, [created]); // eslint-disable-line react-hooks/exhaustive-deps
  const title = form.values['title'];
  const thumbnail = form.values['thumbnail'];
  return (
    <div className="space-y-6">
      <Breadcrumb
        to={paths.myInsights()}
        label="My insights"
        current={title || (insight ? 'Edit insight' : NEW_INSIGHT_TITLE)}
      />
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">
        {insight ? 'Edit insight' : NEW_INSIGHT_TITLE}
      </h1>
      {insight ? null : (
        <p className="max-w-4xl text-slate-700">
          Nothing is stored until you select “Save changes”.{' '}
          <strong className="font-semibold text-navy-950">
            Save the insight to add tags and a thumbnail.
          </strong>
        </p>
      )}
      <Form
        form={form}
        className="max-w-4xl space-y-8"
        submitLabel="Save changes"
        busyLabel="Saving…"
      >
        <TextField label="Title" required {...form.field('title')} />
        {insight ? (
          <>
            <section aria-labelledby="thumbnail-heading" className="space-y-3">
              <h2 id="thumbnail-heading" className="text-xl font-bold text-navy-950">
                Thumbnail
              </h2>
              {/* Names the field for the server's errors (the one form sets those it finds). */}
              <ImageUploadField
                label="Choose a thumbnail image"
                hint="A JPEG, PNG, WebP or GIF picture. Without one, the site's default picture is used."
                accept="image/jpeg,image/png,image/webp,image/gif"
                value={thumbnail}
                onChange={(url) => form.setValue('thumbnail', url)}
                upload={uploadThumbnail}
                removeLabel="Remove thumbnail"
                error={form.errors['thumbnail']}
                uploadedMessage="Thumbnail uploaded. It is saved with the insight when you select “Save changes”."

                preview={(url) => (
                  <img src={url} alt="" className="h-40 w-64 rounded-lg bg-navy-50 object-cover" />
                )}
              />
            </section>
          </>
        ) : null}
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
        {insight ? (
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
        ) : null}
        <section aria-labelledby="published-heading" className="space-y-3">
          <h2 id="published-heading" className="text-xl font-bold text-navy-950">
            Published
          </h2>
          <label className="flex min-h-11 items-center gap-3 text-navy-950">
            <input
              type="checkbox"
              {...form.checkbox('live')}
              className="size-5 rounded border-slate-500 accent-navy-900"
            />
            Live: members can read it (and, once live, everyone on the news pages)
          </label>
        </section>
      </Form>
    </div>
  );
}
