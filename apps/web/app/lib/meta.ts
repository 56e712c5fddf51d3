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
interface MetaArgsLike {
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
