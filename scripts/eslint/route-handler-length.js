/**
 * A route's loader and action hand their work to a server module (`app/server/…`), as the
 * lead page does with `loadLeadPage` and its intent table: past a few lines, one of them is
 * doing that module's work in the route.
 */
const handlerNames = new Set(["loader", "action", "clientLoader", "clientAction"]);

/** @type {import("eslint").Rule.RuleModule} */
export const routeHandlerLength = {
  meta: {
    type: "suggestion",
    docs: { description: "Keep a route's loader and action to a few lines" },
    schema: [{ type: "object", properties: { max: { type: "integer", minimum: 1 } } }],
    messages: {
      tooLong:
        "The route's {{name}} is {{lines}} lines (at most {{max}}): move its work to a server module.",
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 15;
    function check(name, node) {
      if (!handlerNames.has(name)) return;
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max) context.report({ node, messageId: "tooLong", data: { name, lines, max } });
    }
    return {
      "Program > ExportNamedDeclaration > FunctionDeclaration"(node) {
        check(node.id?.name, node);
      },
      "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator"(node) {
        if (node.id.type === "Identifier" && node.init) check(node.id.name, node.init);
      },
    };
  },
};
