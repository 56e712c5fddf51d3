// Ids arrive in URLs and query strings: the one rule, shared with the web app's 404 for a
// malformed id in a page's address (`@techgold/contracts/ids`).
export { MAX_INT4, parseId } from '@techgold/contracts/ids';
