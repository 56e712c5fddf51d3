import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { controlClass, FieldShell } from './form/field-shell';

// ComponentProps includes `ref` (a plain prop in React 19), so `{...register(name)}` from
// react-hook-form reaches the input along with the rest.
interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input with an optional hint and an error tied to it for screen readers. */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          type="text"
          {...control}
          className={cn(controlClass(error), 'placeholder:text-slate-500')}
          {...input}
        />
      )}
    </FieldShell>
  );
}
