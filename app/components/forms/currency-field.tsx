import { useLayoutEffect, useRef, type ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { Input } from "#app/components/ui/field.tsx";
import {
  FieldFrame,
  controlAria,
  splitFrame,
  type CommonFieldProps,
} from "#app/components/forms/fields.tsx";
import { formatCurrencyInput } from "#app/schemas/currency.ts";

const prefixBorder = (invalid: boolean) =>
  invalid ? "border-danger-700" : "border-muted/70 hover:border-muted";

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
