import type { FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { AdminSelectField, AdminTextField } from "#app/components/admin/admin-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { nearLenderMatch } from "#app/lib/lender-names.ts";

/** The panel's active lenders for a submission: those that fit the case first. */
export type LenderChoice = {
  fitting: string[];
  others: string[];
  /** The lender a "Submit to …" link chose, for the new submission form. */
  chosen: string | null;
};

/** Where a "Submit to …" link lands: the new submission form. */
export const recordSubmissionAnchor = "record-submission";

type TextField = FieldMetadata<string | undefined>;

/**
 * A submission's lender: chosen from the panel (lenders that fit the case first), or typed when
 * it is not on the panel. A name typed that nearly matches a panel lender comes back with the
 * question "Did you mean …?" and two buttons: use that lender, or add the typed one anyway;
 * everything typed stays.
 */
export function LenderChoiceFields({
  fields,
  error,
  panel,
  current,
  focus,
}: {
  fields: { lender: TextField; newLender: TextField };
  error: (name: "lender" | "newLender") => string | undefined;
  panel: LenderChoice;
  /** The lender of the submission edited, offered even when it left the panel. */
  current?: string;
  /** Focus the choice (a "Submit to …" link chose the lender). */
  focus: boolean;
}) {
  const { lender, newLender } = fields;
  useEffect(() => {
    if (focus) document.getElementById(lender.id)?.focus();
  }, [focus, lender.id]);
  const others =
    current && !panel.fitting.includes(current) && !panel.others.includes(current)
      ? [current, ...panel.others]
      : panel.others;
  // What the field holds now: the name sent, kept by the answer that questions it.
  const held = newLender.value ?? newLender.initialValue;
  const typed = typeof held === "string" ? held : "";
  const suggestion = newLender.errors?.length
    ? nearLenderMatch(typed, [...panel.fitting, ...others])
    : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdminSelectField
        field={lender}
        label="Lender"
        hint={panel.fitting.length ? "Lenders that fit this case come first." : undefined}
        error={error("lender")}
      >
        <option value="">Choose a lender</option>
        {panel.fitting.length ? (
          <optgroup label="Lenders that fit">
            {panel.fitting.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {others.length ? (
          <optgroup label={panel.fitting.length ? "Other lenders" : "Panel lenders"}>
            {others.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </AdminSelectField>
      <div className="space-y-3">
        <AdminTextField
          field={newLender}
          label="Or a lender not on the panel"
          hint="Its name, for an admin to check. Leave empty to use the lender chosen."
          autoComplete="off"
          error={error("newLender")}
        />
        {suggestion ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="useLender" value={suggestion} size="sm">
              Use {suggestion}
            </Button>
            <Button type="submit" name="createAnyway" value="on" size="sm" variant="outline">
              Add “{typed}” as a new lender
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
