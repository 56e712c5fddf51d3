import { CtaBand } from '~/components/cta-card';
import { Panel } from '../components/page-parts';
import { ctaPlaces } from './cta-schema';

interface Values {
  active?: boolean;
  location?: string;
  heading?: string;
  description?: string | null;
  url?: string | null;
}

/**
 * The call to action as the site draws it (the public CtaBand), with where it shows, or why it
 * does not. The preview is inert: its button does not leave the form.
 */
export function CtaPreview({ values }: { values: Values }) {
  const location = values.location?.trim() ?? '';
  const heading = values.heading?.trim() ?? '';
  const url = values.url?.trim() ?? '';
  const place = ctaPlaces[location];
  const why = !values.active
    ? 'Inactive: it is not shown anywhere.'
    : !url
      ? 'Without a link it is not shown.'
      : place
        ? `Shown on ${place}.`
        : `No page of the site shows calls to action for “${location}” yet.`;
  return (
    <Panel title="Preview" id="preview">
      <p className="mb-4 text-slate-700">{why}</p>
      {heading ? (
        <div inert className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <CtaBand
            ctas={[
              {
                id: 0,
                active: true,
                location,
                heading,
                description: values.description?.trim() || null,
                url: url || '/',
              },
            ]}
          />
        </div>
      ) : (
        <p className="text-slate-600">Give it a heading to see it.</p>
      )}
    </Panel>
  );
}
