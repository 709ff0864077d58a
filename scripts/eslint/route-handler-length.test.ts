import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { routeHandlerLength } from "./route-handler-length.js";

RuleTester.describe = describe;
RuleTester.it = it;

const lines = (count: number) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};`);
const handler = (head: string, body: number) => [head, ...lines(body), "}"].join("\n");

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } }).run(
  "route-handler-length",
  routeHandlerLength,
  {
    valid: [
      { code: handler("export async function loader() {", 13), options: [{ max: 15 }] },
      { code: handler("export const action = async () => {", 13), options: [{ max: 15 }] },
      // Any other function of the route module (its component, a helper) is not a handler.
      { code: handler("export default function Page() {", 40), options: [{ max: 15 }] },
      { code: handler("function loader() {", 40), options: [{ max: 15 }] },
    ],
    invalid: [
      {
        code: handler("export async function loader() {", 14),
        options: [{ max: 15 }],
        errors: [{ messageId: "tooLong", data: { name: "loader", lines: 16, max: 15 } }],
      },
      {
        code: handler("export const action = async () => {", 20),
        options: [{ max: 15 }],
        errors: [{ messageId: "tooLong", data: { name: "action", lines: 22, max: 15 } }],
      },
      {
        code: handler("export function clientLoader() {", 16),
        errors: [{ messageId: "tooLong" }],
      },
    ],
  },
);
