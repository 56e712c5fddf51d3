import { buttonClass } from '~/components/button-styles';
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
 * The call to action as the site draws it (the public CtaBand's card), with where it shows, or why it
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
          {/* The public CtaBand's card, drawn here rather than imported: importing it would
              split it out of the home page's JavaScript, which has a tight budget. */}
          <div className="p-4">
            <section
              aria-label={heading}
              className="flex flex-col gap-4 rounded-2xl border border-gold-300 bg-gold-100 p-6 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <h2 className="text-xl font-bold text-navy-950">{heading}</h2>
                {values.description?.trim() ? (
                  <p className="mt-1 text-slate-800">{values.description.trim()}</p>
                ) : null}
              </div>
              <span className={buttonClass('primary', 'shrink-0')}>Find out more</span>
            </section>
          </div>
        </div>
      ) : (
        <p className="text-slate-600">Give it a heading to see it.</p>
      )}
    </Panel>
  );
}
