import { NEWS_CATEGORIES, type NewsCategory } from '@techgold/contracts/constants';

// The labels live in lib/ because the shared news card shows them too.
export { categoryLabels } from '~/lib/news-categories';

export const categoryBlurbs: Record<NewsCategory, string> = {
  community: 'Stories from learners, employers and educators across the network.',
  insights: 'Practical advice and analysis on skills, hiring and tech careers.',
  impact: 'What accreditation changes for the people and organisations involved.',
};

export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '');
}
