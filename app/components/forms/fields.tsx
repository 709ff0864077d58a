import { useLayoutEffect, useRef, type ComponentProps, type ReactNode, type Ref } from "react";
import { cn } from "#app/lib/cn.ts";
import { formatCurrencyInput } from "#app/schemas/currency.ts";
import {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  RequirementTag,
  Textarea,
  controlClass,
} from "#app/components/ui/field.tsx";

/**
 * Form field primitives in the manner of the GOV.UK Design System: a label that says what to
 * type, an optional hint, an inline error linked to the control, and an error summary that
 * links to every field in trouble. They work controlled (`value` + `onValueChange`) or as plain
 * uncontrolled inputs that post with the form.
 */

/** Joins the ids a control is described by, skipping the ones not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

/** Ties a control to its hint and its message, and marks it invalid while it has one. */
function controlAria(id: string, hint: ReactNode, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint ? hintId(id) : null, error ? errorId(id) : null),
  } as const;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

const prefixBorder = (invalid: boolean) =>
  invalid ? "border-danger-700" : "border-muted/70 hover:border-muted";

/** What a field's frame shows around its control: label, hint and message. */
type FrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the field "(required)" in its label and for assistive technology. */
  required?: boolean;
  /** Marks the field "(optional)" in its label. */
  optional?: boolean;
  className?: string;
};

function FieldFrame({ children, ...frame }: FrameProps & { children: ReactNode }) {
  const { id, label, hint, error, required, optional, className } = frame;
  return (
    <Field data-invalid={error ? "true" : undefined} className={className}>
      <FieldLabel htmlFor={id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId(id)}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
      {children}
    </Field>
  );
}

type CommonFieldProps = FrameProps & { onValueChange?: (value: string) => void };

/** Splits a field's props into its frame's and the rest, which are the control's. */
function splitFrame<Rest extends object>({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  ...rest
}: FrameProps & Rest) {
  return { frame: { id, label, hint, error, required, optional, className }, rest };
}

/**
 * Splits a text control's props into its frame's and the control's own: the control is tied to
 * its hint and message, and reports each change to `onValueChange` as well as `onChange`.
 */
function frameAndControl<
  Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  Rest extends object,
>(props: CommonFieldProps & { onChange?: (event: React.ChangeEvent<Element>) => void } & Rest) {
  const {
    frame,
    rest: { onValueChange, onChange, ...rest },
  } = splitFrame(props);
  const { id, hint, error, required } = frame;
  return {
    frame,
    control: {
      id,
      required,
      ...controlAria(id, hint, error),
      onChange: (event: React.ChangeEvent<Element>) => {
        onChange?.(event);
        onValueChange?.(event.currentTarget.value);
      },
      ...rest,
    },
  };
}

export function TextField(
  props: CommonFieldProps & Omit<ComponentProps<"input">, "id" | "required">,
) {
  const { frame, control } = frameAndControl<HTMLInputElement, typeof props>(props);
  return (
    <FieldFrame {...frame}>
      <Input {...control} />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: CommonFieldProps & Omit<ComponentProps<"textarea">, "id" | "required">,
) {
  const { frame, control } = frameAndControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FieldFrame {...frame}>
      <Textarea rows={3} {...control} />
    </FieldFrame>
  );
}

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

/** Where the caret should sit after formatting: after the same number of digits as before. */
export function caretAfterFormatting(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? "")) seen++;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/**
 * An amount in whole pounds: digits only, shown with a £ before the field and thousands
 * separators as the visitor types; empty stays empty. The caret stays where the visitor was
 * typing even as separators appear.
 */
export function CurrencyField(
  props: CommonFieldProps & Omit<ComponentProps<"input">, "id" | "required" | "type">,
) {
  const {
    frame,
    rest: { onValueChange, onChange, ...input },
  } = splitFrame(props);
  const { id, hint, error, required } = frame;
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = inputRef.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <FieldFrame {...frame}>
      <div className="flex max-w-xs items-stretch">
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex min-w-11 items-center justify-center rounded-l-lg border-2 border-r-0 bg-surface px-3 text-base font-semibold text-ink",
            prefixBorder(Boolean(error)),
          )}
        >
          £
        </span>
        <Input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required={required}
          {...controlAria(id, hint, error)}
          className="rounded-l-none"
          onChange={(event) => {
            const element = event.currentTarget;
            const raw = element.value;
            const position = element.selectionStart ?? raw.length;
            const digitsBefore = raw.slice(0, position).replace(/\D/g, "").length;
            const formatted = formatCurrencyInput(raw);
            caret.current = caretAfterFormatting(formatted, digitsBefore);
            // Uncontrolled use: show the formatted amount straight away.
            if (input.value === undefined) {
              element.value = formatted;
              element.setSelectionRange(caret.current, caret.current);
              caret.current = null;
            }
            onChange?.(event);
            onValueChange?.(formatted);
          }}
          {...input}
        />
      </div>
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

export type ErrorSummaryItem = { href: string; message: string };

/**
 * The list of problems at the top of a form, each a link to the field concerned. Focus it when
 * a submit is refused so that it is read out first. `onSelect` lets a multi-step form show the
 * step holding the field before moving focus to it.
 */
export function ErrorSummary({
  id,
  title = "There is a problem",
  description,
  items,
  onSelect,
  ref,
  className,
}: {
  id: string;
  title?: string;
  description?: ReactNode;
  items: readonly ErrorSummaryItem[];
  onSelect?: (item: ErrorSummaryItem, event: React.MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      data-slot="error-summary"
      aria-labelledby={`${id}-title`}
      role="region"
      className={cn(
        "rounded-lg border-4 border-danger-700 bg-white p-5 outline-none focus-visible:outline-3 focus-visible:outline-accent-500",
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {description ? <div className="mt-2 text-ink">{description}</div> : null}
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={`${item.href}-${item.message}`}>
            <a
              href={item.href}
              className="font-semibold text-danger-700 underline decoration-2 hover:no-underline"
              onClick={onSelect ? (event) => onSelect(item, event) : undefined}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
