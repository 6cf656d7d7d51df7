/**
 * The layers of docs/architecture.md, enforced: `npm run check:layers` (run by `npm test` and CI) fails on an
 * import that crosses a layer the wrong way. Type-only imports count: a component that imports a database
 * type depends on the database's shape. Tests may reach across layers to set up what they check.
 */
const TESTS = "\\.(int\\.)?test\\.tsx?$";

/** Everything a layer may not import, as [name, from, forbidden target, comment, extra `to` conditions]. */
const layers = [
  ["domain-is-pure", "^src/domain/", "^src/(?!domain/)|^scripts/|^e2e/", "src/domain holds the spec's rules as pure functions: it imports only src/domain (and zod)."],
  ["view-models-are-plain-data", "^src/view-models/", "^src/(?!domain/|view-models/)", "View models are plain data types shared by services and components; they import only domain types."],
  ["contracts-are-shared-by-forms-and-apis", "^src/contracts/", "^src/(?!contracts/|domain/|lib/)|^scripts/|^e2e/|(^|/)node_modules/(?!zod/)", "src/contracts holds what a form (or page) and its API handler share, one folder per feature: the zod request schemas, their messages and the answers' types. It imports only src/domain, src/lib and zod: never server, component or route code."],
  ["lib-is-shared-by-client-and-server", "^src/lib/", "^src/(server|components|app|contracts)/", "src/lib holds utilities shared by browser and server code (the contracts build on them): it may not import contract, server, component or route code."],
  ["config-is-plain", "^src/config/", "^src/(?!config/)", "src/config is the platform's configuration that next.config.ts loads as well as the server (outside the app's module graph): plain constants, importing nothing of src."],
  ["ui-is-generic", "^src/components/ui/", "^src/(?!components/ui/|lib/)", "Generic UI components know nothing of the product: only other ui components and src/lib."],
  ["components-do-not-reach-the-server", "^src/components/", "^src/(server|app)/", "Components get plain data (src/view-models) from services; they never import server or route code."],
  ["server-does-not-import-ui-or-routes", "^src/server/", "^src/(components|app)/", "Server code produces view models; it does not import components or routes."],
  ["only-data-access-queries", "^src/(?!server/(db|data)/|server/platform-server\\.ts$|demo/|test/)", "^src/server/db/(client\\.ts$|schema/)", "Every query lives in src/server/data: nothing else imports the database client or schema (their types may be named).", { dependencyTypesNot: ["type-only"] }],
  ["data-access-is-below-services", "^src/server/data/", "^src/server/(services|leads|search|http|sites|adapters|media|pdf)/", "Data access depends only on the database, domain and lib."],
  ["search-is-below-services", "^src/server/search/", "^src/server/(services|http|adapters|pdf)/", "Search is used by services and routes, not the other way round."],
  ["services-do-not-speak-http", "^src/server/(services|leads|search|sites|data)/", "^src/server/http/", "Services return data or throw; turning that into HTTP responses is the routes' (and src/server/http's) job."],
  ["geo-stands-alone", "^src/server/geo/", "^src/server/(?!geo/)", "src/server/geo answers postcode look-ups from its bundled dataset: it needs no database, service or configuration, only src/domain."],
  ["content-stands-alone", "^src/server/content/", "^src/(server/(?!content/)|app|components)/", "src/server/content turns dealer-written HTML into safe HTML with one allow-list: it needs nothing else of the server."],
  ["adapters-stand-alone", "^src/server/adapters/", "^src/server/(?!config\\.ts|logger\\.ts|adapters/)", "An adapter wraps one outside service; it depends only on config and the logger."],
  ["product-does-not-import-demo", "^src/(?!demo/|test/|server/media/)(?!server/platform-server\\.ts$)", "^src/demo/", "The demo world (seed data, drawn pictures) is not part of the product: only start-up seeding (platform-server) and src/server/media, the one door to the demo's drawn pictures and logos, use it."],
  ["shoppers-do-not-import-the-console", "^src/(app/\\(sites\\)/|components/(?!console/))", "^src/(app/\\(console\\)/|components/console/|server/console/)", "The dealer console is its own route group and root layout: nothing under the shoppers' routes or components imports console code, so none of it can reach a shopper's page or first-load script."],
  ["leads-are-below-services", "^src/server/leads/", "^src/server/services/", "A lead from form to dealer (intake, delivery, the dealer's copies) is used by services (reservations, trade-in) and routes; it never calls back into a service, so the two cannot form a cycle."],
  ["services-do-not-read-the-request", "^src/server/(services|leads|search|sites|data)/", "^node_modules/next/(headers|server)", "Cookies and headers are read by the route handler (or src/server/http) and passed in: a service works the same from a page, a route, a job or a test."],
  ["demo-does-not-import-services", "^src/demo/", "^src/(server/(services|search|http|sites|data)|app|components)/", "The demo generator writes rows and draws pictures; it does not run the product's services (it may name their types).", { dependencyTypesNot: ["type-only"] }],
];

module.exports = {
  required: [
    {
      name: "server-modules-are-server-only",
      severity: "error",
      comment:
        "Every server module imports 'server-only', so a client component that reaches it fails the build instead of shipping server code. Exceptions: what the proxy (config, host) and drizzle-kit (schema, JSON shapes) load outside the server's module graph.",
      module: { path: "^src/server/", pathNot: `${TESTS}|^src/server/((config|tenancy/host|db/json-types)\\.ts$|db/schema/)` },
      to: { path: "node_modules/server-only/" },
    },
  ],
  forbidden: [
    ...layers.map(([name, from, to, comment, extra = {}]) => ({
      name,
      comment,
      severity: "error",
      from: { path: from, pathNot: TESTS },
      to: { path: to, ...extra },
    })),
    {
      name: "no-circular",
      comment: "Import cycles make load order matter and layers meaningless (a cycle closed only by type imports is harmless).",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true, pathNot: TESTS, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "declared-dependencies-only",
      comment: "Import only packages declared in package.json.",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "platform-imports-dependencies",
      comment: "Code the platform runs (src/, not its tests) imports dependencies, not devDependencies: a production install leaves those out.",
      severity: "error",
      from: { path: "^src/", pathNot: `${TESTS}|^src/test/` },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|\\.data|\\.e2e-data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
