import { cn } from '~/lib/cn';
import { Icon } from '../icons';
import { VideoEmbed, WatchLink } from '../video-embed';
import { InlineHtml } from './inline-html';
import type { Inline, RenderBlock } from './types';

type BlockOf<T extends RenderBlock['type']> = Extract<RenderBlock, { type: T }>;

const unknownBlockText = 'The block can not be displayed correctly.';

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

function Caption({ nodes }: { nodes: Inline }) {
  if (!nodes.length) return null;
  return (
    <figcaption className="mt-2 text-center text-sm text-slate-600">
      <InlineHtml nodes={nodes} />
    </figcaption>
  );
}

export function ImageBlock({ block: data }: { block: BlockOf<'image'> }) {
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
          src={data.src}
          alt={data.alt}
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
      <Caption nodes={data.caption} />
    </figure>
  );
}

export function AttachesBlock({ block }: { block: BlockOf<'attaches'> }) {
  const { href, title, name, size, ext } = block;
  return (
    <div
      data-block="attaches"
      // On a narrow screen the Download button wraps under the title rather than squeezing it.
      className="my-6 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
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
      <span className="min-w-[min(12rem,100%)] flex-1">
        <span className="block font-semibold break-words text-navy-950">{title}</span>
        <span className="byline text-sm text-slate-600">
          {name ? <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span> : null}
          {size ? <span>{size}</span> : null}
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

/** An embed from a service we do not embed: a plain https link to what the author pasted. */
export function EmbedLinkBlock({ block }: { block: BlockOf<'embed-link'> }) {
  return (
    <p data-block="embed-link" className="my-6">
      <a
        href={block.href}
        rel="noopener nofollow"
        className="font-semibold text-navy-700 underline underline-offset-2"
      >
        {block.text}
      </a>
    </p>
  );
}

export function EmbedBlock({ block }: { block: BlockOf<'embed'> }) {
  const { target, caption, captionText } = block;
  return (
    <figure data-block="embed" data-service={target.service} className="my-8">
      <VideoEmbed
        src={target.src}
        service={target.label}
        title={
          captionText || `${target.label} ${target.service === 'instagram' ? 'post' : 'video'}`
        }
        watchUrl={target.watchUrl}
        width={target.width}
        height={target.height}
        className={target.service === 'instagram' ? 'mx-auto max-w-md' : undefined}
        hideLink
      />
      <figcaption className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{caption.length ? <InlineHtml nodes={caption} /> : null}</span>
        <WatchLink href={target.watchUrl} service={target.label} />
      </figcaption>
    </figure>
  );
}
