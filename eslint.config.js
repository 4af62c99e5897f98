// The house rules that a build can check: the layers of the code (who may import whom), the
// React hooks rules and TypeScript's recommended rules. Formatting is oxfmt's job
// (eslint-config-prettier turns off the rules that would argue with a formatter). Why import
// zones and not dependency-cruiser: docs/decisions/016-one-clear-house.md.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = readdirSync(new URL("./client/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A zone: files under `target` may not import files under `from` (minus `except`), because `why`. */
const zone = (target, from, why, except) => ({
  target,
  from,
  message: `Layer rule: ${why}`,
  ...(except ? { except } : {}),
});

const LAYER_ZONES = [
  // The two apps.
  zone(
    "./worker",
    "./client",
    "the Worker never imports client/. Code both sides need goes in worker/contract/ (isomorphic rules and types) or content/ (editorial content).",
  ),
  zone(
    "./client",
    "./worker",
    "the client imports nothing of the Worker but worker/contract/ and the AppType type of worker/app.ts. Move what both sides need into worker/contract/.",
    ["./contract", "./app.ts"],
  ),
  zone(
    "./content",
    ["./client", "./scripts", "./tests"],
    "content/ is read by both apps, so it may import only itself and worker/contract/.",
  ),
  zone("./content", "./worker", "content/ is read by both apps, so it may import only itself and worker/contract/.", [
    "./contract",
  ]),
  zone(
    "./worker/contract",
    ["./content", "./client"],
    "worker/contract/ is the bottom layer that both apps import; it imports nothing but itself.",
  ),
  zone(
    "./worker/contract",
    "./worker",
    "worker/contract/ is the bottom layer that both apps import; it imports nothing but itself.",
    ["./contract"],
  ),

  // The Worker's layers: contract ← services ← routes ← app.
  zone(
    ["./worker/services", "./worker/email", "./worker/payments", "./worker/db", "./worker/auth", "./worker/edge"],
    ["./worker/routes", "./worker/app.ts", "./worker/index.ts"],
    "services, email, payments, db, auth and edge sit below the routes; a route composes them, never the other way round.",
  ),
  zone(
    ["./worker/services", "./worker/email", "./worker/payments", "./worker/db", "./worker/auth"],
    "./worker/edge",
    "the edge (the pages, head, feeds and sitemap the Worker serves) builds on services, email and payments, never the other way round. A helper both need, like escapeHtml, lives in worker/contract/.",
  ),
  zone(
    ["./worker/services", "./worker/email", "./worker/payments", "./worker/db"],
    "./worker/middleware",
    "services are plain functions that take their dependencies; they never import Hono middleware. Report a refusal with the Result type of worker/services/result.ts and let the route answer it.",
  ),
  zone(
    "./worker/routes",
    "./worker/db",
    "routes do no SQL. Put the query in a service (worker/services/) and take the database from c.var.db.",
  ),

  // The client's layers: components/ui, lib ← features ← pages ← app.
  zone(
    ["./client/lib", "./client/components", "./client/hooks", "./client/i18n"],
    ["./client/features", "./client/pages", "./client/app", "./client/prerender", "./client/main.tsx"],
    "client/lib, components, hooks and i18n are the bottom of the client: features, pages and the app build on them, not the other way round.",
  ),
  zone(
    "./client/features",
    ["./client/app", "./client/pages", "./client/prerender", "./client/main.tsx"],
    "a feature never imports client/app/ or a page. What the app shares with features lives in client/lib/; what composes features is a page.",
  ),
  zone(
    "./client/pages",
    ["./client/app", "./client/prerender", "./client/main.tsx"],
    "pages are composed by the app (client/app/); they don't import it. Shared types and hooks live in client/lib/.",
  ),
  ...FEATURES.map((feature) =>
    zone(
      `./client/features/${feature}`,
      "./client/features",
      `features are islands: client/features/${feature}/ may not import another feature. Move what several features need down into client/lib/ or client/components/, or compose the features in a page.`,
      [`./${feature}`],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      "**/.wrangler/",
      ".reports/",
      "migrations/",
      "worker/worker-configuration.d.ts",
      "client/public/",
      "seed/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.worker.json", "tsconfig.client.json", "tsconfig.node.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "tests/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/worker/app", "**/worker/app.ts"],
              allowTypeImports: true,
              message:
                "Layer rule: the client takes only the AppType *type* from worker/app.ts (import type), never the Worker's code.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='fetch'] > Literal[value=/^\\/api\\//].arguments:first-child",
          message:
            "Layer rule: the API is called through the typed client (client/lib/api-client.ts), never with a hand-written fetch URL.",
        },
        {
          selector:
            "CallExpression[callee.name='fetch'] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=/^\\/api\\//]",
          message:
            "Layer rule: the API is called through the typed client (client/lib/api-client.ts), never with a hand-written fetch URL.",
        },
      ],
    },
  },
  {
    files: ["worker/services/**/*.ts", "worker/email/**/*.ts", "worker/payments/**/*.ts", "worker/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "@hono/*"],
              message:
                "Layer rule: services never import Hono; they are plain functions taking their dependencies, tested without HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Layer rule: routes do no SQL. Put the query in a service and take the database from c.var.db.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract reaches the browser: its zod must be the jitless one (worker/contract/zod.ts).
    files: ["worker/contract/**/*.ts", "client/**/*.{ts,tsx}"],
    ignores: ["worker/contract/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Import z from worker/contract/zod.ts: it turns zod's eval probe off, which the CSP would report.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.{mjs,ts}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  prettier,
);
