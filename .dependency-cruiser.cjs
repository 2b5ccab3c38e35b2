// Boundaries (issue 31 item 3), checked on resolved paths by `npm run lint`, so a path spelled
// '../../modules/…', with '.ts', or through any alias is the same file. src/server/README.md and
// src/web/README.md say why each line is drawn where it is.
// A test file or a file of a test/ folder may import anything; only those are exempt from the rules
// (a file merely named test-*.ts among production files is not: it is checked like any other, and
// importing it from production code is refused as importing a test helper).
const notTests = '(\\.test\\.tsx?$|/test/)';
const testHelpers = '(\\.test\\.tsx?$|/test/|/test-[^/]*\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-server',
      comment: 'The web client never imports the server: what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'src/shared is the contract between web and server and depends on neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'server-lib-is-the-bottom',
      comment: 'src/server/lib holds plain helpers: no database, no plugin, no module.',
      severity: 'error',
      from: { path: '^src/server/lib/', pathNot: notTests },
      to: { path: '^src/server/(db|plugins|modules)/' },
    },
    {
      name: 'db-below-plugins-and-modules',
      comment: 'src/server/db is below the plugins and the modules: it never imports them.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: notTests },
      to: { path: '^src/server/(plugins|modules)/' },
    },
    {
      name: 'plugins-below-modules',
      comment:
        'Plugins serve every module; a module may use a plugin, never the reverse (no plugin reaches a module, least of all its repository).',
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: notTests },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'only-repositories-run-sql',
      comment:
        'Only a module’s *-repository.ts and src/server/db import drizzle-orm, pg or the schema (src/server/README.md).',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['-repository\\.ts$', '^src/server/db/', notTests],
      },
      to: {
        path: ['^src/server/db/schema/', 'node_modules/(drizzle-orm|pg|pg-copy-streams)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'modules-meet-through-services',
      comment:
        'A module reaches another module only through its service (*-service.ts): never its repository, routes or internals.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: notTests },
      to: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: ['^src/server/modules/$1/', '-service\\.ts$'],
      },
    },
    {
      name: 'no-cycles',
      comment: 'An import cycle ties two parts together so that neither can change alone.',
      severity: 'error',
      from: { path: '^src/', pathNot: notTests },
      // A cycle made only of type imports does not exist at run time (a prop type named back).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-features-apart',
      comment: 'A web feature never imports another feature: the app composes them (src/web/README.md).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-ui-is-generic',
      comment: 'components/ui takes data through props: no feature, no API client.',
      severity: 'error',
      from: { path: '^src/web/components/ui/' },
      to: { path: ['^src/web/features/', '^src/web/lib/(api-client|services)'] },
    },
    {
      name: 'test-helpers-stay-in-tests',
      comment: 'Production code never imports a test helper (they live in test/ folders).',
      severity: 'error',
      from: { path: '^src/', pathNot: notTests },
      to: { path: testHelpers },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Our own declaration files only: a package's types are how an import of it resolves.
    exclude: { path: '(^dist/|^src/.*\\.d\\.m?ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
