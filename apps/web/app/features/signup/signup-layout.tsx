import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '~/components/icons';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/lib/paths';

/** The white card a form sits in. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="form-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id="form-card-title"
        className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl"
      >
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The sign-up pages in the marketing layout: hero, then the form beside what members get. */
export function SignupPageLayout({
  eyebrow,
  title,
  lead,
  benefits,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  benefits: string[];
  children: ReactNode;
}) {
  return (
    <FormPageFrame
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      padding="py-10 md:py-14"
      aside={
        <aside aria-labelledby="benefits-title" className="rounded-2xl bg-navy-900 p-6 text-white">
          <h2 id="benefits-title" className="text-lg font-bold">
            What membership gives you
          </h2>
          <ul className="mt-4 space-y-3">
            {benefits.map((b) => (
              <li key={b} className="flex gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-300" />
                <span className="text-slate-100">{b}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-white/20 pt-4 text-slate-200">
            Already a member?{' '}
            <Link
              to={paths.login()}
              className="rounded font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
            >
              Sign in
            </Link>
          </p>
        </aside>
      }
    >
      {children}
    </FormPageFrame>
  );
}

/** The enquiry pages in the light layout: a compact heading band, the form, what happens next. */
export function EnquiryPageLayout({
  title,
  lead,
  nextSteps,
  children,
}: {
  title: string;
  lead: string;
  nextSteps: string[];
  children: ReactNode;
}) {
  return (
    <FormPageFrame
      title={title}
      lead={lead}
      padding="py-8 md:py-12"
      aside={
        <aside
          aria-labelledby="next-steps-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="next-steps-title" className="text-lg font-bold text-navy-950">
            What happens next
          </h2>
          <ol className="mt-4 space-y-4">
            {nextSteps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-navy-900 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <span className="text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
        </aside>
      }
    >
      {children}
    </FormPageFrame>
  );
}

/** The frame both layouts share: the hero, then the form beside an aside on a slate band. */
function FormPageFrame({
  eyebrow,
  title,
  lead,
  padding,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  padding: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <div className="bg-slate-50">
        <div
          className={`container-page grid items-start gap-8 ${padding} lg:grid-cols-[minmax(0,1fr)_18rem]`}
        >
          <div className="min-w-0">{children}</div>
          {aside}
        </div>
      </div>
    </>
  );
}
