import { CircleCheck, ChevronDown, Plus, Trash2 } from "lucide-react";
import { TextAreaField, TextField } from "#app/components/forms/fields.tsx";
import { CheckboxField, RadioGroup } from "#app/components/forms/choice-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/paths.ts";
import {
  applicationFieldId as fieldId,
  directorName,
  isDirectorComplete,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import {
  HOME_OWNERSHIP,
  MAX_DIRECTORS,
  type HomeOwnership,
} from "#app/schemas/application-answers.ts";
import {
  fieldCopy,
  homeOwnershipLabels,
  reviewCopy,
  wizardButtons,
} from "#app/content/application.ts";
import {
  ADD_DIRECTOR_INTENT,
  INTENT_FIELD,
  removeDirectorIntent,
} from "#app/lib/application-action-result.ts";
import type { DirectorsStepProps } from "#app/components/forms/application/step-props.ts";
import { directorHeadingId } from "#app/components/forms/application/wizard-ids.ts";

/** The button's own name and value let it work as a plain form post before scripts load. */
function AddDirectorButton({
  onAdd,
  variant,
  id,
  label,
  newIndex,
}: {
  onAdd: () => void;
  variant: "outline" | "ghost";
  id?: string;
  label: string;
  /** Where the new card will be, so that a plain form post lands on it. */
  newIndex: number;
}) {
  return (
    <Button
      id={id}
      type="submit"
      name={INTENT_FIELD}
      value={ADD_DIRECTOR_INTENT}
      formAction={`${paths.application}#${fieldId(`directors[${newIndex}].firstName`)}`}
      formNoValidate
      variant={variant}
      size={variant === "ghost" ? "sm" : "default"}
      onClick={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

export function DirectorsStep(props: DirectorsStepProps) {
  const { values, addDirector } = props;
  const count = values.directors.length;
  return (
    <div className="space-y-5">
      <ol className="space-y-5">
        {values.directors.map((director, index) => (
          <li key={director.id}>
            <DirectorCard {...props} director={director} index={index} count={count} />
          </li>
        ))}
      </ol>
      {count < MAX_DIRECTORS ? (
        <AddDirectorButton
          id={fieldId("directors")}
          variant="outline"
          onAdd={addDirector}
          label={wizardButtons.addDirector}
          newIndex={count}
        />
      ) : (
        <p className="text-muted">You can add up to {MAX_DIRECTORS} directors.</p>
      )}
    </div>
  );
}

function DirectorCard({
  director,
  index,
  count,
  setDirector,
  addDirector,
  removeDirector,
  expanded,
  toggleDirector,
  errorFor,
  markTouched,
}: DirectorsStepProps & { director: DirectorValues; index: number; count: number }) {
  const number = index + 1;
  const open = expanded.has(director.id);
  const complete = isDirectorComplete(director);
  const name = directorName(director);
  const bodyId = `application-director-${director.id}-details`;
  const field = (key: keyof DirectorValues) => `directors[${index}].${key}`;
  const first = index === 0;
  // What each field typed in is given, the same way (as `typedField` does for the other steps).
  const text = (
    key: "firstName" | "lastName" | "email" | "mobile" | "homeAddress" | "previousAddress",
  ) => ({
    id: fieldId(field(key)),
    name: field(key),
    label: fieldCopy[key].label,
    hint: (fieldCopy[key] as { hint?: string }).hint,
    value: director[key],
    onValueChange: (value: string) => setDirector(index, { [key]: value }),
    onBlur: () => markTouched(field(key)),
    error: errorFor(field(key)),
  });
  const cardHasError = [
    "firstName",
    "lastName",
    "email",
    "mobile",
    "homeAddress",
    "previousAddress",
    "homeOwnership",
  ].some((key) => errorFor(field(key as keyof DirectorValues)));

  return (
    <section
      aria-labelledby={directorHeadingId(director.id)}
      className={cn(
        "rounded-xl border-2 bg-white",
        cardHasError ? "border-danger-700" : complete ? "border-success-700" : "border-line",
      )}
    >
      <input type="hidden" name={field("id")} value={director.id} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
        <h3
          id={directorHeadingId(director.id)}
          tabIndex={-1}
          className="mr-auto text-lg font-bold text-ink outline-none focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          Director {number}
          {name ? <span className="font-semibold text-muted">: {name}</span> : null}
        </h3>
        {complete ? (
          <span
            data-slot="complete-marker"
            className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700"
          >
            <CircleCheck className="size-4" aria-hidden="true" />
            {reviewCopy.completeMarker}
          </span>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            data-js-only
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => toggleDirector(director.id)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn(
                "transition-transform motion-reduce:transition-none",
                open && "rotate-180",
              )}
            />
            {open ? wizardButtons.hideDirector : wizardButtons.showDirector}
            <span className="sr-only"> for Director {number}</span>
          </Button>
          {count > 1 ? (
            <Button
              type="submit"
              name={INTENT_FIELD}
              value={removeDirectorIntent(director.id)}
              formAction={`${paths.application}#${fieldId("directors")}`}
              formNoValidate
              variant="ghostDanger"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                removeDirector(director.id);
              }}
            >
              <Trash2 aria-hidden="true" />
              {wizardButtons.removeDirector}
              <span className="sr-only"> Director {number}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <div
        id={bodyId}
        data-director-body
        hidden={!open}
        className="space-y-5 border-t-2 border-line p-4"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField {...text("firstName")} required autoComplete={first ? "given-name" : "off"} />
          <TextField {...text("lastName")} required autoComplete={first ? "family-name" : "off"} />
          <TextField
            {...text("email")}
            type="email"
            spellCheck={false}
            required
            autoComplete={first ? "email" : "off"}
          />
          <TextField {...text("mobile")} type="tel" required autoComplete={first ? "tel" : "off"} />
        </div>
        <TextAreaField
          {...text("homeAddress")}
          required
          autoComplete={first ? "street-address" : "off"}
        />
        <CheckboxField
          id={fieldId(field("addressUnder3Years"))}
          name={field("addressUnder3Years")}
          label={fieldCopy.addressUnder3Years.label}
          hint={fieldCopy.addressUnder3Years.hint}
          checked={director.addressUnder3Years}
          onCheckedChange={(checked) => setDirector(index, { addressUnder3Years: checked })}
        />
        <div
          data-conditional-for="addressUnder3Years"
          hidden={!director.addressUnder3Years}
          className="ml-3 border-l-4 border-line pl-5"
        >
          <TextAreaField {...text("previousAddress")} required />
        </div>
        <RadioGroup
          id={fieldId(field("homeOwnership"))}
          name={field("homeOwnership")}
          legend={fieldCopy.homeOwnership.label}
          required
          inline
          options={HOME_OWNERSHIP.map((value) => ({ value, label: homeOwnershipLabels[value] }))}
          value={director.homeOwnership}
          onValueChange={(value) => setDirector(index, { homeOwnership: value as HomeOwnership })}
          error={errorFor(field("homeOwnership"))}
        />
        <CheckboxField
          id={fieldId(field("shareholderOver25"))}
          name={field("shareholderOver25")}
          label={fieldCopy.shareholderOver25.label}
          checked={director.shareholderOver25}
          onCheckedChange={(checked) => setDirector(index, { shareholderOver25: checked })}
        />
        {first && count === 1 ? (
          <div className="border-t border-line pt-4">
            <AddDirectorButton
              variant="ghost"
              onAdd={addDirector}
              label={wizardButtons.addDirector}
              newIndex={count}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
