import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { FieldError, FieldHint, RequirementTag, controlClass } from "#app/components/ui/field.tsx";
import {
  FieldFrame,
  controlAria,
  describedBy,
  errorId,
  frameAndControl,
  hintId,
  type CommonFieldProps,
} from "#app/components/forms/fields.tsx";

/** Choices (a list, radios, tick boxes), framed and tied to their hints and messages as the text fields are. */

/** A choice from a list, framed as the text fields are; its options are the children. */
export function SelectField({
  children,
  ...props
}: CommonFieldProps & Omit<ComponentProps<"select">, "id" | "required">) {
  const { frame, control } = frameAndControl<HTMLSelectElement, typeof props>(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={cn(controlClass, "min-h-12 py-2.5")}>
        {children}
      </select>
    </FieldFrame>
  );
}

export type ChoiceOption = { value: string; label: ReactNode; hint?: ReactNode };

type ChoiceGroupProps = {
  /** The id of the first control, which is where an error summary link takes the visitor. */
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  options: readonly ChoiceOption[];
  /** Options side by side on wider screens (yes/no questions). */
  inline?: boolean;
  className?: string;
  /** Shown under the option with this value (a GOV.UK conditional reveal). */
  conditional?: { value: string; content: ReactNode };
};

function ChoiceFieldset({
  id,
  legend,
  hint,
  error,
  required,
  optional,
  className,
  children,
}: Omit<ChoiceGroupProps, "name" | "options" | "inline" | "conditional"> & {
  children: ReactNode;
}) {
  return (
    <fieldset
      id={`${id}-group`}
      data-slot="choice-group"
      data-invalid={error ? "true" : undefined}
      aria-describedby={describedBy(hint ? hintId(id) : null, error ? errorId(id) : null)}
      className={cn("space-y-2", className)}
    >
      <legend className="mb-1.5 text-base font-semibold text-ink">
        {legend}
        <RequirementTag required={required} optional={optional} />
      </legend>
      {hint ? <FieldHint id={hintId(id)}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
      {children}
    </fieldset>
  );
}

const choiceRow =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-line bg-white px-3 py-2.5 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";
const choiceControl = "mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700";

function optionId(id: string, index: number) {
  return index === 0 ? id : `${id}-${index + 1}`;
}

export function RadioGroup({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ChoiceGroupProps & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const { id, name, options, inline, conditional } = props;
  return (
    <ChoiceFieldset {...props}>
      <div className={cn("grid gap-2", inline && "sm:flex sm:flex-wrap")}>
        {options.map((option, index) => (
          <label key={option.value} className={cn(choiceRow, inline && "sm:min-w-32")}>
            <input
              type="radio"
              id={optionId(id, index)}
              name={name}
              value={option.value}
              required={props.required}
              aria-describedby={option.hint ? `${optionId(id, index)}-hint` : undefined}
              className={choiceControl}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option.value }
                : { checked: value === option.value })}
              onChange={(event) => {
                if (event.currentTarget.checked) onValueChange?.(option.value);
              }}
            />
            <span>
              <span className="font-medium text-ink">{option.label}</span>
              {option.hint ? (
                <span id={`${optionId(id, index)}-hint`} className="block text-sm text-muted">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {conditional ? (
        <div
          data-conditional-for={conditional.value}
          hidden={value !== undefined && value !== conditional.value}
          className="ml-3 border-l-4 border-line pl-5"
        >
          {conditional.content}
        </div>
      ) : null}
    </ChoiceFieldset>
  );
}

export function CheckboxGroup({
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ChoiceGroupProps & {
  values?: readonly string[];
  defaultValues?: readonly string[];
  onValuesChange?: (values: string[]) => void;
}) {
  const { id, name, options, error } = props;
  return (
    <ChoiceFieldset {...props}>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} className={choiceRow}>
            <input
              type="checkbox"
              id={optionId(id, index)}
              name={name}
              value={option.value}
              aria-invalid={error ? true : undefined}
              className={cn(choiceControl, "rounded")}
              {...(values === undefined
                ? { defaultChecked: defaultValues?.includes(option.value) }
                : { checked: values.includes(option.value) })}
              onChange={(event) => {
                if (!onValuesChange || values === undefined) return;
                const checked = event.currentTarget.checked;
                onValuesChange(
                  checked
                    ? options
                        .map((o) => o.value)
                        .filter((v) => v === option.value || values.includes(v))
                    : values.filter((v) => v !== option.value),
                );
              }}
            />
            <span className="font-medium text-ink">{option.label}</span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** One tick box that answers a yes/no question on its own; posts "on" when ticked. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  onCheckedChange,
  onChange,
  ...input
}: Omit<CommonFieldProps, "onValueChange" | "required" | "optional"> &
  Omit<ComponentProps<"input">, "id" | "type"> & {
    onCheckedChange?: (checked: boolean) => void;
  }) {
  return (
    <div data-slot="field" className={cn("space-y-1.5", className)}>
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
      <label className={choiceRow}>
        <input
          type="checkbox"
          id={id}
          {...controlAria(id, hint, error)}
          className={cn(choiceControl, "rounded")}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
          {...input}
        />
        <span>
          <span className="font-medium text-ink">{label}</span>
          {hint ? (
            <span id={hintId(id)} className="block text-sm text-muted">
              {hint}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
}
