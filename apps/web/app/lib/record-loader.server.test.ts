import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeId } from './record-loader.server';

// The id in a detail URL: the server's own rule (a positive int4, @techgold/contracts/ids),
// anything else the not-found page.

function statusOf(text: string | undefined): number | null {
  try {
    routeId(text);
    return null;
  } catch (thrown) {
    // React Router's `data(null, { status })` is what the loader throws.
    const init = (thrown as { init?: { status?: number } }).init;
    return isRouteErrorResponse(thrown) ? thrown.status : (init?.status ?? -1);
  }
}

describe('routeId', () => {
  it('reads a positive int4, up to the largest the server accepts', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('987654321')).toBe(987654321);
    // Ten digits: the web copies of the rule refused these, the server does not.
    expect(routeId('1000000000')).toBe(1000000000);
    expect(routeId('2147483647')).toBe(2147483647);
  });

  it('answers 404 for anything else', () => {
    for (const text of ['2147483648', '0', '01', '-1', '+1', ' 1', '1.5', 'abc', '', undefined]) {
      expect(statusOf(text), String(text)).toBe(404);
    }
  });
});
