import type { EditorBlock } from '@techgold/contracts/editor';
import { cn } from '~/lib/cn';
import { Icon } from '../icons';
import { VideoEmbed, WatchLink } from '../video-embed';
import { embedTarget } from './embed-source';
import { extensionLabel, formatFileSize } from './format';
import { InlineHtml } from './inline-html';
import { inlineText } from './inline-parser';
import { safeLinkHref, safeMediaUrl } from './safe-url';

type DataOf<T extends EditorBlock['type']> = Extract<EditorBlock, { type: T }>['data'];

export const unknownBlockText = 'The block can not be displayed correctly.';

export function UnknownBlock() {
  return (
    <p
      data-block="unknown"
      className="my-5 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-700"
    >
      {unknownBlockText}
    </p>
  );
}

function Caption({ html }: { html: string | undefined }) {
  if (!html || !inlineText(html)) return null;
  return (
    <figcaption className="mt-2 text-center text-sm text-slate-600">
      <InlineHtml html={html} />
    </figcaption>
  );
}

export function ImageBlock({ data }: { data: DataOf<'image'> }) {
  const src = safeMediaUrl(data.file.url);
  if (!src) return <UnknownBlock />;
  return (
    <figure
      data-block="image"
      data-stretched={data.stretched ? '' : undefined}
      data-border={data.withBorder ? '' : undefined}
      data-background={data.withBackground ? '' : undefined}
      className="my-8"
    >
      <div
        className={cn(
          'overflow-hidden rounded-lg',
          data.withBorder && 'border border-slate-300',
          data.withBackground && 'bg-slate-100 px-6 py-8',
        )}
      >
        <img
          src={src}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          className={cn(
            'mx-auto h-auto',
            data.stretched ? 'w-full' : 'w-auto max-w-full',
            data.withBackground && !data.stretched && 'max-w-[60%]',
          )}
        />
      </div>
      <Caption html={data.caption} />
    </figure>
  );
}

export function AttachesBlock({ data }: { data: DataOf<'attaches'> }) {
  const { file } = data;
  const href = safeMediaUrl(file.url);
  const title = inlineText(data.title || file.title || file.name || '') || 'Attachment';
  const size = formatFileSize(file.size);
  const ext = extensionLabel(file.extension, file.name);
  return (
    <div
      data-block="attaches"
      className="my-6 flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <span className="relative grid h-14 w-12 shrink-0 place-items-center text-navy-700">
        <Icon name="document" className="absolute inset-0 size-full" />
        <span
          data-testid="attachment-extension"
          className="relative mt-3 rounded bg-navy-900 px-1 text-[0.65rem] leading-4 font-bold text-white uppercase"
        >
          {ext}
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-navy-950">{title}</span>
        <span className="block text-sm text-slate-600">
          {[file.name, size].filter(Boolean).join(' · ')}
        </span>
      </span>
      {href ? (
        <a
          href={href}
          download
          rel="noopener"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-navy-900 px-4 font-semibold text-navy-900 hover:bg-navy-50"
        >
          <Icon name="download" />
          Download
          <span className="sr-only"> {title}</span>
        </a>
      ) : null}
    </div>
  );
}

export function EmbedBlock({ data }: { data: DataOf<'embed'> }) {
  const target = embedTarget(data);
  const caption = data.caption ? inlineText(data.caption) : '';
  if (!target) {
    // Not an allow-listed service: at most a plain https link to what the author pasted.
    const href = safeLinkHref(data.source);
    if (!href) return <UnknownBlock />;
    return (
      <p data-block="embed-link" className="my-6">
        <a
          href={href}
          rel="noopener nofollow"
          className="font-semibold text-navy-700 underline underline-offset-2"
        >
          {caption || new URL(href).hostname}
        </a>
      </p>
    );
  }
  return (
    <figure data-block="embed" data-service={target.service} className="my-8">
      <VideoEmbed
        src={target.src}
        service={target.label}
        title={caption || `${target.label} ${target.service === 'instagram' ? 'post' : 'video'}`}
        watchUrl={target.watchUrl}
        width={target.width}
        height={target.height}
        className={target.service === 'instagram' ? 'mx-auto max-w-md' : undefined}
        hideLink
      />
      <figcaption className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{data.caption ? <InlineHtml html={data.caption} /> : null}</span>
        <WatchLink href={target.watchUrl} service={target.label} />
      </figcaption>
    </figure>
  );
}
