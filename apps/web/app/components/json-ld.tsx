import { use } from 'react';
import { NonceContext } from '~/lib/nonce-context';

/**
 * Structured data for search engines. JSON-LD is data, not script, but it carries the CSP
 * nonce anyway; "<" is escaped so no value can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = use(NonceContext);
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
