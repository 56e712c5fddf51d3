// The shape of a demo article and small builders for its Editor.js blocks, so the article
// files read as writing rather than JSON. Block data follows SPEC §3 (and the list block's
// v1 and v2 shapes, which the renderer must both read).
import type { Motif } from '../../../../features/media/insight-motifs.ts';
import { INSIGHT_ART_VARIANTS, insightArtPath } from '../../../../features/media/insight-art.ts';
import type { EditorDocument } from '../../../schema/insights.ts';
import type { INDUSTRY_TAGS, TOPIC_TAGS } from '../tags.ts';

export type Block = Omit<EditorDocument['blocks'][number], 'id'>;

export interface ArticleSeed {
  /** Sentence case; unique across the set (the slug is made from it). */
  title: string;
  subtitle: string;
  /** Industry (type 1) tags that fit the article: one or two. */
  industries: ReadonlyArray<(typeof INDUSTRY_TAGS)[number]>;
  /** Topic (type 2) tags that fit the article: up to three. */
  topics: ReadonlyArray<(typeof TOPIC_TAGS)[number]>;
  /** The subject of its generated thumbnail. */
  art: Motif;
  /** 3–8 blocks written for this article. */
  blocks: Block[];
}

export const p = (text: string): Block => ({ type: 'paragraph', data: { text } });

export const h = (text: string, level: 2 | 3 | 4 = 2): Block => ({
  type: 'header',
  data: { text, level },
});

/** A list in the v1 shape (plain strings), as older editor versions saved it. */
export const ul = (...items: string[]): Block => ({
  type: 'list',
  data: { style: 'unordered', items },
});

type V2Item = string | readonly [string, readonly string[]];
const v2 = (item: V2Item): Record<string, unknown> =>
  typeof item === 'string'
    ? { content: item, meta: {}, items: [] }
    : { content: item[0], meta: {}, items: item[1].map(v2) };

/** A numbered list in the v2 shape (nested items); a pair is an item with sub-items. */
export const ol = (...items: V2Item[]): Block => ({
  type: 'list',
  data: { style: 'ordered', meta: { counterType: 'numeric' }, items: items.map(v2) },
});

/** A checklist: only where a reader would tick things off. */
export const checklist = (...items: Array<readonly [string, boolean]>): Block => ({
  type: 'checklist',
  data: { items: items.map(([text, checked]) => ({ text, checked })) },
});

/**
 * An illustration in the body. It uses the subject's last variant, which no thumbnail uses,
 * so a body picture never repeats its own article's hero.
 */
export const image = (
  motif: Motif,
  caption: string,
  alt: string,
  opts: { withBorder?: boolean; stretched?: boolean; withBackground?: boolean } = {},
): Block => ({
  type: 'image',
  data: {
    file: { url: insightArtPath(motif, INSIGHT_ART_VARIANTS) },
    caption,
    alt,
    withBorder: opts.withBorder ?? false,
    stretched: opts.stretched ?? false,
    withBackground: opts.withBackground ?? false,
  },
});

/** The demo attachment: the generated skills survey summary (features/media/pdf.ts). */
export const skillsSurveyPdf = (): Block => ({
  type: 'attaches',
  data: {
    file: {
      url: '/media/files/skills-survey-summary.pdf',
      size: 1186, // the real size of the generated file
      name: 'skills-survey-summary.pdf',
      extension: 'pdf',
      title: 'Skills survey summary',
    },
    // The official attaches tool keeps the title beside the file; SPEC §3 lists it in the file.
    title: 'Skills survey summary',
  },
});

/** Fictional video ids: the player loads nothing until the reader asks. */
export const youtube = (id: string, caption: string): Block => ({
  type: 'embed',
  data: {
    service: 'youtube',
    source: `https://www.youtube.com/watch?v=${id}`,
    embed: `https://www.youtube.com/embed/${id}`,
    width: 580,
    height: 320,
    caption,
  },
});

export const vimeo = (id: string, caption: string): Block => ({
  type: 'embed',
  data: {
    service: 'vimeo',
    source: `https://vimeo.com/${id}`,
    embed: `https://player.vimeo.com/video/${id}?title=0&byline=0`,
    width: 580,
    height: 320,
    caption,
  },
});

/** A link to a fictional page; every demo link points at example.org. */
export const link = (path: string, text: string) =>
  `<a href="https://example.org/${path}">${text}</a>`;
