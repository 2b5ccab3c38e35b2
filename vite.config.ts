import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { REPLAY_EARLY_INPUT } from './src/shared/early-input.ts';
import {
  FIRST_STRINGS_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  START_AFTER_FIRST_PAINT,
  STORED_USER_ATTRIBUTE,
} from './src/shared/first-paint.ts';

const webRoot = resolve('src/web');
// The API lives under /app and so does the client's src/web/app folder: in dev, serve real source
// files from disk and proxy everything else to the API.
const isSource = (url = '') => {
  try {
    return statSync(resolve(webRoot, `.${url.split('?')[0]}`)).isFile();
  } catch {
    return false;
  }
};

/**
 * Writes a .br and a .gz beside every text file of the build, which the server sends to browsers
 * that accept them (@fastify/static preCompressed): compressed once at build time at the highest
 * levels instead of on every request, and a third of the bytes on the wire.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'catalogo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The first render waits for the interface strings of one language (src/web/locales/resources.ts).
 * Their chunk's name is only known after the build, and the language only in the browser, so a
 * small inline script asks for the right one while the entry script downloads instead of after it
 * runs. It picks the language as lib/i18n.ts startLanguage does (`?lang=`, the stored choice, the
 * server-rendered page's, else the browser's).
 */
function preloadFirstStrings(): Plugin {
  return {
    name: 'catalogo:preload-first-strings',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fileOf = (lang: string) =>
          Object.values(ctx.bundle ?? {}).find(
            (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(`/locales/first-${lang}.ts`),
          )?.fileName;
        const en = fileOf('en');
        const pt = fileOf('pt-br');
        if (!en || !pt) return [];
        // A `?lang=` in the address, the stored choice, the server-rendered page's language, the
        // browser's. It also marks <html> when a user is stored (lib/storage.ts STORAGE_KEYS.user),
        // for the header's neutral account slot while a server-rendered page hydrates.
        const script = `(function(){var d=document.documentElement,q=/[?&]lang=(en|pt-BR)(&|$)/.exec(location.search),l=null;try{if(localStorage.getItem('user'))d.setAttribute(${JSON.stringify(STORED_USER_ATTRIBUTE)},'')}catch(e){}if(q)l=q[1];else{try{l=localStorage.getItem('lang')}catch(e){}}if(l!=='en'&&l!=='pt-BR'&&d.hasAttribute('data-ssr'))l=d.lang;if(l!=='en'&&l!=='pt-BR')l=/^en/i.test(navigator.language||'')?'en':'pt-BR';var f='/'+(l==='en'?${JSON.stringify(en)}:${JSON.stringify(pt)});if(d.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})){d.setAttribute(${JSON.stringify(FIRST_STRINGS_ATTRIBUTE)},f);return}var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=f;document.head.appendChild(k)})()`;
        // First in <head>: an inline script after a stylesheet would wait for it. A server-rendered
        // page loads the chunk with its other scripts, after its first paint (startAfterFirstPaint).
        // Then the keeper of taps and typing that come before hydration (decision 0024): listening
        // before anything is painted.
        return [
          { tag: 'script', children: script, injectTo: 'head-prepend' },
          { tag: 'script', children: REPLAY_EARLY_INPUT, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

function startAfterFirstPaint(): Plugin {
  return {
    name: 'catalogo:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: START_AFTER_FIRST_PAINT, injectTo: 'body' }],
    },
  };
}

/**
 * V8's explicit compile hint on the entry chunk: nearly every function in it (React, the router,
 * i18next, the query cache, the layout) runs while a page starts, and compiled lazily each one was
 * compiled on the main thread at its first call, inside the start-up tasks. With the hint the
 * whole file is compiled while it streams in, on a background thread (Chromium 136+; other engines
 * ignore the comment). Added after minification, which would drop it (issue 17).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  return {
    name: 'catalogo:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own (it puts the preload map at the top of the entry).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}

/**
 * The entry's stylesheet written into index.html as a <style>: a phone paints the page's static
 * first paint (src/web/styles/first-paint.css) as soon as the HTML is there, instead of one more
 * round trip later, while the scripts are still downloading. It is small (about 3 KB compressed);
 * route chunks keep their own stylesheet files.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'catalogo:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return link;
            // The disabled link is not fetched; Vite's preload helper takes it as the stylesheet
            // already loaded, instead of fetching it when a route's chunk that lists it loads.
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

const SONNER_STYLES = '\0sonner-styles.css';

/**
 * sonner (the toasts) writes its stylesheet into a <style> element when its module runs, which the
 * Content-Security-Policy refuses (style-src allows files and the hashed styles of index.html:
 * src/server/plugins/security-headers.ts). The build takes that same text out of the call and
 * gives it to Vite as a stylesheet of the toaster's chunk, loaded as a file like any other.
 */
function sonnerStylesAsFile(): Plugin {
  let css = '';
  return {
    name: 'catalogo:sonner-styles-as-file',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === SONNER_STYLES ? SONNER_STYLES : null),
    load: (id) => (id === SONNER_STYLES ? css : null),
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const call = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?$/m;
      const match = call.exec(code);
      // A new sonner that adds its styles another way: stop the build rather than break the policy.
      if (!match)
        this.error('sonner no longer calls __insertCSS("…"): update catalogo:sonner-styles-as-file');
      css = JSON.parse(match[1]) as string;
      return `import ${JSON.stringify(SONNER_STYLES)};\n${code.replace(call, '')}`;
    },
  };
}

/**
 * Rolldown's note of which plugins took most of a build (the precompression, on a loaded machine)
 * came with every e2e run's server build and every CI log: build speed is not what a build checks.
 */
const QUIET_CHECKS = { bundlerTimings: false };

const alias = [
  // React 19's own hook instead of the shim's fallback (see that file).
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: resolve(webRoot, 'lib/use-sync-external-store-shim.ts'),
  },
];

/** The names of the client build's assets, which the server render's markup names too. */
const ASSET_FILE_NAMES = 'assets/[name]-[hash:7][extname]';

/**
 * `vite build --ssr` (the second half of `npm run build`): entry-server.tsx, the server's render of
 * the public pages (decision 0017), as one ES module in dist/ssr that the server imports at start.
 * Packages stay in node_modules; the CSS modules yield the same class names as the client build.
 */
const serverBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: resolve(webRoot, 'entry-server.tsx'),
      checks: QUIET_CHECKS,
      // The files the server's markup names (an image a component imports) must be the client
      // build's: the same names as clientBuild's (seven hash characters), or a server-rendered page
      // asks for files that do not exist (the home page's two app-store marks were 404s).
      output: { assetFileNames: ASSET_FILE_NAMES },
    },
  },
});

const clientBuild = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    sonnerStylesAsFile(),
    preloadFirstStrings(),
    startAfterFirstPaint(),
    compileHints(),
    inlineEntryStyles(),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the page-weight test walks it to find what each route needs.
    manifest: true,
    // Every browser the product supports knows <link rel="modulepreload">; the polyfill only cost
    // a scan of the document and an observer at start (issue 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: QUIET_CHECKS,
      output: {
        // Seven hash characters instead of eight (the fewest rolldown allows for this many chunks), and the
        // entry's preload map carries every chunk's name to every visitor (112 names).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: ASSET_FILE_NAMES,
        // Everything the entry imports statically goes into the entry: every page downloads it
        // anyway, and one file compresses better than the several small shared chunks the
        // automatic splitting made of it (about 4 KB gzip less on the home page). Code loaded on
        // demand keeps its own chunks.
        //
        // The few small modules that the layout's own chunks (footer, consent bar) share with the
        // public pages go into one chunk: as files of their own they were a dozen requests made
        // before the first paint (each a round trip on a phone's network, six at a time) and
        // compressed worse than together (issue 17). So do the tiny helpers (digits, masks,
        // after-next-paint, use-media-query, format-locale, the day formatter: 100–1,400 bytes each) that
        // several public pages import: each file of its own was one more module preload inserted,
        // fetched and compiled in its own task after the first paint (19 → 11 scripts on the home
        // page, 21 → 14 on /companies, fewer bytes too; issue 17, session 24).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'public-shared',
              minShareCount: 2,
              test: /[\\/](@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useQuery|errorBoundaryUtils|IsRestoringProvider|QueryErrorResetBoundary|suspense)|query-core[\\/]build[\\/]modern[\\/]queryObserver)\.js|src[\\/]web[\\/]lib[\\/](api-answer|use-language|catalogue-queries|preloadable|after-next-paint|use-media-query|format-locale|use-server-text)\.|src[\\/]web[\\/]components[\\/]ui[\\/]load-failed\.|src[\\/]shared[\\/](limits|image-widths|lang|rules[\\/](digits|pattern-mask|date-format|sao-paulo-day|intl-formats|fuzzy))\.)/,
            },
            // The footer's and the company page's contact rules (CNPJ mask, URL and social-network
            // rules) in one chunk of their own, outside the home page's start (session 30: the
            // home script budget had no room for them beside the one date formatter).
            {
              name: 'contact-rules',
              minShareCount: 2,
              test: /src[\\/]shared[\\/]rules[\\/](cnpj-format|url|social-urls|phone|cep)\./,
            },
            // The account schemas (sign-in, sign-up, the password rules both share): one chunk for
            // the login and register modals and the profile, instead of three whose file names the
            // entry's preload map carries on every page (session 41: the home budget).
            {
              name: 'account-schemas',
              minShareCount: 2,
              test: /src[\\/]shared[\\/]schemas[\\/](auth|customer|password-fields)\./,
            },
            // The form kit every form of the product loads together (react-hook-form and its zod
            // resolver, the field and feedback components, the server's answer read into fields):
            // one file instead of seven whose names the entry's preload map carries on every page.
            {
              name: 'forms',
              minShareCount: 2,
              test: /[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|src[\\/](web[\\/](components[\\/]ui[\\/](form-field|form-feedback|settle-answer)|lib[\\/](server-errors|zod-form-resolver))|shared[\\/]messages[\\/]zod-issues)\./,
            },
            // The certification standards' names, which the company page and the catalogue's filter
            // share: a short file name, since the entry's preload map carries it on every page.
            {
              name: 'standards',
              minShareCount: 2,
              test: /src[\\/]shared[\\/]rules[\\/]certification-standards\./,
            },
            // The company page's embeds (map and video rules, the frame that waits for the page's
            // load) and the about page's video: one file instead of three tiny ones (session 25).
            {
              name: 'embeds',
              minShareCount: 2,
              test: /src[\\/](shared[\\/]rules[\\/](youtube|map-url)|web[\\/](components[\\/]ui[\\/]embed-frame|lib[\\/]after-page-load))\./,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/app': { target: 'http://localhost:3000', bypass: (req) => (isSource(req.url) ? req.url : undefined) },
      '/files': 'http://localhost:3000',
    },
  },
});

/*
 * React Router 7's package exports name only its development build, whose dev warnings
 * (ENABLE_DEV_WARNINGS, the one difference from dist/production) run in the browser: upstream
 * remix-run/react-router#14102, open. The client build takes the production build; the dev server
 * keeps the warnings, and the server render imports the package as Node resolves it.
 */
const routerProduction = {
  find: /^react-router$/,
  replacement: resolve('node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig((env) => {
  if (env.isSsrBuild) return serverBuild;
  if (env.command !== 'build') return clientBuild;
  return { ...clientBuild, resolve: { ...clientBuild.resolve, alias: [...alias, routerProduction] } };
});
