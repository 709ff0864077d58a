import { Link } from "react-router";
import { privacyNoteLink, privacyNotes, type PrivacyNoteForm } from "#app/content/privacy-notes.ts";
import { paths } from "#app/paths.ts";
import { cn } from "#app/lib/cn.ts";

/** What we do with the details a form asks for, beside its button, linking the privacy policy. */
export function PrivacyNote({ form, className }: { form: PrivacyNoteForm; className?: string }) {
  return (
    <p data-slot="privacy-note" className={cn("text-muted", className ?? "text-xs")}>
      {privacyNotes[form]} {privacyNoteLink.before}{" "}
      <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
        {privacyNoteLink.text}
      </Link>
      .
    </p>
  );
}
