import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { leads } from "#app/server/db/schema.ts";
import { erasedLeadLabel, noNameGiven } from "#app/schemas/admin.ts";
import {
  isPhoneSearch,
  normalisePhone,
  phoneSearchPrefix,
  phoneSpellings,
} from "#app/server/phone.server.ts";

/**
 * Finding cases by what a broker or an administrator has to hand: the inbox search, and the
 * exact matches that tie a person's cases together (related cases, the data-protection search).
 *
 * The inbox search reads one column, `leads.search_text`, which the database keeps for each
 * case: its references without the hyphen, its company and company number, and every one of
 * its people's name, email and phone (E.164 digits and the UK national form), all folded by
 * `search_fold` (drizzle/0014_cases_and_clients.sql): lower case, no accents, no apostrophes,
 * other punctuation a space. A search is folded the same way (`searchFold`) and split into
 * words; a case matches when it holds every word. Words of three characters or more are found
 * anywhere, by the trigram index on the column; shorter ones ("Ng", "Li") only as whole words.
 * See docs/decisions/0027-cases-and-clients.md.
 */

/** The shortest word that matches anywhere inside the search text. */
export const ANYWHERE_SEARCH_MIN = 3;

/** Longer searches are cut to this (no name, company or email is longer in practice). */
const SEARCH_MAX = 100;

const foldedLetters: Record<string, string> = { ł: "l", ø: "o", đ: "d", ħ: "h", ı: "i" };

/**
 * Text as the search column holds it; the same as the database's `search_fold` (a test holds
 * the two to the same answers).
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łøđħı]/g, (letter) => foldedLetters[letter] ?? letter)
    .replaceAll("æ", "ae")
    .replaceAll("œ", "oe")
    .replaceAll("ß", "ss")
    .replace(/['`´‘’ʼ]/g, "")
    .replace(/[^a-z0-9@.]+/g, " ")
    .trim();
}

/** A reference as applicants quote it: "DBF-7K3M9Q", "dbf 7k3m9q", "DBF7K3M9Q". */
const referenceSearch = /^dbf[\s-]?([a-z0-9]{6})$/i;

/**
 * Endings nearly every email shares. Their trigrams are in almost every row of the index, so
 * looking them up costs more than the rest of the search: the index is asked for the rest, and
 * the whole word is checked on the rows it finds.
 */
const commonEmailEnding = /\.(?:co\.uk|org\.uk|example|com|net|org|uk)$/;

const searchText = leads.searchText;

/** A word of the search found anywhere in the case's search text. */
function anywhere(word: string): SQL {
  const core = word.replace(commonEmailEnding, "");
  if (core === word || core.replace(/[@.]/g, "").length < ANYWHERE_SEARCH_MIN) {
    return sql`${searchText} like ${`%${word}%`}`;
  }
  return sql`(${searchText} like ${`%${core}%`} and strpos(${searchText}, ${word}) > 0)`;
}

/** A word of one or two characters: a whole word of the search text, or an email's start. */
function wholeWord(word: string): SQL {
  return sql`${searchText} ~ ${`(^| )${word.replace(/\./g, "\\.")}( |$|[@.])`}`;
}

/** The words a search looks for; none when it holds nothing searchable. */
export function searchWords(search: string): string[] {
  const term = search.trim().slice(0, SEARCH_MAX);
  const reference = referenceSearch.exec(term);
  if (reference) return [`dbf${reference[1]!.toLowerCase()}`];
  if (isPhoneSearch(term)) {
    // The search text holds a UK number in both forms (447700900123 and 07700900123): a number
    // typed with 0 is found as typed, one with +44 or 0044 by its international digits. So
    // "01234567" finds a company number as well as the start of a phone number.
    const international = /^\s*(\+|00)/.test(term);
    return [(international ? phoneSearchPrefix(term) : term).replace(/\D/g, "")];
  }
  return searchFold(term).split(" ").filter(Boolean);
}

/**
 * The inbox search: cases that hold every word of the search, in any case, spelling, accent or
 * punctuation; undefined when nothing was typed, and no case when what was typed holds nothing
 * to search for ("%").
 */
export function leadSearchCondition(search: string): SQL | undefined {
  if (search.trim() === "") return undefined;
  const words = searchWords(search);
  if (words.length === 0) return sql`false`;
  return and(
    ...words.map((word) => (word.length < ANYWHERE_SEARCH_MIN ? wholeWord(word) : anywhere(word))),
  );
}

/**
 * How the lists name a lead: what a broker would call it (its company, else the person), and
 * for a lead whose personal details were erased, its company or "Personal details erased".
 */
export const leadNameColumn = sql<string>`coalesce(${leads.companyName}, ${leads.fullName}, ${leads.email} || ' ' || ${noNameGiven}, case when ${leads.erasedAt} is not null then ${erasedLeadLabel} end, ${leads.reference})`;

/** A lead whose own phone number is `phone`, however either was typed. */
export function leadPhoneIs(phone: string): SQL {
  return sql`${leads.phone} = ${normalisePhone(phone)}`;
}

/** A lead whose own email is `email`, in any case. */
export function leadEmailIs(email: string): SQL {
  return sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`;
}

/**
 * A number kept as the person typed it (directors' mobiles, saved applications) that is
 * `phone`: any of the number's spellings, once spaces and punctuation are removed.
 */
export function typedPhoneIs(column: SQLWrapper, phone: string): SQL {
  const spellings = phoneSpellings(phone);
  // Text with no number in it ("abc") has no spellings, and `in ()` is no SQL: it is no one.
  if (spellings.length === 0) return sql`false`;
  return sql`regexp_replace(${column}, '[^0-9+]', '', 'g') in ${spellings}`;
}

/**
 * Other leads of the same person as a lead with this email and phone: the same email in any
 * case, or the same number in any spelling. Undefined when the lead has neither.
 */
export function samePersonCondition(contact: {
  email: string | null;
  phone: string | null;
}): SQL | undefined {
  const conditions = [
    contact.email ? leadEmailIs(contact.email) : undefined,
    contact.phone ? leadPhoneIs(contact.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
}
