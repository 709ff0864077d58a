import type { ApplicationRules } from "#app/components/forms/application/application-rules.ts";

/**
 * The wizard's rules with the validation library (about 25 KiB compressed), fetched once the
 * page is interactive rather than with it, so they are not among the scripts a visitor waits
 * for before the page runs.
 */
export async function loadApplicationRules(): Promise<ApplicationRules> {
  const { applicationRules } =
    await import("#app/components/forms/application/application-rules.ts");
  return applicationRules;
}
