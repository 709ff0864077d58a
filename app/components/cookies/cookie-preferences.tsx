import { Check, Save, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { clearAnalyticsCookies } from "#app/components/cookies/analytics-cookies.ts";
import {
  essentialCategory,
  optionalCategories,
  savedMessage,
  type CookieCategory,
} from "#app/content/cookies.ts";
import { applyConsent } from "#app/lib/analytics.ts";
import {
  defaultPreferences,
  effectivePreferences,
  writePreferences,
  type CookiePreferences,
} from "#app/lib/consent.ts";

/**
 * The visitor's cookie choices. Every optional category starts off; after hydration the
 * switches show what the visitor currently allows (saved choices, or the cookie notice's answer).
 * Nothing is stored until Save Preferences.
 */
export function CookiePreferencesPanel() {
  const [preferences, setPreferences] = useState<CookiePreferences>(defaultPreferences);

  useEffect(() => {
    setPreferences(effectivePreferences());
  }, []);

  function setAll(value: boolean) {
    setPreferences({ essential: true, analytics: value, marketing: value, functional: value });
  }

  function save() {
    writePreferences(preferences);
    applyConsent();
    if (!preferences.analytics) clearAnalyticsCookies();
    toast.success(savedMessage);
  }

  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm">
      <ul className="divide-y divide-line">
        <CategoryRow category={essentialCategory} checked disabled note="Always on" />
        {optionalCategories.map((category) => (
          <CategoryRow
            key={category.id}
            category={category}
            checked={preferences[category.id]}
            onCheckedChange={(checked) =>
              setPreferences((current) => ({
                ...current,
                [category.id]: checked,
              }))
            }
          />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-line bg-surface p-5 sm:flex-row sm:flex-wrap sm:items-center md:p-6">
        <Button type="button" variant="outline" onClick={() => setAll(false)}>
          <X aria-hidden="true" />
          Reject All
        </Button>
        <Button type="button" variant="outline" onClick={() => setAll(true)}>
          <Check aria-hidden="true" />
          Accept All
        </Button>
        <Button type="button" variant="primary" onClick={save} className="sm:ml-auto">
          <Save aria-hidden="true" />
          Save Preferences
        </Button>
        <p className="text-sm text-muted sm:basis-full">
          Your choices apply once you select Save Preferences, and you can change them here at any
          time.
        </p>
      </div>
    </div>
  );
}

function CategoryRow({
  category,
  checked,
  disabled = false,
  note,
  onCheckedChange,
}: {
  category: CookieCategory;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onCheckedChange?: (checked: boolean) => void;
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
              onCheckedChange={onCheckedChange}
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
