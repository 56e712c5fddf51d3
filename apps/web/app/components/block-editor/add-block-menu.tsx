import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/button-styles';
import { ApiRequestError } from '~/lib/api-client';

/** The kinds of block the "Add block" menu offers, in the toolbox's order and words. */
// A list starts with one empty item (the tool reads its first item to tell data formats apart).
const oneItem = [{ content: '', meta: {}, items: [] }];

export const BLOCK_CHOICES = [
  { label: 'Text', tool: 'paragraph' },
  { label: 'Heading', tool: 'header' },
  { label: 'Unordered List', tool: 'list', data: { style: 'unordered', meta: {}, items: oneItem } },
  { label: 'Ordered List', tool: 'list', data: { style: 'ordered', meta: {}, items: oneItem } },
  { label: 'Checklist', tool: 'checklist' },
  { label: 'Image', tool: 'image', file: 'image/jpeg,image/png,image/webp,image/gif' },
  { label: 'Attachment', tool: 'attaches', file: '' },
] as const;

export type BlockChoice = (typeof BLOCK_CHOICES)[number];

export interface BlockInserter {
  /**
   * Adds a block after the one last worked in (or at the end); settles once focus is in it
   * and the block answers keys.
   */
  insert(tool: string, data: Record<string, unknown>): Promise<void>;
  /** Uploads a file for the image or attachment tool; answers the block's data. */
  upload(choice: BlockChoice, file: File): Promise<Record<string, unknown>>;
}

/** How to add blocks by keyboard, saying only what the editor's tools (all when not given) do. */
export function slashHint(tools?: readonly string[]): string {
  const has = (tool: string) => !tools || tools.includes(tool);
  return [
    'Type “/” on an empty line for the block menu, or use “Add block” below the editor.',
    has('list')
      ? 'In a list, Tab indents an item: press Enter on an empty item to end the list.'
      : '',
    has('embed') ? 'Paste a YouTube or Vimeo address on its own line to embed the video.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A visible, focusable way to add a block (Editor.js's own "+" appears only under the mouse):
 * a disclosure button and a list of block kinds. Text blocks are added at once; an image or
 * an attachment asks for its file first (through a real file input, which the keyboard
 * reaches), uploads it and adds the block with focus in its first field.
 */
export function AddBlockMenu({
  inserter,
  hintId,
  tools,
}: {
  inserter: BlockInserter;
  hintId: string;
  /** The editor's tools: only their blocks are offered (all when not given). */
  tools?: readonly string[];
}) {
  const choices = tools ? BLOCK_CHOICES.filter((c) => tools.includes(c.tool)) : BLOCK_CHOICES;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<BlockChoice | null>(null);

  const container = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  // Escape closes the menu and gives focus back to its button. A window listener: the edit
  // form keeps keys from Editor.js by stopping them on the window, before React sees them.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !container.current?.contains(event.target as Node)) return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  function choose(choice: BlockChoice) {
    setFailure(null);
    if ('file' in choice) {
      pending.current = choice;
      const input = fileInput.current!;
      input.accept = choice.file;
      input.value = '';
      // Within the click, so the browser lets the file chooser open.
      input.click();
      return;
    }
    void add(choice, 'data' in choice ? structuredClone(choice.data) : {}).then(() => close(false));
  }

  async function add(choice: BlockChoice, data: Record<string, unknown>) {
    try {
      await inserter.insert(choice.tool, data);
    } catch {
      setFailure(`The ${choice.label.toLowerCase()} could not be added. Please try again.`);
    }
  }

  async function upload(file: File | undefined) {
    const choice = pending.current;
    if (!file || !choice) return;
    setBusy(`Uploading ${file.name}…`);
    try {
      const data = await inserter.upload(choice, file);
      await add(choice, data);
      close(false);
    } catch (err) {
      const reason = err instanceof ApiRequestError && err.status ? err.message : 'Upload failed';
      setFailure(`${file.name}: ${reason}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div ref={container} className="relative">
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-describedby={hintId}
          onClick={() => setOpen((o) => !o)}
          className={buttonClass('outline', undefined, 'sm')}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          Add block
        </button>
        <p role="status" className="text-sm font-semibold text-navy-900">
          {busy ?? ''}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <ul
        id={menuId}
        hidden={!open}
        aria-label="Block types"
        className="mt-2 grid max-w-md grid-cols-1 gap-1 rounded-xl border border-slate-300 bg-white p-2 shadow-lg sm:grid-cols-2"
      >
        {choices.map((choice) => (
          <li key={choice.label}>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => choose(choice)}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left font-semibold text-navy-900 hover:bg-navy-50"
            >
              {choice.label}
              {'file' in choice ? <span className="sr-only"> (choose a file)</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={fileInput}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </div>
  );
}
