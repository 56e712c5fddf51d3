import type { NewsletterConsent, SubscriberStatus } from '@techgold/contracts/subscribers';
import { useId } from 'react';
import { deferredPart } from './deferred/deferred-part';

// The form's code loads when the bar is near, focused or touched; the server draws it whole.
const SubscribeForm = deferredPart(() => import('./subscribe-form'));

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
  const headingId = useId();
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
        <SubscribeForm consent={consent} audience={audience} />
      </div>
    </section>
  );
}
