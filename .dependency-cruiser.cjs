// Import rules Biome's noRestrictedImports cannot state: no import cycles anywhere, and the two directions
// every layer keeps (nothing imports app/; lib/ never imports components/). Biome keeps the per-folder rules
// (see biome.json and docs/ARCHITECTURE.md). Run by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes load order matter and hides which module owns what: move the shared part out.",
      from: {},
      to: { circular: true },
    },
    {
      name: "nothing-imports-app",
      severity: "error",
      comment:
        "app/ (pages, layouts, route files) sits on top of every layer; only app/, tests and bench import it.",
      from: { pathNot: "^(app|tests|bench)/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-components",
      severity: "error",
      comment:
        "lib/ does not import components/: move what both need into lib/, or the React code into components/.",
      from: { path: "^lib/" },
      to: { path: "^components/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|\\.data|drizzle|test-results|playwright-report)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
