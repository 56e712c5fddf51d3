import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

// What every public page loads: the root (document, header, footer, error pages), the two
// marketing layouts and the hero and section every marketing page is built from.
const shellEntries = [
  'app/root.tsx',
  'app/layouts/marketing.tsx',
  'app/layouts/marketing-light.tsx',
  'app/components/page-hero.tsx',
  'app/components/section.tsx',
  // SPEC §9's constants: a few bytes every page may carry, cheaper inside the shell than as
  // a file of their own that nearly every page would fetch anyway.
  '../../packages/contracts/src/constants.ts',
  // Tabs on the home page and in the member area's dashboard.
  'app/components/use-roving-tabs.ts',
  // The labelled field and the alert: the newsletter bar on the home and audience pages and
  // every public form use them. As two small files of their own they cost those pages more
  // (requests, imports, gzip framing) than the few hundred bytes they add to the rest.
  'app/components/text-field.tsx',
  'app/components/alert.tsx',
].map((file) => path.resolve(import.meta.dirname, file));
let shell: Set<string> | undefined;

// The one form (decision 0080) as one file: every public form page loads all of it, and left to
// itself the bundler splits it into five or six files of a few hundred bytes each (the form,
// the result message, the error-text rule), which cost a page more than the bytes themselves. What a
// form needs from its first submit on (form-engine.ts, the error summary) is loaded on focus.
const oneFormModules = new Set([
  ...[
    'app/components/form/use-form.ts',
    'app/components/form/form.tsx',
    'app/components/form/leave-guard.ts',
    'app/components/form/form-types.ts',
    'app/components/form/use-error-title.ts',
    'app/components/result/result-message.tsx',
    'app/lib/error-text.ts',
  ].map((file) => path.resolve(import.meta.dirname, file)),
]);

// The sign-up forms' shared parts (name, gender and ethnicity, preferences and consent, the
// honeypot, the field controls and the lists they offer) as one file: the two one-step sign-ups
// load all of it, the two two-step ones with step 2. Left to itself the bundler makes seven
// files of 100-1,100 bytes, and their framing put those pages over the budget.
const signupModules = new Set(
  [
    'app/features/signup/person-fields.tsx',
    'app/features/signup/consent-fields.tsx',
    'app/features/signup/signup-form.tsx',
    'app/api/signup.ts',
    'app/components/form/honeypot-field.tsx',
    'app/components/form/options.ts',
    'app/components/form/checkbox-field.tsx',
    'app/components/form/select-field.tsx',
    'app/components/form/textarea-field.tsx',
    'app/components/form/equality-data-note.tsx',
    '../../packages/contracts/src/signup-constants.ts',
  ].map((file) => path.resolve(import.meta.dirname, file)),
);

// The public forms' sentences of SPEC: named, or the first manual chunk that imports them (the
// sign-up fields) takes them along and sign-in would load the sign-up fields for them.
const messageModules = new Set(
  ['messages.ts', 'form-messages.ts'].map((file) =>
    path.resolve(import.meta.dirname, '../../packages/contracts/src', file),
  ),
);

// The quotes and the newsletter bar: the four audience pages load both. Kept as one file even
// when the staff console's previews import the quotes alone, which would otherwise split them.
const marketingBlocks = new Set(
  ['app/components/quotes-box.tsx', 'app/components/subscribe-bar.tsx'].map((file) =>
    path.resolve(import.meta.dirname, file),
  ),
);

/**
 * Our modules the shell entries import, directly or not. (Nearly) every public page loads all
 * of them, so they travel as one chunk with React and React Router instead of a dozen small
 * files: fewer requests, and gzip packs one file tighter than many.
 */
function shellModules(getModuleInfo: ModuleInfo): Set<string> {
  if (shell) return shell;
  const found = new Set<string>();
  const stack = [...shellEntries];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id) || id.includes('node_modules')) continue;
    found.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  shell = found;
  return found;
}

// A marketing page's JavaScript budget is 125 KB gzipped, React and React Router included
// (docs/decisions/0032); the build settings below are part of meeting it.
/**
 * The block editor's image and attachment tools bundle an old webpack global shim that finds
 * the global object with `new Function("return this")()`. The page CSP has no 'unsafe-eval',
 * so the browser blocks it and reports a violation each time an editor loads (the shim then
 * falls back to `window`). `globalThis` is the same object without eval (decision 0083).
 */
function noGlobalEvalProbe(): Plugin {
  const probe = 'new Function("return this")()';
  return {
    name: 'techgold:no-global-eval-probe',
    transform(code, id) {
      if (!/@editorjs\/(?:image|attaches)\//.test(id) || !code.includes(probe)) return null;
      return { code: code.replaceAll(probe, 'globalThis'), map: null };
    },
  };
}

/**
 * Vite wraps every `import()` in a loader that first adds <link rel=modulepreload> for the
 * imported file's own imports (and their CSS). Here no lazily loaded file brings CSS of its own
 * (the site has one stylesheet), and the files they import are loaded by the browser as it
 * reads the module anyway, so the loader only calls `import()`: half a kilobyte less for every
 * page with a form, whose schema is such an import (0080, the budget of 0032), and no link the
 * policy's 'strict-dynamic' would have to judge (0083). `build.modulePreload: false` below
 * keeps the lists of files out of the chunks too.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'techgold:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    noGlobalEvalProbe(),
    plainDynamicImports(),
  ],
  build: {
    // The server sends a strict CSP: keep every asset a real file, never a data: URI.
    assetsInlineLimit: 0,
    // No preload lists in lazy imports (see plainDynamicImports).
    modulePreload: false,
    // Terser packs React and React Router about 3% tighter than esbuild. The server's bundle
    // is never downloaded: left readable, a CPU profile (`npm run bench -- --profile`) and a
    // stack trace in the log name the app's own functions.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfo }) {
              if (shellModules(getModuleInfo).has(id)) return 'shell';
              // Vite's loader of lazy imports (a one-line function, see plainDynamicImports)
              // goes with the shell: a page whose only lazy import is a deferred part (the
              // newsletter bar) must not fetch the one form's file for it.
              if (id === '\0vite/preload-helper.js') return 'shell';
              // React travels with the shell, named here: otherwise the first manual chunk
              // that reaches it (the one form) takes it along.
              if (/[\\/]node_modules[\\/]react[\\/]/.test(id)) return 'shell';
              if (marketingBlocks.has(id)) return 'marketing-blocks';
              if (signupModules.has(id)) return 'signup-fields';
              if (messageModules.has(id)) return 'messages';
              return oneFormModules.has(id) ? 'one-form' : undefined;
            },
          },
        },
  },
}));
