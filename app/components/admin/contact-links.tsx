import { Mail, Phone } from "lucide-react";
import { displayPhone, phoneHref } from "#app/lib/phone-display.ts";

/**
 * The applicant's phone number and email address as links a broker can click to call or write
 * from their own phone or mail program: the number shown the UK way, dialled in E.164.
 */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <a href={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      {displayPhone(phone)}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
    >
      {email}
    </a>
  );
}

/** The lead's own number and address under its title, each with its icon. */
export function LeadContactLine({ phone, email }: { phone: string | null; email: string | null }) {
  if (!phone && !email) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1" aria-label="Contact">
      {phone ? (
        <li className="inline-flex items-center gap-2">
          <Phone className="size-4 text-muted" aria-hidden="true" />
          <span className="sr-only">Phone: </span>
          <PhoneLink phone={phone} />
        </li>
      ) : null}
      {email ? (
        <li className="inline-flex items-center gap-2">
          <Mail className="size-4 text-muted" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          <EmailLink email={email} />
        </li>
      ) : null}
    </ul>
  );
}
