import type {
  NewsletterConsent,
  SubscribeResponse,
  SubscriberStatus,
} from '@techgold/contracts/subscribers';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { api, ApiRequestError, genericErrorMessage } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { Notice } from './alert';
import { buttonClass } from './button-styles';
import { TextField } from './text-field';
import * as apiRoutes from '@techgold/contracts/api-routes';

const statuses: Array<{ value: SubscriberStatus; label: string }> = [
  { value: 'employer', label: 'An employer' },
  { value: 'learning-provider', label: 'A learning provider' },
  { value: 'learner', label: 'A learner' },
  { value: 'other', label: 'Other' },
];

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string; confirm: string }
  | { kind: 'failed'; email?: string; status?: string; general?: string };

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
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { pathname } = useLocation();
  const headingId = useId();
  const statusErrorId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Take keyboard and screen-reader users to the outcome: the thank-you or the first error.
    if (state.kind === 'done') resultRef.current?.focus();
    if (state.kind === 'failed') {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
        ?.focus();
    }
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ kind: 'sending' });
    try {
      const answer = await api.post<SubscribeResponse>(apiRoutes.subscriber, {
        email: String(form.get('email') ?? ''),
        status: form.get('status') ?? undefined,
        page: pathname,
        // Which wording was shown: the server stores its own copy of those words.
        consent_version: consent.version,
      });
      setState({ kind: 'done', message: answer.message, confirm: answer.confirm });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const email = error.fieldError('email');
        const status = error.fieldError('status');
        setState({
          kind: 'failed',
          email,
          status,
          general: email || status ? undefined : error.message,
        });
      } else {
        setState({ kind: 'failed', general: genericErrorMessage });
      }
    }
  }

  const failed = state.kind === 'failed' ? state : null;
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
        {state.kind === 'done' ? (
          <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
            <Notice>
              <p className="font-bold">{state.message}</p>
              <p className="mt-1">{state.confirm}</p>
            </Notice>
          </div>
        ) : (
          <form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={onSubmit}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-sm md:p-6"
          >
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={failed?.email}
            />
            <fieldset
              className="mt-5"
              aria-describedby={failed?.status ? statusErrorId : undefined}
            >
              <legend className="font-semibold text-navy-950">I am</legend>
              {failed?.status ? (
                <p id={statusErrorId} className="mt-1 text-sm font-semibold text-red-700">
                  {failed.status}
                </p>
              ) : null}
              <div className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 xs:grid-cols-2 md:flex md:flex-wrap">
                {statuses.map((status) => (
                  <label key={status.value} className="flex min-h-11 items-center gap-2.5">
                    <input
                      type="radio"
                      name="status"
                      value={status.value}
                      defaultChecked={status.value === audience}
                      required
                      className="size-5 accent-navy-900"
                    />
                    {status.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              disabled={state.kind === 'sending'}
              className={buttonClass('primary', 'mt-5')}
            >
              {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
            </button>
            {failed?.general ? (
              <p role="alert" className="mt-4 font-semibold text-red-700">
                {failed.general}
              </p>
            ) : null}
            <p className="mt-4 text-sm text-slate-600">
              <ConsentText text={consent.text} />
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
