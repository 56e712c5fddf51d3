// Kept out of lib/paths.ts, which every public page loads (the JavaScript budget, 0032).
/**
 * Pages an emailed link opens that need sign-in first: the staff console (the enquiry email),
 * a member's data download and a new contact email's confirmation. Sign-in returns there (`/login?next=…`); nothing else is
 * followed, so `next` can never send anyone off the site.
 */
export function isReturnPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 500 &&
    /^\/(?:admin(?:[/?#]|$)|account\/privacy\/download\/|account\/contact-email\/)/.test(path)
  );
}
