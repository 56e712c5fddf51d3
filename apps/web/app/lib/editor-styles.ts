// Editor.js and its tools insert <style> elements at run time: each module when it loads
// (vite-plugin-css-injected-by-js), the core and its tooltips when an editor starts. The page's
// Content-Security-Policy has no 'unsafe-inline' for styles; it accepts <style> elements that
// carry the page's nonce (apps/server/src/lib/csp.ts, decision 0083). Called before the editor's
// modules load, this gives every <style> element created from then on that nonce, so the
// editor's own styles apply and the browser blocks nothing. Markup injected into the page
// still cannot style it: a nonce is only on elements our scripts create.

let stamping = false;

/** The page's CSP nonce: browsers hide the attribute, but keep it on the element's property. */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Stamps the page's nonce on <style> elements created from now on; answers the nonce. */
export function allowEditorStyles(): string | undefined {
  const nonce = pageNonce();
  if (!nonce || stamping) return nonce;
  stamping = true;
  const create = document.createElement.bind(document) as (
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
  return nonce;
}
