import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * Label, hint and error around one form control, laid out like TextField, with the hint and
 * error tied to the control for screen readers.
 */
export function FieldShell({
  id: givenId,
  label,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id; the one form gives each field one its error summary links to. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-navy-950">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  );
}

/** The border and size every text-like control shares (matches TextField). */
export const controlClass = (error?: string) =>
  cn(
    'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900',
    error ? 'border-2 border-red-700' : 'border-slate-500',
  );
