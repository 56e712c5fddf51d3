// The site's did:web identifier (W3C did:web method): the public address's host, with a port
// written as %3A, and any path segments after a colon each. Its DID document is served at
// /.well-known/did.json (routes.ts) from our own key store, never fetched over HTTP.

export function didWebOf(publicBaseUrl: string): string {
  const url = new URL(publicBaseUrl);
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => encodeURIComponent(decodeURIComponent(s)));
  return ['did:web', host, ...segments].join(':');
}
