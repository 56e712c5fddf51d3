// Editor.js's image tool has a caption but no alternative text. This subclass adds a labelled
// text box under the picture and keeps its value as `alt` in the block's data, which the
// renderer puts on the <img> (an image left without one is treated as decorative).
import type { ToolConstructable } from '@editorjs/editorjs';

export const ALT_LABEL = 'Alt text: describe the picture';

interface ImageToolInstance {
  render(): HTMLElement;
  save(): Record<string, unknown>;
}
type ImageToolClass = new (
  options: { data?: { alt?: unknown } } & Record<string, unknown>,
) => ImageToolInstance;

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
      const input = document.createElement('input');
      input.type = 'text';
      input.className = 'cdx-input image-tool__alt';
      input.placeholder = ALT_LABEL;
      input.setAttribute('aria-label', ALT_LABEL);
      input.maxLength = 1000;
      input.value = this.alt;
      input.addEventListener('input', () => (this.alt = input.value));
      wrapper.appendChild(input);
      return wrapper;
    }

    override save() {
      return { ...super.save(), alt: this.alt.trim() };
    }
  }
  return ImageWithAlt as unknown as ToolConstructable;
}
