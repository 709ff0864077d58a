import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";

function shown(answer: AdminFormResult) {
  const html = renderToStaticMarkup(<FormAnswer answer={answer} />);
  return { role: /role="(\w+)"/.exec(html)?.[1], html };
}

describe("a back-office action's answer, said under its form", () => {
  it("reads the answer's status: done is a status line, refused an alert", () => {
    const done = shown({ intent: "create", status: "success", message: "Added Harbour Finance." });
    expect(done.role).toBe("status");
    expect(done.html).toContain("Added Harbour Finance.");

    const refused = shown({ intent: "create", status: "error", message: "Already on the panel." });
    expect(refused.role).toBe("alert");
    expect(refused.html).toContain("Already on the panel.");
  });
});
