import { Form, Link } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import {
  FormNotice,
  LabelledOptions,
  Panel,
  selectClass,
} from "#app/components/admin/admin-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { adminPaths } from "#app/paths.ts";
import { plural } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { mergeLenderMessages } from "#app/schemas/admin-lenders.ts";

type Named = { id: string; name: string };

type MergeChoice = {
  fromId: string | null;
  intoId: string | null;
  preview: { from: Named; into: Named; submissions: number } | null;
  unusable: boolean;
};

function LenderSelect({
  id,
  name,
  label,
  lenders,
  chosen,
}: {
  id: string;
  name: string;
  label: string;
  lenders: Record<string, string>;
  chosen: string | null;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={chosen ?? ""} className={selectClass}>
        <option value="">Choose a lender</option>
        <LabelledOptions labels={lenders} />
      </select>
    </div>
  );
}

/**
 * "Merge lenders": the admin chooses the lender that goes and the one that stays (a plain GET,
 * so it works without scripts), then confirms on a form naming both and how many submissions
 * move. The merged lender leaves the panel.
 */
export function LenderMergePanel({
  lenders,
  merge,
  answer,
}: {
  lenders: Named[];
  merge: MergeChoice;
  answer: AdminFormResult | undefined;
}) {
  const { preview } = merge;
  const done = answer?.status === "success";
  const names = Object.fromEntries(lenders.map((lender) => [lender.id, lender.name]));
  const choices = [
    {
      id: "merge-from",
      name: "merge",
      label: "Lender to merge (it leaves the panel)",
      chosen: merge.fromId,
    },
    { id: "merge-into", name: "into", label: "Lender that stays", chosen: merge.intoId },
  ];
  return (
    <Panel title="Merge lenders" id="merge-lenders">
      <p className="mb-4 text-muted">
        When two lenders on the panel are one, merge them: every submission to the lender merged
        moves to the one that stays, and the lender merged leaves the panel.
      </p>
      <div className="mb-4">
        <FormAnswer answer={answer} />
      </div>
      <Form method="get" action={`${adminPaths.lenders}#merge-lenders`} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {choices.map((choice) => (
            <LenderSelect
              key={choice.name}
              {...choice}
              lenders={names}
              chosen={done ? null : choice.chosen}
            />
          ))}
        </div>
        <Button type="submit" variant="outline">
          Review the merge
        </Button>
      </Form>
      {merge.unusable && !done ? (
        <div className="mt-4">
          <FormNotice kind="error">
            {merge.fromId && merge.fromId === merge.intoId
              ? mergeLenderMessages.same
              : mergeLenderMessages.choose}
          </FormNotice>
        </div>
      ) : null}
      {preview && !done ? (
        <Form method="post" className="mt-4 space-y-3 rounded-xl border-2 border-danger-700 p-4">
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="fromId" value={preview.from.id} />
          <input type="hidden" name="intoId" value={preview.into.id} />
          <p className="font-semibold text-ink">
            Merge {preview.from.name} into {preview.into.name}?
          </p>
          <p className="text-ink">
            {preview.submissions
              ? `${plural(preview.submissions, "submission")} to ${preview.from.name} will move to ${preview.into.name}.`
              : `No submission names ${preview.from.name}.`}{" "}
            {preview.from.name} leaves the panel. This cannot be undone.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="danger">
              Merge {preview.from.name} into {preview.into.name}
            </Button>
            <Link to={adminPaths.lenders} className="font-semibold text-brand-700 underline">
              Cancel
            </Link>
          </div>
        </Form>
      ) : null}
    </Panel>
  );
}
