/** Paths the JSON API owns; every other path is a page (rendered by React Router). */
const API_PREFIXES = ['/api/', '/sanctum/', '/dev/'];

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
