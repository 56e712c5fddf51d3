import { pageMeta } from '~/lib/meta';

type MetaArgs = Parameters<typeof pageMeta>[0];

/** A console page's title ("Members | Staff console | Tech Industry Gold"), never indexed. */
export const adminMeta = (args: MetaArgs, title: string) =>
  pageMeta(args, { title: `${title} | Staff console`, noIndex: true });
