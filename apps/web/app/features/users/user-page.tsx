import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/user-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'User', noIndex: true });

/** SPEC §2 User page: a placeholder that only shows the route params. */
export default function UserPage({ params }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">User</h1>
      <dl className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <dt className="text-sm font-semibold text-slate-600">User id</dt>
        <dd className="mt-1 text-lg text-navy-950">{params.id}</dd>
      </dl>
    </div>
  );
}
