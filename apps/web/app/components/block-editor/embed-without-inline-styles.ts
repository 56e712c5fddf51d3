// The embed tool writes its services' frames from HTML templates that carry style attributes
// (`style="width:100%;"`). The page CSP allows no inline style (decision 0083), so the browser
// blocks them and reports a violation whenever an embed is shown. This subclass takes the
// attributes out of the templates when the tool is prepared; editor.css sizes the frames.

interface EmbedService {
  html: string;
}
interface EmbedClass {
  new (...args: never[]): object;
  prepare(args: { config?: unknown }): void;
  services: Record<string, EmbedService>;
}

const STYLE_ATTRIBUTE = /\sstyle=(["'])[^"']*\1/g;

export function withoutInlineStyles(Embed: unknown): unknown {
  const Base = Embed as EmbedClass;
  return class extends Base {
    static override prepare(args: { config?: unknown }) {
      Base.prepare(args);
      for (const service of Object.values(Base.services ?? {})) {
        service.html = service.html.replace(STYLE_ATTRIBUTE, '');
      }
    }
  };
}
