import type { NewsCategory } from '@techgold/contracts/constants';

/** The news categories' display names (cards, article headers, the news pages). */
export const categoryLabels: Record<NewsCategory, string> = {
  community: 'Community',
  insights: 'Insights',
  impact: 'Impact',
};
