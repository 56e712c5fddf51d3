// `npm run openapi`: writes the API's OpenAPI document (plugins/openapi.ts) to
// docs/openapi.json, built from the routes on a throwaway embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

export const OPENAPI_DOC = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

/** The document as docs/openapi.json holds it: formatted as `npm run lint` expects. */
export async function openApiText(document: unknown): Promise<string> {
  const options = (await prettier.resolveConfig(OPENAPI_DOC)) ?? {};
  return prettier.format(JSON.stringify(document), { ...options, filepath: OPENAPI_DOC });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, { ssr: false, workers: false });
  try {
    await app.ready();
    fs.writeFileSync(OPENAPI_DOC, await openApiText(app.swagger()));
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_DOC)}.`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
