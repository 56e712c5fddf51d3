import type EditorJS from '@editorjs/editorjs';
import type { OutputData, ToolConstructable } from '@editorjs/editorjs';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { uploadFile, uploadImageByUrl } from '~/api/uploads';
import { ApiRequestError } from '~/lib/api-client';
import { allowEditorStyles } from '~/lib/editor-styles';
import { AddBlockMenu, slashHint, type BlockInserter } from './add-block-menu';
import { withoutInlineStyles } from './embed-without-inline-styles';
import './editor.css';
import { ALT_INPUT_CLASS, withAltText } from './image-with-alt';

/** SPEC §9 editor constants that Editor.js takes as options. */
export const EDITOR_MIN_HEIGHT = 300;
const HEADER_LEVELS = [1, 2, 3, 4, 5, 6];
const DEFAULT_HEADER_LEVEL = 2;
// SPEC §5 enables youtube, vimeo, instagram, "gyfcat" and facebook. "gyfcat" is misspelt (it
// matches no service, and Gfycat has closed), so it is left out rather than configured.
const EMBED_SERVICES = { youtube: true, vimeo: true, instagram: true, facebook: true };

// SPEC §8: the attachment tool shows the server's message, else this.
const ATTACHMENT_FAILED = 'File upload failed';

/** The attaches tool reads a failure's message from `error.body.message`. */
const uploadAttachment = (file: Blob) =>
  uploadFile(file).catch((error: unknown) =>
    Promise.reject({
      body: { message: error instanceof ApiRequestError ? error.message : ATTACHMENT_FAILED },
    }),
  );

/**
 * Adds blocks through Editor.js's API: after the block last worked in (replacing it when it is
 * an empty paragraph, as the toolbox does), with focus in the new block (an image's alt text,
 * an attachment's title, else the text).
 */
function blockInserter(editor: EditorJS, lastBlock: RefObject<number | null>): BlockInserter {
  return {
    insert(tool, data) {
      const count = editor.blocks.getBlocksCount();
      const index = Math.min(lastBlock.current ?? count - 1, count - 1);
      const current = index >= 0 ? editor.blocks.getBlockByIndex(index) : undefined;
      const replace = current?.name === 'paragraph' && current.isEmpty;
      const at = replace ? index : index + 1;
      const block = editor.blocks.insert(tool, data, undefined, at, false, replace);
      lastBlock.current = at;
      // Editor.js binds a new block's keys ("/" for its menu, Enter, Tab) when the browser is
      // next idle (requestIdleCallback, at most 2 s). Focus goes in after that, so the first key
      // pressed there is handled like in any other block; until then the menu that was used
      // stays open with focus on its button, so focus never falls to the page.
      // An image's or attachment's fields appear when the tool has drawn the block (an image's
      // once its picture has loaded): wait for them rather than leave focus on the page.
      const wantsField = tool === 'image' || tool === 'attaches';
      return new Promise<void>((resolve) => {
        let frames = 0;
        const focusNew = () => {
          const field =
            block.holder.querySelector<HTMLElement>(`.${ALT_INPUT_CLASS}`) ??
            block.holder.querySelector<HTMLElement>('.cdx-attaches__title');
          field?.focus();
          if (field && document.activeElement === field) return resolve();
          // Not there yet, or still hidden while the picture loads (about a second at most).
          if (wantsField && frames++ < 120) return void requestAnimationFrame(focusNew);
          editor.caret.setToBlock(at, 'start');
          resolve();
        };
        // Registered after Editor.js's own idle callback for the block, so it runs after it.
        requestIdleCallback(focusNew, { timeout: 2000 });
      });
    },
    async upload(choice, file) {
      const { file: stored } = await uploadFile(file);
      return choice.tool === 'image'
        ? { file: { url: stored.url }, caption: '', alt: '' }
        : { file: stored, title: file.name };
    },
  };
}

/**
 * What Editor.js's tools draw without a name or a keyboard stop (axe link-name and
 * scrollable-region-focusable): the attachment's icon-only download link gets a name, and
 * the block menu's scrolling list a tab stop. Run on every change to the editor's DOM.
 */
function labelEditorControls(root: HTMLElement) {
  root
    .querySelectorAll<HTMLAnchorElement>('a.cdx-attaches__download-button:not([aria-label])')
    .forEach((link) => {
      const title = link
        .closest('.cdx-attaches')
        ?.querySelector('.cdx-attaches__title')
        ?.textContent?.trim();
      link.setAttribute('aria-label', title ? `Download ${title}` : 'Download the attachment');
    });
  root
    .querySelectorAll<HTMLElement>('.ce-popover__items:not([tabindex])')
    .forEach((list) => list.setAttribute('tabindex', '0'));
}

export const EDITOR_TOOLS = [
  'paragraph',
  'header',
  'list',
  'checklist',
  'embed',
  'image',
  'attaches',
] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** Said by the editor when its code could not load, and by a save that needed it. */
export const EDITOR_FAILED = 'The editor could not be loaded. Reload the page to try again.';

export interface EditorHandle {
  save(): Promise<OutputData>;
}

/**
 * The block editor (Editor.js 2 and its official tools), loaded in the browser only, on this
 * route only: its code is fetched by the effect, so neither the server render nor any other
 * page carries it. Images and attachments go up through /api/upload (and images by address
 * through /api/upload-by-url); a block type it has no tool for is kept and saved unchanged.
 */
export function InsightEditor({
  initial,
  handleRef,
  labelledBy,
  tools,
  placeholder = 'Start writing your insight…',
}: {
  initial: OutputData;
  handleRef: RefObject<EditorHandle | null>;
  labelledBy: string;
  /**
   * The block tools offered (e.g. the newsletter's paragraph, header, list and image); every
   * tool when not given. Blocks of other types already in the document are kept unchanged.
   */
  tools?: readonly EditorTool[];
  placeholder?: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [inserter, setInserter] = useState<BlockInserter | null>(null);
  // The block last worked in: "Add block" puts the new one after it.
  const lastBlock = useRef<number | null>(null);
  // The document the editor starts from: later renders must not restart it.
  const start = useRef(initial);
  const toolSet = useRef(tools);
  const copy = useRef(placeholder);

  useEffect(() => {
    let editor: EditorJS | null = null;
    let observer: MutationObserver | null = null;
    let cancelled = false;
    // The handle is there from the start: a save asked for while the editor is still loading
    // (its first block can show before it is ready) waits for it, instead of finding no editor
    // and doing nothing.
    let settle!: { ready(editor: EditorJS): void; failed(): void };
    const ready = new Promise<EditorJS>((resolve, reject) => {
      settle = { ready: resolve, failed: () => reject(new Error(EDITOR_FAILED)) };
    });
    ready.catch(() => undefined);
    handleRef.current = { save: () => ready.then((loaded) => loaded.save()) };
    void (async () => {
      try {
        // Before the modules load: each inserts its stylesheet as it does (CSP, decision 0083).
        const nonce = allowEditorStyles();
        const [core, header, list, checklist, embed, paragraph, image, attaches] =
          await Promise.all([
            import('@editorjs/editorjs'),
            import('@editorjs/header'),
            import('@editorjs/list'),
            import('@editorjs/checklist'),
            import('@editorjs/embed'),
            import('@editorjs/paragraph'),
            import('@editorjs/image'),
            import('@editorjs/attaches'),
          ]);
        if (cancelled || !holder.current) return;
        const tool = (t: unknown) => t as ToolConstructable;
        const allTools = {
          paragraph: { class: tool(paragraph.default), inlineToolbar: true },
          header: {
            class: tool(header.default),
            inlineToolbar: true,
            config: { levels: HEADER_LEVELS, defaultLevel: DEFAULT_HEADER_LEVEL },
          },
          list: {
            class: tool(list.default),
            inlineToolbar: true,
            // Its third toolbox entry is a second "Checklist" beside the checklist tool's.
            toolbox: [{ title: 'Unordered List' }, { title: 'Ordered List' }],
          },
          checklist: { class: tool(checklist.default), inlineToolbar: true },
          embed: {
            class: tool(withoutInlineStyles(embed.default)),
            config: { services: EMBED_SERVICES },
          },
          image: {
            class: withAltText(image.default),
            config: {
              types: 'image/*',
              captionPlaceholder: 'Caption',
              uploader: { uploadByFile: uploadFile, uploadByUrl: uploadImageByUrl },
            },
          },
          attaches: {
            class: tool(attaches.default),
            config: {
              buttonText: 'Select a file to attach',
              errorMessage: ATTACHMENT_FAILED,
              uploader: { uploadByFile: uploadAttachment },
            },
          },
        };
        const wanted = toolSet.current;
        editor = new core.default({
          holder: holder.current,
          data: start.current,
          minHeight: EDITOR_MIN_HEIGHT,
          placeholder: copy.current,
          style: { nonce },
          tools: wanted
            ? Object.fromEntries(
                Object.entries(allTools).filter(([name]) => wanted.includes(name as EditorTool)),
              )
            : allTools,
        });
        await editor.isReady;
        if (cancelled) return;
        const root = holder.current;
        labelEditorControls(root);
        observer = new MutationObserver(() => labelEditorControls(root));
        observer.observe(root, { childList: true, subtree: true });
        settle.ready(editor);
        setInserter(blockInserter(editor, lastBlock));
        setState('ready');
      } catch {
        if (cancelled) return;
        // No editor: a form saves without it from now on (an event keeps its details).
        handleRef.current = null;
        settle.failed();
        setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      settle.failed();
      handleRef.current = null;
      setInserter(null);
      observer?.disconnect();
      editor?.destroy?.();
    };
  }, [handleRef]);

  return (
    <div>
      {state === 'loading' ? (
        <p role="status" className="text-slate-700">
          Loading the editor…
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-red-800">
          {EDITOR_FAILED}
        </p>
      ) : null}
      <p id={hintId} className="mb-3 text-slate-700">
        {slashHint(tools)}
      </p>
      <div
        ref={holder}
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        onFocus={(event) => {
          const block = (event.target as Element).closest('.ce-block');
          if (!block || !holder.current) return;
          lastBlock.current = [...holder.current.querySelectorAll('.ce-block')].indexOf(block);
        }}
        className="prose-editor rounded-xl border border-slate-500 bg-white px-4 py-2"
      />
      {inserter ? (
        <div className="mt-3">
          <AddBlockMenu inserter={inserter} hintId={hintId} tools={tools} />
        </div>
      ) : null}
    </div>
  );
}
