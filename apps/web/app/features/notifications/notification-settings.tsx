import { useState } from 'react';
import { useCurrentUser } from '~/api/get-user';
import { useEmailAlerts } from '~/api/notification-history';
import { useNotificationPreference } from '~/api/notification-preference';

const fieldsetClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const boxClass = 'size-5 shrink-0 rounded border-slate-500 accent-navy-900';

/**
 * The switches, in one place: SPEC §2's in-app types ('New {title}') and the weekly email.
 * Each saves as it changes, shows the change at once and is put back, with a message, if the
 * save fails (api/notification-preference, api/notification-history).
 */
export function NotificationSettings() {
  const user = useCurrentUser();
  const preference = useNotificationPreference();
  const email = useEmailAlerts();
  // What the member asked for, set in the change event (the cache's optimistic copy reaches
  // React a tick later, and meanwhile React would put the controlled box back), until the
  // call settles. Keyed by type id; 'email' for the weekly email.
  const [wanted, setWanted] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const types = user?.notification_types ?? [];

  async function change(key: string, label: string, on: boolean, save: () => Promise<unknown>) {
    setWanted((w) => ({ ...w, [key]: on }));
    setFailed(null);
    try {
      await save();
    } catch {
      setFailed(`Sorry, your choice for '${label}' could not be saved. Please try again.`);
    } finally {
      setWanted(({ [key]: _done, ...rest }) => rest);
    }
  }

  const emailLabel = 'Email me a weekly summary';
  return (
    // Not a form: each switch saves as it changes, and there is nothing to submit.
    <div className="space-y-6">
      {failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {failed}
        </p>
      ) : null}
      <fieldset className={fieldsetClass}>
        <legend className="px-1 text-lg font-semibold text-navy-950">
          Tell me when something new is published
        </legend>
        <p className="mt-1 text-slate-700">
          Each choice is saved as soon as you change it, and applies to the notifications in the
          bell at the top of the page.
        </p>
        <ul className="mt-4 divide-y divide-slate-200">
          {types.map((type) => {
            const label = `New ${type.title}`;
            return (
              <li key={type.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2 text-navy-950">
                  <input
                    type="checkbox"
                    checked={wanted[type.id] ?? type.active}
                    onChange={(event) => {
                      const active = event.target.checked;
                      void change(String(type.id), label, active, () =>
                        preference.mutateAsync({ id: type.id, active }),
                      );
                    }}
                    className={boxClass}
                  />
                  {label}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className="px-1 text-lg font-semibold text-navy-950">By email</legend>
        <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 py-2 text-navy-950">
          <input
            type="checkbox"
            checked={wanted.email ?? user?.alerts_preference ?? false}
            aria-describedby="email-alerts-hint"
            onChange={(event) => {
              const on = event.target.checked;
              void change('email', emailLabel, on, () => email.mutateAsync(on));
            }}
            className={boxClass}
          />
          {emailLabel}
        </label>
        <p id="email-alerts-hint" className="text-slate-700">
          At most one email a week, on Monday mornings, listing the notifications you have not read.
          Each one is emailed only once.
        </p>
      </fieldset>
    </div>
  );
}
