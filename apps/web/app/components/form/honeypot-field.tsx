import { TextField } from '~/components/text-field';

/**
 * A field for bots: off screen, out of the tab order and hidden from screen readers, so a
 * person never meets it. If the server says it was filled (a browser autofilled it), it is
 * shown with the server's message so the person can clear it and send again.
 */
export function HoneypotField({ id, name, error }: { id?: string; name: string; error?: string }) {
  if (error) {
    return (
      <TextField
        id={id}
        label="Leave this field empty"
        name={name}
        error={error}
        autoComplete="off"
      />
    );
  }
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
