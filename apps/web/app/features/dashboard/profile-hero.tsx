import type { PageUser } from '@techgold/contracts/page-user';
import { Link } from 'react-router';
import { UserAvatar } from '~/components/app-shell/user-avatar';
import { HeroRings } from '~/components/hero-rings';
import { Icon } from '~/components/icons';
import { paths } from '~/lib/paths';

/** SPEC §2 Dashboard profile hero: avatar, name, course and school, link to the account page. */
export function ProfileHero({ user }: { user: PageUser }) {
  const details = [
    user.course ? { label: 'Course', value: user.course.title } : null,
    user.school ? { label: 'Learning provider', value: user.school.title } : null,
    !user.course && user.job_title ? { label: 'Job title', value: user.job_title } : null,
    !user.school && user.employer ? { label: 'Employer', value: user.employer.title } : null,
  ].filter((item) => item !== null);

  return (
    <section
      aria-labelledby="profile-name"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-navy-950 to-navy-800 p-6 text-white shadow-lg sm:p-8"
    >
      <HeroRings className="-top-32 -right-24 size-80" />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-center">
        <UserAvatar user={user} className="size-20 ring-4 ring-gold-400 sm:size-24" />
        <div className="min-w-0 flex-1">
          <h2 id="profile-name" className="text-2xl font-bold sm:text-3xl">
            {user.first_name} {user.last_name}
          </h2>
          {details.length > 0 ? (
            <dl className="mt-3 grid gap-x-8 gap-y-2 md:grid-cols-2">
              {details.map((item) => (
                <div key={item.label}>
                  <dt className="text-sm font-semibold text-gold-300">{item.label}</dt>
                  <dd className="text-slate-100">{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <Link
          to={paths.account()}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-gold-100 sm:self-center"
        >
          Manage your profile
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
