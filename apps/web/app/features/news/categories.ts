import { NEWS_CATEGORIES, type NewsCategory } from '@techgold/contracts/constants';

export const categoryLabels: Record<NewsCategory, string> = {
  community: 'Community',
  insights: 'Insights',
  impact: 'Impact',
};

export const categoryBlurbs: Record<NewsCategory, string> = {
  community: 'Stories from learners, employers and educators across the network.',
  insights: 'Practical advice and analysis on skills, hiring and tech careers.',
  impact: 'What accreditation changes for the people and organisations involved.',
};

export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '');
}
