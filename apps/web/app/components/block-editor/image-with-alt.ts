// Editor.js's image tool has a caption but no alternative text. This subclass adds a labelled
// text box under the picture and keeps its value as `alt` in the block's data, which the
// renderer puts on the <img> (an image left without one is treated as decorative). The
// caption gets a visible label too, both fields stack under the picture (they overlapped at
// 320 px), and the preview carries the alt text as it is typed.
import type { ToolConstructable } from '@editorjs/editorjs';

export const ALT_LABEL = 'Alt text: describe the picture';
export const CAPTION_LABEL = 'Caption (optional)';
export const ALT_INPUT_CLASS = 'image-tool__alt';

interface ImageToolInstance {
  render(): HTMLElement;
  save(): Record<string, unknown>;
}
type ImageToolClass = new (
  options: { data?: { alt?: unknown } } & Record<string, unknown>,
) => ImageToolInstance;

let fieldCount = 0;

function fieldLabel(text: string, id: string, forInput: boolean) {
  const label = document.createElement(forInput ? 'label' : 'span');
  label.id = `${id}-label`;
  if (forInput) label.setAttribute('for', id);
  label.className = 'image-tool__label';
  label.textContent = text;
  return label;
}

export function withAltText(ImageTool: unknown): ToolConstructable {
  const Base = ImageTool as ImageToolClass;
  class ImageWithAlt extends Base {
    private alt: string;

    constructor(options: { data?: { alt?: unknown } } & Record<string, unknown>) {
      super(options);
      this.alt = typeof options.data?.alt === 'string' ? options.data.alt : '';
    }

    override render() {
      const wrapper = super.render();
      const id = `image-field-${++fieldCount}`;
      const syncPreview = () =>
        wrapper.querySelectorAll('img').forEach((img) => img.setAttribute('alt', this.alt.trim()));

      const caption = wrapper.querySelector<HTMLElement>('.image-tool__caption');
      if (caption) {
        const captionLabel = fieldLabel(CAPTION_LABEL, `${id}-caption`, false);
        captionLabel.classList.add('image-tool__caption-label');
        caption.setAttribute('role', 'textbox');
        caption.setAttribute('aria-labelledby', captionLabel.id);
        caption.before(captionLabel);
        // A click on the words puts the caret in the caption, as a <label> would.
        captionLabel.addEventListener('click', () => caption.focus());
      }

      const field = document.createElement('div');
      field.className = 'image-tool__alt-field';
      const input = document.createElement('input');
      input.type = 'text';
      input.id = `${id}-alt`;
      input.className = `cdx-input ${ALT_INPUT_CLASS}`;
      input.maxLength = 1000;
      input.value = this.alt;
      input.addEventListener('input', () => {
        this.alt = input.value;
        syncPreview();
      });
      field.append(fieldLabel(ALT_LABEL, input.id, true), input);
      wrapper.appendChild(field);

      // The picture is added when its upload answers, after this render.
      new MutationObserver(syncPreview).observe(wrapper, { childList: true, subtree: true });
      syncPreview();
      return wrapper;
    }

    override save() {
      return { ...super.save(), alt: this.alt.trim() };
    }
  }
  return ImageWithAlt as unknown as ToolConstructable;
}
