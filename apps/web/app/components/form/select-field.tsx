import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { controlClass, FieldShell } from './field-shell';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Select your gender'. */
  placeholder: string;
  hint?: string;
  error?: string;
}

/** A native select (works with every screen reader and phone), styled like the text fields. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          defaultValue=""
          {...select}
          className={cn(controlClass(error), 'appearance-auto pr-8')}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
