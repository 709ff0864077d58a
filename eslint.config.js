import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { routeHandlerLength } from "./scripts/eslint/route-handler-length.js";

const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
};
delete importSettings["import-x/resolver"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Effects that reset UI state on navigation are intended.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Layers point one way: content, schemas, config and browser helpers are shared data and
    // rules; components build on them; routes build on everything; server code never imports
    // a route or a component. No module imports another that imports it back.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Thin routes: a loader or action hands its work to a server module.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { house: { rules: { "route-handler-length": routeHandlerLength } } },
    rules: { "house/route-handler-length": ["error", { max: 15 }] },
  },
  {
    // A server function that does several things reads as several functions, each named.
    files: ["server/**/*.ts", "app/server/**/*.ts", "app/**/*.server.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Tests may call a route's loader or action as a function; the code under test may not.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app/content", "./app/schemas", "./app/config", "./app/paths.ts"],
              from: ["./app/components", "./app/routes", "./app/server"],
              message:
                "Content, schemas and configuration are data and rules: they import no UI, route or server code.",
            },
            {
              target: "./app/lib",
              from: ["./app/components", "./app/routes", "./app/server"],
              message: "Browser helpers import no UI, route or server code.",
            },
            {
              target: "./app/components",
              from: ["./app/routes", "./app/server"],
              message: "Components import no route module and no server code.",
            },
            {
              target: ["./app/server", "./server", "./scripts", "./bench"],
              from: ["./app/routes", "./app/components"],
              message: "Server code never imports a route module or a component.",
            },
          ],
        },
      ],
    },
  },
  {
    // Dates, times, money and figures are written by one module each: a date or a sum
    // formatted anywhere else drifts from the way the rest of the site writes it.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    // The modules (the UK clock is the dates' own, apart so a form's stamp loads alone), and
    // their tests, which watch when a formatter is made.
    ignores: [
      "app/lib/{dates,uk-clock,money,numbers}.ts",
      "app/lib/{dates,uk-clock,money,numbers}.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: "Write dates and times with app/lib/dates.ts (or uk-clock.ts).",
        },
        {
          selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
          message: "Write pounds with app/lib/money.ts and other figures with app/lib/numbers.ts.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message:
            "Write dates, pounds and figures with app/lib/dates.ts, money.ts and numbers.ts.",
        },
        {
          selector: "TemplateElement[tail=false][value.raw=/£$/]",
          message: "Write pounds with app/lib/money.ts.",
        },
        {
          selector: "JSXText[value=/£$/] + JSXExpressionContainer",
          message: "Write pounds with app/lib/money.ts.",
        },
      ],
    },
  },
);
