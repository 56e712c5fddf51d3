import type { ReactNode, Ref } from 'react';

/** The centred card the sign-in, signed-out and set-password screens sit in. */
export function AuthCard({
  title,
  intro,
  children,
  headingRef,
}: {
  /** For moving focus to the heading when the card changes in place. */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-2xl font-bold tracking-tight text-navy-950 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
