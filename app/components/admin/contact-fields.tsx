import type { FieldMetadata } from "@conform-to/react";
import { AdminTextField } from "#app/components/admin/admin-fields.tsx";

type ContactField = { field: FieldMetadata<string | undefined>; error: string | undefined };

/**
 * A contact's questions in the back office (introducers, lenders, a new lead): a name when the
 * form asks for one here, the email address and the phone number. None is filled in by the
 * browser: they are someone else's details, not the broker's. The new lead's form asks for the
 * phone number before the email address (`phoneFirst`).
 */
export function ContactFields({
  name,
  nameLabel = "Contact name",
  email,
  phone,
  phoneFirst = false,
}: {
  name?: ContactField;
  nameLabel?: string;
  email: ContactField;
  phone: ContactField;
  phoneFirst?: boolean;
}) {
  const emailField = (
    <AdminTextField
      field={email.field}
      type="email"
      label="Email address"
      autoComplete="off"
      error={email.error}
    />
  );
  const phoneField = (
    <AdminTextField
      field={phone.field}
      label="Phone number"
      inputMode="tel"
      autoComplete="off"
      error={phone.error}
    />
  );
  return (
    <>
      {name ? (
        <AdminTextField
          field={name.field}
          label={nameLabel}
          autoComplete="off"
          error={name.error}
        />
      ) : null}
      {phoneFirst ? phoneField : emailField}
      {phoneFirst ? emailField : phoneField}
    </>
  );
}
