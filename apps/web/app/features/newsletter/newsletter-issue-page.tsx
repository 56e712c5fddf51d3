// A sent newsletter's web version (the email's "view in your browser" link). Its body was
// rendered on the server from the cleaned document (allow-listed inline HTML only).
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { pageMeta } from '~/lib/meta';
import { ukDate } from '~/lib/uk-time';
import { sentNewsletter } from './data.server';
import type { Route } from './+types/newsletter-issue-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  return sentNewsletter(context, params.month);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.subject ?? 'Newsletter', noIndex: true });

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={loaderData.subject} />
      <div className="container-page max-w-3xl py-10 md:py-14">
        {loaderData.sent_at ? (
          <p className="mb-6 text-slate-700">
            The Tech Industry Gold newsletter, sent {ukDate(loaderData.sent_at)}.
          </p>
        ) : null}
        <Prose className="break-words [&_img]:h-auto [&_img]:max-w-full">
          <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        </Prose>
      </div>
    </>
  );
}
