import type { MetaDescriptor } from 'react-router';

export const siteName = 'Tech Industry Gold';
export const defaultDescription =
  'Tech Industry Gold accredits tech degrees, apprenticeships and training, and connects learners, employers and learning providers.';

interface PageMetaInput {
  title: string;
  description?: string;
  /** Member, account and error pages stay out of search results. */
  noIndex?: boolean;
}

/** The part of React Router's meta arguments this helper reads. */
export interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

function publicBaseUrl(args: MetaArgsLike): string {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData;
  const url = (root as { publicBaseUrl?: unknown } | undefined)?.publicBaseUrl;
  return typeof url === 'string' ? url.replace(/\/+$/, '') : '';
}

/** `<title>`, description and, on public pages, the canonical link. */
export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: input.title === siteName ? siteName : `${input.title} | ${siteName}` },
    { name: 'description', content: input.description ?? defaultDescription },
  ];
  if (input.noIndex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    const base = publicBaseUrl(args);
    if (base)
      tags.push({ tagName: 'link', rel: 'canonical', href: `${base}${args.location.pathname}` });
  }
  return tags;
}

/**
 * Structured data for search engines (schema.org JSON-LD). <Meta /> renders it in <head> and
 * React Router escapes it, so no value can close the script element.
 */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } };
}

/** A site path (or an already absolute URL) as an absolute URL on the public origin. */
export function absoluteUrl(args: MetaArgsLike, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicBaseUrl(args)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

interface SocialMetaInput {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** A site path or absolute URL; absent: no image tags. */
  image?: string | null;
  publishedTime?: string;
  modifiedTime?: string;
}

/** Open Graph and Twitter card tags for pages that get shared (articles, courses). */
export function socialMeta(args: MetaArgsLike, input: SocialMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: absoluteUrl(args, args.location.pathname) },
    { property: 'og:locale', content: 'en_GB' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.image) {
    const image = absoluteUrl(args, input.image);
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (input.publishedTime)
    tags.push({ property: 'article:published_time', content: input.publishedTime });
  if (input.modifiedTime)
    tags.push({ property: 'article:modified_time', content: input.modifiedTime });
  return tags;
}
