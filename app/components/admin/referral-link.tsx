import { useEffect, useId, useRef, useState } from "react";
import { Copy } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldHint, FieldLabel } from "#app/components/ui/field.tsx";

/**
 * An introducer's referral link in full, in a read-only field: its text can be selected and
 * copied by hand without scripts, and once scripts run a button copies it and says so.
 */
export function ReferralLink({ link, label }: { link: string; label: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [scripted, setScripted] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setScripted(true), []);

  async function copy() {
    const input = inputRef.current;
    input?.select();
    try {
      await navigator.clipboard.writeText(link);
      setSaid("Link copied.");
    } catch {
      setSaid("The link is selected: press Ctrl+C (or Cmd+C) to copy it.");
    }
  }

  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={`${id}-hint`}>Select the text to copy it, or use the button.</FieldHint>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={id}
          type="text"
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-12 min-w-0 flex-1 rounded-lg border-2 border-muted/70 bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
        {scripted ? (
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-success-700">
        {said}
      </p>
    </Field>
  );
}
