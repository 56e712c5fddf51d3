import { memberPatch, memberTypes, type MemberDetail } from '@techgold/contracts/admin/members';
import { type AdminOptions } from '@techgold/contracts/admin/options';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminOptions } from '~/api/admin/options';
import { lookupEmployers } from '~/api/admin/lookups';
import { ComboboxField } from '~/components/combobox/combobox-field';
import { memberQuery, useUpdateMember } from '~/api/admin/members';
import { CheckboxField } from '~/components/form/checkbox-field';
import { Form } from '~/components/form/form';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { blankToNull, idValue } from '../components/form-bits';
import { memberTypeLabel } from '../components/labels';
import { Panel } from '../components/page-parts';
import { useForm } from '~/components/form/use-form';
import { useReauthGuard } from '../components/reauth-dialog';

const schema = memberPatch.extend({
  school_id: blankToNull(memberPatch.shape.school_id),
  course_id: blankToNull(memberPatch.shape.course_id),
  employer_id: blankToNull(memberPatch.shape.employer_id),
  funded_until: blankToNull(memberPatch.shape.funded_until),
});

const defaultsOf = (member: MemberDetail) => ({
  updated_at: member.updated_at,
  type: member.type,
  school_id: idValue(member.school?.id),
  course_id: idValue(member.course?.id),
  employer_id: idValue(member.employer?.id),
  funded_until: member.funded_until?.slice(0, 10) ?? '',
  can_write_articles: member.can_write_articles,
});

/**
 * Type, organisation, course, funding end date and authoring; saved against the version read.
 * Changing authoring asks for the password again when it was not entered in 15 minutes.
 * Drawn once the choices are loaded (the page's loader reads them first): a select drawn
 * before its options would lose the member's current value.
 */
export function MemberChangeForm({ member }: { member: MemberDetail }) {
  const options = useAdminOptions();
  if (!options.data) {
    return (
      <Panel title="Change record" id="change-record">
        <p role={options.isError ? 'alert' : 'status'}>
          {options.isError
            ? 'The choices of providers and courses could not be loaded. Reload the page to try again.'
            : 'Loading the choices…'}
        </p>
      </Panel>
    );
  }
  return <ChangeForm member={member} options={options.data} />;
}

function ChangeForm({ member, options }: { member: MemberDetail; options: AdminOptions }) {
  const queryClient = useQueryClient();
  const update = useUpdateMember(member.id);
  const { guard, dialog } = useReauthGuard();
  const form = useForm({
    fields: defaultsOf(member),
    schema: schema,
    // A change of what the member may do asks for the password again (the server's rule,
    // decision 0076), so the permission is only sent when it changes.
    submit: ({ can_write_articles, ...values }) =>
      can_write_articles === member.can_write_articles
        ? update.mutateAsync(values)
        : guard(() => update.mutateAsync({ ...values, can_write_articles })),
    reload: async () =>
      defaultsOf(await queryClient.fetchQuery({ ...memberQuery(member.id), staleTime: 0 })),
    onSuccess: () => 'The member’s record is saved.',
  });
  const schoolId = Number(form.values['school_id']) || null;
  const schools = options.schools;
  const courses = schools.find((s) => s.id === schoolId)?.courses ?? [];

  return (
    <Panel title="Change record" id="change-record">
      <Form form={form} submitLabel="Save changes" busyLabel="Saving…">
        <SelectField
          label="Type"
          placeholder="Choose a type"
          options={memberTypes.map((t) => ({ value: t, label: memberTypeLabel[t] }))}
          {...form.field('type')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Learning provider"
            hint="Learners only."
            placeholder="None"
            options={schools.map((s) => ({ value: s.id, label: s.title }))}
            {...form.field('school_id')}
          />
          <SelectField
            label="Course"
            hint="A course of the chosen learning provider."
            placeholder={schoolId ? 'None' : 'Choose a learning provider first'}
            options={courses.map((c) => ({ value: c.id, label: c.title }))}
            {...form.field('course_id')}
          />
          <ComboboxField
            label="Employer"
            hint="Employer users only. Type part of its name; leave it empty for none."
            noun={{ one: 'employer', many: 'employers' }}
            lookup={lookupEmployers}
            optional
            defaultLabel={member.employer?.title ?? ''}
            onChoose={form.onChange}
            {...form.field('employer_id')}
          />
          <TextField label="Funding end date" type="date" {...form.field('funded_until')} />
        </div>
        <CheckboxField {...form.checkbox('can_write_articles')}>
          Can write insights (the “My insights” area)
        </CheckboxField>
      </Form>
      {dialog}
    </Panel>
  );
}
