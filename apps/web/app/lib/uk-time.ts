// UK dates and times: one rule for the console's pages and the server's CSV exports, kept in
// the contracts (packages/contracts/src/uk-time.ts) so both spell them alike.
export * from '@techgold/contracts/uk-time';
