import { PASSWORD_MIN_LENGTH } from '@techgold/contracts/constants';

/** The password rules (SPEC §5 plus the minimum length), shown beside the field. */
export function PasswordHint() {
  return (
    <>
      <p>Your password needs:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>at least {PASSWORD_MIN_LENGTH} characters</li>
        <li>upper and lower case letters</li>
        <li>at least one number</li>
      </ul>
    </>
  );
}
