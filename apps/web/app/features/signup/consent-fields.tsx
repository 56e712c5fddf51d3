import { Link } from 'react-router';
import { consentWording } from '@techgold/contracts/signup-constants';
import { textLinkClass } from '~/components/button-styles';
import { CheckboxField } from '~/components/form/checkbox-field';
import { paths } from '~/lib/paths';

/** The two preferences of SPEC §3; their wording is what the consent record keeps. */
export function PreferenceFields() {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold text-navy-950">Keeping in touch (optional)</legend>
      <CheckboxField name="alerts_preference">{consentWording.alerts}</CheckboxField>
      <CheckboxField name="marketing_preference">{consentWording.marketing}</CheckboxField>
    </fieldset>
  );
}

/** The statement shown beside the submit button, kept word for word with each submission. */
export function PrivacyStatement({ kind }: { kind: 'account' | 'enquiry' }) {
  const [before] = consentWording[kind].split('privacy notice');
  return (
    <p className="text-sm text-slate-600">
      {before}
      <Link to={paths.privacy()} className={textLinkClass}>
        privacy notice
      </Link>
      .
    </p>
  );
}
