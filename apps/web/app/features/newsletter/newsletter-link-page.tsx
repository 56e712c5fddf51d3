// Where the newsletter emails' confirm and unsubscribe links open (and the weekly
// notifications email's stop link). Opening the link changes
// nothing (mail scanners open links too); the button posts the form, which works without
// JavaScript, and the server answers with the home page's outcome notice.
import * as apiRoutes from '@techgold/contracts/api-routes';
import { data } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/newsletter-link-page';

const ACTIONS = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'Confirm that you want the Tech Industry Gold newsletter: one email a month with news, insights and events from the network.',
    button: 'Confirm my subscription',
    route: apiRoutes.subscriberConfirm,
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    text: 'You will not get any more newsletters. You can subscribe again at any time.',
    button: 'Unsubscribe',
    route: apiRoutes.subscriberUnsubscribe,
  },
  // The monthly newsletter's link (a signed token per recipient): off the subscriber list,
  // and a member's marketing email choice turned off.
  stop: {
    title: 'Unsubscribe from the newsletter',
    text: 'You will not get any more newsletters. You can subscribe again at any time.',
    button: 'Unsubscribe',
    route: apiRoutes.newsletterUnsubscribe,
  },
  'stop-alerts': {
    title: 'Stop email alerts',
    text: 'You will not get the weekly email about new insights and events any more. They still show in your notifications on the platform, and you can turn the email back on in My account.',
    button: 'Stop email alerts',
    route: apiRoutes.alertsUnsubscribe,
  },
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const action = params.action as keyof typeof ACTIONS;
  if (!Object.hasOwn(ACTIONS, action) || !/^[\w-]{1,100}$/.test(params.token)) {
    throw data(null, { status: 404 });
  }
  return { action, token: params.token };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.loaderData ? ACTIONS[args.loaderData.action].title : 'Newsletter',
    noIndex: true,
  }),
  // The token is a capability: never send it on to another site.
  { name: 'referrer', content: 'no-referrer' },
];

export default function NewsletterLinkPage({ loaderData }: Route.ComponentProps) {
  const copy = ACTIONS[loaderData.action];
  const action = copy.route.replace(':token', encodeURIComponent(loaderData.token));
  return (
    <>
      <PageHero title={copy.title} />
      <div className="container-page max-w-3xl space-y-6 py-10 md:py-14">
        <p className="text-lg text-slate-700">{copy.text}</p>
        <form method="post" action={action}>
          <button type="submit" className={buttonClass('primary')}>
            {copy.button}
          </button>
        </form>
      </div>
    </>
  );
}
