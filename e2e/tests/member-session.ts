// One sign-in per journey file: sign-in is limited to 5 attempts a minute per address, so a
// file signs in once, keeps the session's cookies, and every test in it starts signed in.
import os from 'node:os';
import path from 'node:path';
import { test } from './base-test.ts';
import { signIn } from './fixtures.ts';

export function signedInAs(email: string) {
  const file = path.join(os.tmpdir(), `tig-e2e-${process.pid}-${email}.json`);
  // In file order, on one worker: the session is made once and shared.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signIn(page, email);
    await context.storageState({ path: file });
    await context.close();
  });
  test.use({ storageState: file });
}
