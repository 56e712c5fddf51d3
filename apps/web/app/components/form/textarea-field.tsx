import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { controlClass, FieldShell } from './field-shell';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: string;
  error?: string;
}

export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          rows={3}
          {...control}
          {...textarea}
          className={cn(controlClass(error), 'resize-y')}
        />
      )}
    </FieldShell>
  );
}
