import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InsightEditor, type EditorHandle } from './insight-editor';

// A form's save while the editor is still loading: it waits for the editor, rather than
// finding no editor and doing nothing (the authoring journey once clicked "Save changes" in
// that moment and nothing was sent). Editor.js itself is replaced by a stand-in whose
// readiness the test decides.

const editor = vi.hoisted(() => ({
  fail: false,
  started: false,
  ready: () => {},
  document: { time: 1, version: '2', blocks: [{ type: 'paragraph', data: { text: 'Hello' } }] },
}));

vi.mock('@editorjs/editorjs', () => ({
  default: class {
    isReady: Promise<void>;
    constructor() {
      if (editor.fail) throw new Error('no editor');
      editor.started = true;
      this.isReady = new Promise<void>((resolve) => (editor.ready = resolve));
    }
    save = () => Promise.resolve(editor.document);
    destroy() {}
  },
}));

afterEach(() => {
  editor.fail = false;
  editor.started = false;
});

function renderEditor() {
  const handle = createRef<EditorHandle | null>() as { current: EditorHandle | null };
  render(
    <>
      <h2 id="content">Insight content</h2>
      <InsightEditor initial={{ blocks: [] }} handleRef={handle} labelledBy="content" />
    </>,
  );
  return handle;
}

describe('InsightEditor', () => {
  it('a save asked for while it loads waits for it, then gives the document', async () => {
    const handle = renderEditor();
    expect(handle.current).not.toBeNull();
    let saved: unknown = null;
    const saving = handle.current!.save().then((doc) => (saved = doc));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');

    // Still waiting once Editor.js exists but is not ready yet.
    await waitFor(() => expect(editor.started).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toBeNull();
    editor.ready();
    await saving;
    expect(saved).toEqual(editor.document);
  });

  it('when it cannot load, a waiting save is refused with the reason and the handle goes', async () => {
    editor.fail = true;
    const handle = renderEditor();
    const saving = handle.current!.save();
    await expect(saving).rejects.toThrow(
      'The editor could not be loaded. Reload the page to try again.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The editor could not be loaded. Reload the page to try again.',
    );
    expect(handle.current).toBeNull();
  });
});
