import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";

/**
 * A first and last day for a filter form sent by GET (the inbox, the commission report, the
 * dashboard): two date fields named `from` and `to`, labelled as the page says it.
 */
export function DayRangeFields({
  idPrefix,
  labels,
  from,
  to,
  required = false,
}: {
  /** Makes the fields' ids unique on the page: `${idPrefix}-from`. */
  idPrefix: string;
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
  required?: boolean;
}) {
  return (["from", "to"] as const).map((end) => (
    <Field key={end}>
      <FieldLabel htmlFor={`${idPrefix}-${end}`}>{labels[end]}</FieldLabel>
      <Input
        id={`${idPrefix}-${end}`}
        name={end}
        type="date"
        defaultValue={(end === "from" ? from : to) ?? ""}
        required={required}
      />
    </Field>
  ));
}
