import { TextField } from '~/components/text-field';

/** First and last name side by side: every sign-up and enquiry form starts with them. */
export function NameFields({ fieldError }: { fieldError: (name: string) => string | undefined }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        name="first_name"
        autoComplete="given-name"
        required
        error={fieldError('first_name')}
      />
      <TextField
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        required
        error={fieldError('last_name')}
      />
    </div>
  );
}
