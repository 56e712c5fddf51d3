/**
 * Why a form asks for gender and ethnicity (the privacy policy calls it information people
 * choose to give): said before the two questions, with the answer that gives nothing away.
 */
export function EqualityDataNote({ id }: { id?: string }) {
  return (
    <p id={id} className="text-sm text-slate-700 sm:col-span-2">
      We ask about gender and ethnicity to check that accredited courses reach everyone. The answers
      are used only in anonymised reports. If you would rather not say, choose ‘Prefer not to say’.
    </p>
  );
}
