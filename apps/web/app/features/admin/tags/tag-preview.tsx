import { Panel } from '../components/page-parts';

/**
 * Where a tag appears, drawn as the public pages draw it: a chip on an employer's entry in the
 * employer directory, and a chip under an insight's heading.
 */
export function TagPreview({ title }: { title: string }) {
  const shown = title.trim() || 'Tag title';
  return (
    <Panel title="Preview" id="preview">
      <p className="mb-4 text-slate-700">How the tag appears on the site.</p>
      <div className="space-y-4">
        <figure className="rounded-lg border border-slate-200 p-4">
          <figcaption className="mb-2 text-sm font-semibold text-slate-700">
            On an employer in the employer directory
          </figcaption>
          <p className="font-bold text-navy-950">Harbour Systems</p>
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm break-all text-slate-800">
              {shown}
            </li>
          </ul>
        </figure>
        <figure className="rounded-lg border border-slate-200 p-4">
          <figcaption className="mb-2 text-sm font-semibold text-slate-700">
            Under an insight’s heading
          </figcaption>
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            <li>
              <span className="inline-flex min-h-8 items-center rounded-full bg-navy-50 px-3 text-sm font-medium break-all text-navy-800">
                {shown}
              </span>
            </li>
          </ul>
        </figure>
      </div>
    </Panel>
  );
}
