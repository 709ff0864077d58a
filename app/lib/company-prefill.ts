import {
  blankDirector,
  newDirectorId,
  type ApplicationValues,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import type { FoundCompany } from "#app/lib/company-lookup-answer.ts";
import { MAX_DIRECTORS } from "#app/schemas/application-answers.ts";

/**
 * What choosing a company in "Find my company" fills in: the applicant chose it, so its name,
 * number, type and trading start (from its incorporation) replace what the step held; the
 * registered office becomes the trading address only where none was typed; and each director
 * in post gets a card, in a card nobody has named yet or a new one, never over a card already
 * typed. Everything stays editable. Pure, so the reducer can call it; `now` is the id of the
 * first new card, as "Add director" uses the time.
 */

/** "SMITH-JONES" => "Smith-Jones", "O'NEIL" => "O'Neil". */
function nameCase(word: string): string {
  return word.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

/**
 * A director's name as Companies House writes it ("SMITH, Ann Mary") as a card's first and last
 * name ("Ann", "Smith"); null for a name without a comma (a company acting as director).
 */
export function directorNameParts(
  registered: string,
): { firstName: string; lastName: string } | null {
  const comma = registered.indexOf(",");
  if (comma < 0) return null;
  const lastName = nameCase(registered.slice(0, comma).trim());
  const firstName =
    registered
      .slice(comma + 1)
      .trim()
      .split(/\s+/)[0] ?? "";
  if (!lastName || !firstName) return null;
  return { firstName: nameCase(firstName), lastName };
}

function sameName(director: DirectorValues, name: { firstName: string; lastName: string }) {
  const key = (first: string, last: string) => `${first} ${last}`.trim().toLowerCase();
  return key(director.firstName, director.lastName) === key(name.firstName, name.lastName);
}

function isNamed(director: DirectorValues): boolean {
  return director.firstName.trim() !== "" || director.lastName.trim() !== "";
}

/** The cards with the company's directors added; the fields filled, by form name. */
function withDirectors(
  cards: readonly DirectorValues[],
  registered: readonly string[],
  now: number,
): { directors: DirectorValues[]; fields: string[] } {
  const directors = [...cards];
  const fields: string[] = [];
  for (const name of registered.map(directorNameParts)) {
    if (!name || directors.some((director) => sameName(director, name))) continue;
    let index = directors.findIndex((director) => !isNamed(director));
    if (index < 0) {
      if (directors.length >= MAX_DIRECTORS) break;
      directors.push(blankDirector(newDirectorId(directors, now)));
      index = directors.length - 1;
    }
    directors[index] = { ...directors[index]!, ...name };
    fields.push(`directors[${index}].firstName`, `directors[${index}].lastName`);
  }
  return { directors, fields };
}

export function withFoundCompany(
  values: ApplicationValues,
  company: FoundCompany,
  now: number,
): { values: ApplicationValues; fields: string[] } {
  const change: Partial<ApplicationValues> = {
    companyName: company.companyName,
    companyNumber: company.companyNumber,
  };
  if (company.companyType) change.companyType = company.companyType;
  const incorporated = /^(\d{4})-(\d{2})-\d{2}$/.exec(company.incorporatedOn ?? "");
  if (incorporated) {
    change.tradingSinceYear = incorporated[1]!;
    change.tradingSinceMonth = String(Number(incorporated[2]));
  }
  if (!values.tradingAddress.trim() && company.registeredAddress) {
    change.tradingAddress = company.registeredAddress;
  }
  const { directors, fields } = withDirectors(values.directors, company.directors, now);
  return {
    values: { ...values, ...change, directors },
    fields: [...Object.keys(change), ...fields],
  };
}
