import { Form } from "react-router";
import { selectClass } from "#app/components/admin/admin-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A back-office list's filters: sent to the page itself (GET), so the choice is in the address
 * and works before scripts load, with one "Show" button after the fields.
 */
export function FilterForm({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" className={cn("flex flex-wrap items-end gap-3", className)}>
      {children}
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}

/** One labelled choice of a filter form; `anyLabel` names the choice that filters nothing out. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  anyLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} name={name} defaultValue={defaultValue} className={selectClass}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {children}
      </select>
    </Field>
  );
}

/** Options for records chosen by name: users, lenders. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
