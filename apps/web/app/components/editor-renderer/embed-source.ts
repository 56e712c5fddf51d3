// Embeds are rebuilt from the pasted `source` URL against an allow-list; the stored `embed`
// field is never used (a crafted save could point it anywhere). SPEC §5 enables youtube, vimeo,
// instagram, "gyfcat" and facebook. "gyfcat" is misspelt and matches nothing, and Gfycat itself
// has closed, so it is not supported; anything unsupported is shown as a plain link.
type EmbedService = 'youtube' | 'vimeo' | 'instagram' | 'facebook';

export interface EmbedTarget {
  service: EmbedService;
  /** Human name of the service, for labels. */
  label: string;
  /** The iframe src, loaded only after the visitor asks for it. */
  src: string;
  /** A canonical https link to the content on the service. */
  watchUrl: string;
  width: number;
  height: number;
}

const DEFAULT_SIZE: Record<EmbedService, [number, number]> = {
  youtube: [580, 320],
  vimeo: [580, 320],
  instagram: [400, 505],
  facebook: [500, 280],
};

const LABEL: Record<EmbedService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

function size(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 4000
    ? value
    : fallback;
}

type Match = Pick<EmbedTarget, 'service' | 'src' | 'watchUrl'>;

function youtube(host: string, url: URL): Match | null {
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null);
  } else if (host === 'youtu.be') {
    id = /^\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  return {
    service: 'youtube',
    src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function vimeo(host: string, url: URL): Match | null {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname)?.[1];
  if (!id) return null;
  return {
    service: 'vimeo',
    src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    watchUrl: `https://vimeo.com/${id}`,
  };
}

function instagram(host: string, url: URL): Match | null {
  if (host !== 'instagram.com' && host !== 'instagr.am') return null;
  const m = /^\/(p|reel|tv)\/([\w-]{5,40})\/?$/.exec(url.pathname);
  if (!m) return null;
  const watchUrl = `https://www.instagram.com/${m[1]}/${m[2]}/`;
  return { service: 'instagram', src: `${watchUrl}embed`, watchUrl };
}

function facebook(host: string, url: URL): Match | null {
  if (host !== 'facebook.com') return null;
  const id = /^(?:\d{1,25}|pfbid[0-9A-Za-z]{10,80})$/;
  let watchUrl: string | null = null;
  let plugin = 'video';
  const video = /^\/([A-Za-z0-9.]{1,80})\/videos\/([^/]+)\/?$/.exec(url.pathname);
  const post = /^\/([A-Za-z0-9.]{1,80})\/posts\/([^/]+)\/?$/.exec(url.pathname);
  const watch = url.pathname.replace(/\/$/, '') === '/watch' ? url.searchParams.get('v') : null;
  if (video && id.test(video[2]!))
    watchUrl = `https://www.facebook.com/${video[1]}/videos/${video[2]}/`;
  else if (watch && /^\d{1,25}$/.test(watch))
    watchUrl = `https://www.facebook.com/watch/?v=${watch}`;
  else if (post && id.test(post[2]!)) {
    watchUrl = `https://www.facebook.com/${post[1]}/posts/${post[2]}/`;
    plugin = 'post';
  }
  if (!watchUrl) return null;
  return {
    service: 'facebook',
    src: `https://www.facebook.com/plugins/${plugin}.php?href=${encodeURIComponent(watchUrl)}`,
    watchUrl,
  };
}

/** The embed for a pasted link, or null when the link is not an allow-listed service. */
export function embedTarget(data: {
  source?: unknown;
  width?: unknown;
  height?: unknown;
}): EmbedTarget | null {
  if (typeof data.source !== 'string' || data.source.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(data.source.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.port)
    return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  const match =
    youtube(host, url) ?? vimeo(host, url) ?? instagram(host, url) ?? facebook(host, url);
  if (!match) return null;
  const [w, h] = DEFAULT_SIZE[match.service];
  return {
    ...match,
    label: LABEL[match.service],
    width: size(data.width, w),
    height: size(data.height, h),
  };
}

/**
 * The iframe address for the block editor's own preview of an embed: the server never keeps
 * the one the editor computed, so it is rebuilt from the link, without autoplay.
 */
export function editorEmbedSrc(data: { source?: unknown }): string | undefined {
  const target = embedTarget(data);
  if (!target) return undefined;
  const src = new URL(target.src);
  src.searchParams.delete('autoplay');
  return src.href;
}
