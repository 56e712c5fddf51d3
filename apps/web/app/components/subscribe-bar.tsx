import type {
  NewsletterConsent,
  SubscribeResponse,
  SubscriberStatus,
} from '@techgold/contracts/subscribers';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { Notice } from './alert';
import { Form } from './form/form';
import { useForm } from './form/use-form';
import { TextField } from './text-field';
import * as apiRoutes from '@techgold/contracts/api-routes';

const statuses: Array<{ value: SubscriberStatus; label: string }> = [
  { value: 'employer', label: 'An employer' },
  { value: 'learning-provider', label: 'A learning provider' },
  { value: 'learner', label: 'A learner' },
  { value: 'other', label: 'Other' },
];

/** The consent wording, with its "privacy policy" words linked to the policy. */
function ConsentText({ text }: { text: string }) {
  const at = text.lastIndexOf('privacy policy');
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link
        to={paths.privacy()}
        className="font-semibold text-navy-700 underline underline-offset-2"
      >
        privacy policy
      </Link>
      {text.slice(at + 'privacy policy'.length)}
    </>
  );
}

/**
 * The monthly newsletter sign-up (SPEC §2 subscribe bar, §5, §8). The server answers the same
 * for new and known addresses and sends a confirmation email (double opt-in). Every choice
 * comes before the button; a page for one audience (employers, learning providers, learners)
 * presets its own.
 */
export function SubscribeBar({
  consent,
  audience,
}: {
  consent: NewsletterConsent;
  audience?: SubscriberStatus;
}) {
  const [done, setDone] = useState<SubscribeResponse | null>(null);
  const { pathname } = useLocation();
  const headingId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  // The thank-you replaces the form: focus goes to it, so nobody is left on a removed button.
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const form = useForm({
    // The page and the wording shown travel as they stand (the server keeps its own copy of
    // those words).
    fields: {
      email: '',
      status: audience ?? '',
      page: pathname,
      consent_version: consent.version,
    },
    // The contract's schema, loaded when the form is first used: zod stays off the page (0032).
    schema: () => import('@techgold/contracts/subscribers').then((m) => m.subscriberBody),
    submit: (body) => api.post<SubscribeResponse>(apiRoutes.subscriber, body),
    onSuccess: (answer) => void setDone(answer),
    guard: false,
  });
  const statusError = form.errors['status'];
  const statusErrorId = `${form.id('status')}-error`;

  return (
    <section aria-labelledby={headingId} className="border-t border-navy-100 bg-navy-50">
      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-navy-950 md:text-3xl">
            Get the monthly newsletter
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            One email a month with news from the network, new accredited courses and events.
          </p>
        </div>
        {done ? (
          <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
            <Notice>
              <p className="font-bold">{done.message}</p>
              <p className="mt-1">{done.confirm}</p>
            </Notice>
          </div>
        ) : (
          <Form
            form={form}
            label="Get the monthly newsletter"
            submitLabel="Subscribe"
            busyLabel="Subscribing…"
            // Under the button, as before: the choices come first, then Subscribe.
            actions={
              <p className="w-full text-sm text-slate-600">
                <ConsentText text={consent.text} />
              </p>
            }
            className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-sm md:p-6"
          >
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              {...form.field('email')}
            />
            <fieldset aria-describedby={statusError ? statusErrorId : undefined}>
              <legend className="font-semibold text-navy-950">I am</legend>
              {statusError ? (
                <p id={statusErrorId} className="mt-1 text-sm font-semibold text-red-700">
                  {statusError}
                </p>
              ) : null}
              <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 xs:grid-cols-2 md:flex md:flex-wrap">
                {statuses.map((status, index) => (
                  <label key={status.value} className="flex min-h-11 items-center gap-2.5">
                    <input
                      type="radio"
                      name="status"
                      // The summary's link to this question lands on its first choice.
                      id={index === 0 ? form.id('status') : undefined}
                      value={status.value}
                      defaultChecked={status.value === audience}
                      aria-invalid={statusError ? true : undefined}
                      className="size-5 accent-navy-900"
                    />
                    {status.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </Form>
        )}
      </div>
    </section>
  );
}
