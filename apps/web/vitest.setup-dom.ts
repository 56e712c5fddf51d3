// Set-up for the jsdom tests (`*.dom.test.ts(x)`): jest-dom's matchers (toBeInTheDocument,
// toHaveFocus, toHaveAccessibleDescription…), and a clean document and stubs after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
