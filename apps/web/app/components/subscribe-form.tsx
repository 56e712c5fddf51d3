import type {
  NewsletterConsent,
  SubscribeResponse,
  SubscriberStatus,
} from '@techgold/contracts/subscribers';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { Notice } from './alert';
import { useSendHeldSubmit } from './deferred/deferred-part';
import { Form } from './form/form';
import { useForm } from './form/use-form';
import { TextField } from './text-field';

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
 * The newsletter bar's form, the one form (decision 0080): the contract's schema, loaded on
 * first use; the error summary linked to the email field and the "I am" question; then the
 * thank-you in place of the form, with focus on it. Loaded by the bar when it is near
 * (components/deferred/deferred-part.tsx), so the home page's first load stays in its budget.
 */
export default function SubscribeForm({
  consent,
  audience,
}: {
  consent: NewsletterConsent;
  audience?: SubscriberStatus;
}) {
  const [done, setDone] = useState<SubscribeResponse | null>(null);
  const { pathname } = useLocation();
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
  // A Subscribe pressed before this code arrived is sent now.
  useSendHeldSubmit();
  const statusError = form.errors['status'];
  const statusErrorId = `${form.id('status')}-error`;

  if (done) {
    return (
      <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
        <Notice>
          <p className="font-bold">{done.message}</p>
          <p className="mt-1">{done.confirm}</p>
        </Notice>
      </div>
    );
  }
  return (
    <Form
      form={form}
      label="Get the monthly newsletter"
      submitLabel="Subscribe"
      busyLabel="Subscribing…"
      className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-sm md:p-6"
      // Under the button, as before: the choices come first, then Subscribe.
      actions={
        <p className="w-full text-sm text-slate-600">
          <ConsentText text={consent.text} />
        </p>
      }
    >
      <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
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
  );
}
