import { useState } from 'react';
import { useNotificationPreference } from '~/api/notification-preference';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/notifications-page';
import { useCurrentUser } from '~/api/get-user';

const title = 'My notifications';
const description = 'Choose which notifications you receive.';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title, description, noIndex: true });

/**
 * SPEC §2 Notifications: one checkbox row per notification type, 'New {title}'. A change
 * shows at once, is saved, and the user record (which the header's dropdown also reads) is
 * reloaded; a failed save puts the box back and says so (api/notification-preference).
 */
export default function NotificationsPage() {
  const user = useCurrentUser();
  const preference = useNotificationPreference();
  // What the member asked for, set in the change event (the cache's optimistic copy reaches
  // React a tick later, and meanwhile React would put the controlled box back), until the
  // call settles.
  const [wanted, setWanted] = useState<Record<number, boolean>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const types = user?.notification_types ?? [];

  async function toggle(id: number, label: string, active: boolean) {
    setWanted((w) => ({ ...w, [id]: active }));
    setFailed(null);
    try {
      await preference.mutateAsync({ id, active });
    } catch {
      setFailed(`Sorry, your choice for '${label}' could not be saved. Please try again.`);
    } finally {
      setWanted(({ [id]: _done, ...rest }) => rest);
    }
  }

  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{title}</h1>
      {/* Not a form: each switch saves as it changes, and there is nothing to submit. */}
      <div>
        <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <legend className="px-1 text-lg font-semibold text-navy-950">
            Tell me when something new is published
          </legend>
          <p className="mt-1 text-slate-700">
            Each choice is saved as soon as you change it, and applies to the notifications in the
            bell at the top of the page.
          </p>
          {failed ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
              {failed}
            </p>
          ) : null}
          <ul className="mt-4 divide-y divide-slate-200">
            {types.map((type) => {
              const label = `New ${type.title}`;
              const checked = wanted[type.id] ?? type.active;
              return (
                <li key={type.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2 text-navy-950">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => void toggle(type.id, label, event.target.checked)}
                      className="size-5 rounded border-slate-500 accent-navy-900"
                    />
                    {label}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}
