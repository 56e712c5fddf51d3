import { QuotesBox } from '~/components/quotes-box';
import { Panel } from '../components/page-parts';
import { quotePlaces, splitPages } from './quote-schema';

interface Values {
  text?: string;
  name?: string;
  source?: string | null;
  avatar?: string | null;
  pages?: unknown;
}

const pagesOf = (pages: unknown) =>
  Array.isArray(pages)
    ? splitPages(pages.map(String).join(','))
    : typeof pages === 'string'
      ? splitPages(pages)
      : [];

/** The quote as the site draws it (the public QuotesBox), with the pages it rotates on. */
export function QuotePreview({ values }: { values: Values }) {
  const pages = pagesOf(values.pages);
  const text = values.text?.trim() ?? '';
  const name = values.name?.trim() ?? '';
  const known = pages.map((p) => quotePlaces[p] ?? `“${p}” (no page shows quotes for it yet)`);
  return (
    <Panel title="Preview" id="preview">
      <p className="mb-4 text-slate-700">
        {known.length ? `Rotates on ${known.join(', ')}.` : 'On no page: add a page to show it.'}
      </p>
      {text && name ? (
        <div className="overflow-hidden rounded-lg">
          <QuotesBox
            heading="What our community says"
            quotes={[
              {
                id: 0,
                text,
                name,
                source: values.source?.trim() || null,
                avatar: values.avatar || null,
                pages,
              },
            ]}
          />
        </div>
      ) : (
        <p className="text-slate-600">Give it a quote and a name to see it.</p>
      )}
    </Panel>
  );
}
