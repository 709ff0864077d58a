import { useState, type KeyboardEvent } from "react";
import { Search } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldHint, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { companyFinderCopy as copy } from "#app/content/company-finder.ts";
import { formatMonth } from "#app/lib/dates.ts";
import type { CompanyLookupAnswer, CompanyLookupMatch } from "#app/lib/company-lookup-answer.ts";
import { withFoundCompany } from "#app/lib/company-prefill.ts";
import { applicationFieldId } from "#app/lib/application-values.ts";
import type { FillCompany } from "#app/components/forms/application/step-props.ts";
import { paths } from "#app/paths.ts";

const QUERY_ID = "application-company-search";
const LEAD_ID = `${QUERY_ID}-hint`;

/** Asks the application's look-up route; a failure to reach it is one the applicant can act on. */
async function askLookup(query: string): Promise<CompanyLookupAnswer> {
  try {
    const response = await fetch(`${paths.companyLookup}?${new URLSearchParams({ q: query })}`, {
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as CompanyLookupAnswer;
    return answer && typeof answer.status === "string"
      ? answer
      : { status: "failed", message: copy.unavailable };
  } catch {
    return { status: "failed", message: copy.unavailable };
  }
}

function matchDescription(match: CompanyLookupMatch): string {
  return [
    match.companyNumber,
    match.address,
    match.incorporatedOn ? copy.incorporated(formatMonth(match.incorporatedOn.slice(0, 7))) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * "Find my company" at the top of step 1, offered only when the server can ask Companies House
 * and only with scripts (`data-js-only`): without them, the questions below are typed in. A
 * name gives up to five companies as buttons; a number, or the company chosen, fills in the
 * step. What happens is said in a polite live region; focus moves to the company's name once
 * filled in, so the applicant reads on from what was filled.
 *
 * Loaded on demand (`company-step.tsx`), with what only it needs: the mapping of the company
 * onto the answers is worked out here, against the answers as they are, and the wizard is given
 * the answers that result.
 */
export default function CompanyFinder({ onFound }: { onFound: FillCompany }) {
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const [matches, setMatches] = useState<CompanyLookupMatch[]>([]);
  const [message, setMessage] = useState("");

  async function ask(asked: string) {
    if (!asked.trim()) {
      setMatches([]);
      setMessage(copy.enterQuery);
      return;
    }
    setBusy(true);
    setMessage(copy.finding);
    const answer = await askLookup(asked.trim());
    setBusy(false);
    switch (answer.status) {
      case "matches":
        setMatches(answer.matches);
        setMessage(copy.matchesFound(answer.matches.length));
        return;
      case "company": {
        setMatches([]);
        setMessage(copy.filled(answer.company.companyName));
        // A director card's id is the time it was added: read once, so the fill is pure.
        const now = Date.now();
        onFound((values) => withFoundCompany(values, answer.company, now));
        document.getElementById(applicationFieldId("companyName"))?.focus();
        return;
      }
      case "failed":
        setMatches([]);
        setMessage(answer.message);
    }
  }

  function findOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // Not the wizard's Enter (Continue): Enter here finds.
    event.preventDefault();
    event.stopPropagation();
    void ask(query);
  }

  return (
    <section
      data-js-only
      aria-labelledby={`${QUERY_ID}-heading`}
      className="rounded-xl border border-line bg-brand-50/60 p-4 md:p-5"
    >
      <h3 id={`${QUERY_ID}-heading`} className="text-lg font-semibold text-ink">
        {copy.heading}
      </h3>
      <FieldHint id={LEAD_ID} className="mt-1">
        {copy.lead}
      </FieldHint>
      <div className="mt-3 space-y-1.5">
        <FieldLabel htmlFor={QUERY_ID}>{copy.label}</FieldLabel>
        <FieldHint id={`${QUERY_ID}-what`}>{copy.hint}</FieldHint>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* No name: the search is not an answer, and is not posted with the application. */}
          <Input
            id={QUERY_ID}
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${QUERY_ID}-what ${LEAD_ID}`}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={findOnEnter}
            className="sm:flex-1"
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => void ask(query)}>
            <Search aria-hidden="true" />
            {copy.find}
          </Button>
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-ink">
        {message}
      </p>
      {matches.length > 0 ? (
        <div className="mt-2">
          <h4 className="text-base font-semibold text-ink">{copy.choose}</h4>
          <ul className="mt-2 space-y-2">
            {matches.map((match) => (
              <li key={match.companyNumber}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void ask(match.companyNumber)}
                  className="block w-full rounded-lg border-2 border-line bg-white px-3 py-2.5 text-left hover:border-brand-600 focus-visible:border-brand-700"
                >
                  <span className="block font-medium text-ink">{match.companyName}</span>
                  <span className="block text-sm text-muted">{matchDescription(match)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
