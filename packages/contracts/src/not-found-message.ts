// SPEC §8's not-found text on its own: the site's error page is part of every public page's
// shell, which must not carry all of messages.ts (the public JavaScript budget, decision 0032).
export const notFoundMessage = "Oops, we cannot find the page you're looking for.";
