// Builds Editor.js documents for the demo insights. Across the set, every block type of
// SPEC §3 appears (and the list block in both the v1 and v2 data shapes the renderer must read).
import type { EditorDocument } from '../../schema/insights.ts';
import type { Rng } from '../prng.ts';
import { INSIGHT_HEADINGS, INSIGHT_PARAGRAPHS } from './insights.ts';

type Block = EditorDocument['blocks'][number];

const EXTRA_BLOCKS: Array<(n: number) => Omit<Block, 'id'>> = [
  () => ({
    type: 'list',
    data: {
      style: 'unordered',
      items: ['Problem solving', 'Team work', '<b>Secure</b> by default'],
    },
  }),
  () => ({
    type: 'list',
    data: {
      style: 'ordered',
      meta: { counterType: 'numeric' },
      items: [
        { content: 'Pick an accredited course', meta: {}, items: [] },
        {
          content: 'Build a portfolio',
          meta: {},
          items: [
            { content: 'One project you can <i>explain end to end</i>', meta: {}, items: [] },
          ],
        },
        { content: 'Talk to employers in the network', meta: {}, items: [] },
      ],
    },
  }),
  () => ({
    type: 'checklist',
    data: {
      items: [
        { text: 'Update your profile', checked: true },
        { text: 'Save three employers you would like to work for', checked: false },
        { text: 'Book a place at an upcoming event', checked: false },
      ],
    },
  }),
  (n) => ({
    type: 'image',
    data: {
      file: { url: `/media/insights/insight-${(n % 8) + 1}.svg` },
      caption: 'Learners and mentors at a network workshop',
      withBorder: n % 2 === 0,
      stretched: n % 3 === 0,
      withBackground: n % 4 === 0,
    },
  }),
  () => ({
    type: 'attaches',
    data: {
      file: {
        url: '/media/files/skills-survey-summary.pdf',
        size: 1186, // the real size of the generated file (features/media/pdf.ts)
        name: 'skills-survey-summary.pdf',
        extension: 'pdf',
        title: 'Skills survey summary',
      },
      // The official attaches tool keeps the title beside the file; SPEC §3 lists it in the file.
      title: 'Skills survey summary',
    },
  }),
  () => ({
    type: 'embed',
    data: {
      service: 'youtube',
      source: 'https://www.youtube.com/watch?v=TGdemo00001',
      embed: 'https://www.youtube.com/embed/TGdemo00001',
      width: 580,
      height: 320,
      caption: 'Highlights from the community day',
    },
  }),
  () => ({
    type: 'embed',
    data: {
      service: 'vimeo',
      source: 'https://vimeo.com/900000001',
      embed: 'https://player.vimeo.com/video/900000001?title=0&byline=0',
      width: 580,
      height: 320,
      caption: 'A learner explains their final project',
    },
  }),
];

/** A body with paragraphs, a header (levels 2–4) and two of the other block types. */
export function buildInsightBody(n: number, rng: Rng, time: number): EditorDocument {
  const id = (k: number) => `b${n}x${k}`;
  const paragraphs = rng.sample(INSIGHT_PARAGRAPHS, 3);
  const extras = [
    EXTRA_BLOCKS[n % EXTRA_BLOCKS.length],
    EXTRA_BLOCKS[(n + 3) % EXTRA_BLOCKS.length],
  ];
  const blocks: Block[] = [
    { id: id(0), type: 'paragraph', data: { text: paragraphs[0] } },
    { id: id(1), type: 'header', data: { text: rng.pick(INSIGHT_HEADINGS), level: 2 + (n % 3) } },
    { id: id(2), type: 'paragraph', data: { text: paragraphs[1] } },
    ...extras.map((make, k) => ({ id: id(3 + k), ...make!(n) })),
    { id: id(9), type: 'paragraph', data: { text: paragraphs[2] } },
  ];
  return { time, blocks, version: '2.31.0' };
}
