/**
 * The quick quote form (funding slider, email, phone). `desktop` is the home hero card and goes
 * to /enquiry; `mobile` is the compact home card and goes to /application; `landing` is the
 * social landing form. Placeholder until the lead-capture work lands.
 */
export type QuoteFormVariant = "desktop" | "mobile" | "landing";

export function QuoteForm({ variant }: { variant: QuoteFormVariant }) {
  return <div data-slot="quote-form" data-variant={variant} className="min-h-80" />;
}
