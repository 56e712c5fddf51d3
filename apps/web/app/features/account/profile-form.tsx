import { profileBody } from '@techgold/contracts/account';
import { profileFailed } from '@techgold/contracts/form-messages';
import type { CurrentUser } from '@techgold/contracts/user';
import { useUpdateProfile } from '~/api/account';
import { Link } from 'react-router';
import { buttonClass } from '~/components/button-styles';
import { paths } from '~/lib/paths';
import { CheckboxField } from '~/components/form/checkbox-field';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { ImageUploadField } from '~/components/upload/image-upload-field';
import { uploadAvatar } from '~/api/uploads';
import { EqualityDataNote } from '~/components/form/equality-data-note';
import { toOptions, type PeopleOptions } from '~/components/form/options';
import { ContactEmailStatus } from './contact-email-status';
import { ResetPasswordButton } from './reset-password-button';

const EMPLOYER_USER = 2;

/** A required field's label: the star is for sight; the input's `required` tells everyone else. */
function Req({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-red-700">
        {' '}
        *
      </span>
    </>
  );
}

function ReadOnly({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-semibold text-navy-950">{label}</dt>
      <dd className="mt-1 text-slate-800">{value}</dd>
    </div>
  );
}

export function ProfileForm({ user, people }: { user: CurrentUser; people: PeopleOptions }) {
  const updateProfile = useUpdateProfile();
  const employerUser = user.user_type_id === EMPLOYER_USER;
  const form = useForm({
    schema: profileBody,
    fields: {
      first_name: user.first_name,
      last_name: user.last_name,
      // The address last asked for: one waiting for confirmation is not sent again on each save.
      contact_email: user.pending_contact_email ?? user.contact_email ?? '',
      phone_number: user.phone_number ?? '',
      address: user.address ?? '',
      gender_id: user.gender_id ?? '',
      ethnicity_id: user.ethnicity_id ?? '',
      job_title: user.job_title ?? '',
      alerts_preference: user.alerts_preference,
      marketing_preference: user.marketing_preference,
      avatar_url: user.avatar_url,
    },
    submit: (values) => updateProfile.mutateAsync(values),
    onSuccess: () => 'Your profile has been updated.',
    invalidMessage: profileFailed,
  });

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="about-you"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h2 id="about-you" className="text-xl font-bold text-navy-950">
          About you
        </h2>
        <p className="mt-1 text-slate-700">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required. Your sign-in email address,{' '}
          <strong>{user.email}</strong>, is not changed here.
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {employerUser ? (
            <ReadOnly label="Employer" value={user.employer?.title} />
          ) : (
            <>
              <ReadOnly label="Learning provider" value={user.school?.title} />
              <ReadOnly label="Course" value={user.course?.title} />
            </>
          )}
        </dl>
        <div className="mt-6">
          <Form form={form} submitLabel="Update profile" busyLabel="Updating profile…">
            <ImageUploadField
              label="Profile picture"
              hint="A JPEG, PNG or WebP picture up to 4 MB. A new picture is not saved until you select “Update profile”."
              uploadedMessage="Picture uploaded. It is not saved until you select “Update profile”."
              accept="image/jpeg,image/png,image/webp"
              value={form.values['avatar_url'] ?? ''}
              onChange={(url) => form.setValue('avatar_url', url || null)}
              upload={uploadAvatar}
              removeLabel="Remove picture"
              preview={(url) => (
                <img src={url} alt="" className="size-24 rounded-full bg-navy-50 object-cover" />
              )}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={<Req>First name</Req>}
                autoComplete="given-name"
                required
                {...form.field('first_name')}
              />
              <TextField
                label={<Req>Last name</Req>}
                autoComplete="family-name"
                required
                {...form.field('last_name')}
              />
            </div>
            <TextField
              label={<Req>Contact email</Req>}
              type="email"
              autoComplete="email"
              hint="A new contact email is used only once you open the link we email to it."
              required
              {...form.field('contact_email')}
            />
            <ContactEmailStatus user={user} />
            <TextField
              label={<Req>Phone number</Req>}
              type="tel"
              autoComplete="tel"
              required
              {...form.field('phone_number')}
            />
            <TextareaField
              label={<Req>{employerUser ? 'Business Address' : 'Address'}</Req>}
              autoComplete="street-address"
              rows={3}
              required
              {...form.field('address')}
            />
            {employerUser ? (
              <TextField
                label={<Req>Job title</Req>}
                autoComplete="organization-title"
                required
                {...form.field('job_title')}
              />
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <EqualityDataNote />
              <SelectField
                label={<Req>Gender</Req>}
                placeholder="Select your gender"
                options={toOptions(people.genders)}
                required
                {...form.field('gender_id')}
              />
              <SelectField
                label={<Req>Ethnicity</Req>}
                placeholder="Select your ethnicity"
                options={toOptions(people.ethnicities)}
                required
                {...form.field('ethnicity_id')}
              />
            </div>
            <fieldset className="space-y-3">
              <legend className="font-semibold text-navy-950">Emails from us</legend>
              <CheckboxField {...form.checkbox('alerts_preference')}>
                Alerts and recommendations
              </CheckboxField>
              <CheckboxField {...form.checkbox('marketing_preference')}>
                Marketing updates, once a month
              </CheckboxField>
            </fieldset>
          </Form>
        </div>
      </section>
      <section
        aria-labelledby="password"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h2 id="password" className="text-xl font-bold text-navy-950">
          Password
        </h2>
        <p className="mt-1 text-slate-700">
          Choose a new password on the next page. The link works once.
        </p>
        <div className="mt-4">
          <ResetPasswordButton />
        </div>
      </section>
      <section
        aria-labelledby="your-data"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h2 id="your-data" className="text-xl font-bold text-navy-950">
          Your data and privacy
        </h2>
        <p className="mt-1 text-slate-700">
          Download a copy of everything we hold about you, see why we hold it, or delete your
          account.
        </p>
        <p className="mt-4">
          <Link to={paths.accountPrivacy()} className={buttonClass('outline')}>
            Your data and privacy
          </Link>
        </p>
      </section>
    </div>
  );
}
