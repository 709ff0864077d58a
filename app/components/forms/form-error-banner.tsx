import { AlertCircle } from "lucide-react";

/** A message about the whole form (too many attempts, too large, unavailable), announced. */
export function FormErrorBanner({ errors }: { errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1 text-sm font-medium">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
