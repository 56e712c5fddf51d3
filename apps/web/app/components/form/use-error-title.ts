import { useEffect } from 'react';

const PREFIX = 'Error: ';

/**
 * While a form shows errors, the page title starts with "Error: " (the GOV.UK error summary
 * pattern), so the first thing a screen reader reads on the tab says something went wrong.
 */
export function useErrorTitle(hasError: boolean) {
  useEffect(() => {
    if (!hasError) return;
    if (!document.title.startsWith(PREFIX)) document.title = `${PREFIX}${document.title}`;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [hasError]);
}
