import { useId, type ReactNode } from 'react';

/**
 * A list with a name for screen readers ("Tags", "Course details"). The name comes from a
 * hidden element through aria-labelledby: aria-label is not meant for a <ul> (html-validate's
 * aria-label-misuse), and the list is still announced with its name.
 */
export function LabelledList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <span id={id} hidden>
        {label}
      </span>
      <ul aria-labelledby={id} className={className}>
        {children}
      </ul>
    </>
  );
}
