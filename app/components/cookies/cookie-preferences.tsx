import { Check, Save, X } from "lucide-react";
import { useEffect, useId } from "react";
import { Switch } from "#app/components/ui/switch.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  essentialCategory,
  optionalCategories,
  type CookieCategory,
} from "#app/content/cookies.ts";
import { loadCookieChoices } from "#app/shell/page-behaviours.ts";

/**
 * The visitor's cookie choices. Every optional category starts off; once the page runs, the
 * switches show what the visitor currently allows (saved choices, or the cookie notice's
 * answer). Nothing is stored until Save Preferences (`cookie-choices.ts`).
 */
export function CookiePreferencesPanel() {
  // Rendered by React (a client-side navigation): show what is stored once the code is here.
  useEffect(() => {
    void loadCookieChoices().then((choices) => choices.showStoredChoices(document));
  }, []);
  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm" data-cookie-choices>
      <ul className="divide-y divide-line">
        <CategoryRow category={essentialCategory} checked disabled note="Always on" />
        {optionalCategories.map((category) => (
          <CategoryRow key={category.id} category={category} checked={false} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-line bg-surface p-5 sm:flex-row sm:flex-wrap sm:items-center md:p-6">
        <Button type="button" variant="outline" data-cookie-all="false">
          <X aria-hidden="true" />
          Reject All
        </Button>
        <Button type="button" variant="outline" data-cookie-all="true">
          <Check aria-hidden="true" />
          Accept All
        </Button>
        <Button type="button" variant="primary" data-cookie-save className="sm:ml-auto">
          <Save aria-hidden="true" />
          Save Preferences
        </Button>
        <p className="text-sm text-muted sm:basis-full">
          Your choices apply once you select Save Preferences, and you can change them here at any
          time.
        </p>
        {/* Filled when the choices are saved; always in the page so the change is announced. */}
        <p
          role="status"
          data-cookie-saved
          className="font-semibold text-success-700 empty:hidden sm:basis-full"
        />
      </div>
    </div>
  );
}

function CategoryRow({
  category,
  checked,
  disabled = false,
  note,
}: {
  category: CookieCategory;
  checked: boolean;
  disabled?: boolean;
  note?: string;
}) {
  const switchId = useId();
  const descriptionId = useId();
  const Icon = category.icon;
  return (
    <li className="flex items-start gap-4 p-5 md:p-6">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={switchId} className="text-lg font-bold text-brand-900">
            {category.title} cookies
          </label>
          <div className="flex items-center gap-2">
            {note ? <span className="text-sm font-semibold text-success-700">{note}</span> : null}
            <Switch
              id={switchId}
              checked={checked}
              disabled={disabled}
              data-cookie-choice={disabled ? undefined : category.id}
              aria-describedby={descriptionId}
            />
          </div>
        </div>
        <p id={descriptionId} className="mt-1 text-muted">
          {category.description}
        </p>
      </div>
    </li>
  );
}
