import { useId, type ComponentProps, type ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  children: ReactNode;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export function CheckboxField({ id: givenId, children, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-slate-500 accent-navy-900"
        {...input}
      />
      <label htmlFor={id} className="text-slate-800">
        {children}
      </label>
    </div>
  );
}
