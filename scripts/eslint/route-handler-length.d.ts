import type { Rule } from "eslint";

export const routeHandlerLength: Rule.RuleModule;
