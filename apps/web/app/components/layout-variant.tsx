import { createContext, use } from 'react';

/** Which layout a page sits in, so shared pieces (placeholder, hero) can match it. */
export type LayoutVariant = 'marketing' | 'light' | 'app' | 'empty';

export const LayoutVariantContext = createContext<LayoutVariant>('marketing');

export function useLayoutVariant(): LayoutVariant {
  return use(LayoutVariantContext);
}
