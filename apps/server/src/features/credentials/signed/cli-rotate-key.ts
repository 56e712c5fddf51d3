// Rotates the credential signing key (docs/decisions/0059):
//   npm run credentials:rotate-key -w @techgold/server                 the configured key file
//   npm run credentials:rotate-key -w @techgold/server -- --out FILE   write the rotated set to FILE
// With no key file yet, it creates one holding the first key. A new key is appended and signs
// from the next start (processes read their keys once); the
// older keys keep only their public halves, so they stay in the DID document and what they
// signed still verifies. Keys given inline (CREDENTIAL_SIGNING_KEYS) are rotated into --out,
// whose content then replaces the variable. Prints public keys only, never a secret.
import { loadConfig } from '../../../config.ts';
import { readKeyFile, rotateKeyFile, writeKeyFile } from './issuer-keys.ts';

const config = loadConfig();
const outIndex = process.argv.indexOf('--out');
const out = outIndex === -1 ? undefined : process.argv[outIndex + 1];
const source = config.credentialKeys;

/** The configured set; a key file that does not exist yet is a deployment's first key. */
async function currentKeys() {
  if (source.kind === 'inline') return source.file;
  try {
    return await readKeyFile(source.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { keys: [] };
  }
}

const current = await currentKeys();
const target = out ?? (source.kind === 'file' ? source.path : undefined);
if (!target) {
  console.error('Keys are given in CREDENTIAL_SIGNING_KEYS: pass --out FILE for the rotated set.');
  process.exit(1);
}
const rotated = await rotateKeyFile(current);
await writeKeyFile(target, rotated);
console.log(`Wrote ${rotated.keys.length} keys to ${target}. Signing from the next start with:`);
console.log(`  ${rotated.keys.at(-1)!.publicKeyMultibase}`);
console.log('Restart every process; keep the older keys in the set so earlier credentials verify.');
