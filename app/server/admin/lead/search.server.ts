import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { leads } from "#app/server/db/schema.ts";
import { erasedLeadLabel } from "#app/schemas/admin.ts";
import {
  isPhoneSearch,
  normalisePhone,
  phoneSearchParts,
  phoneSpellings,
} from "#app/server/phone.server.ts";

/**
 * Finding leads by what a broker or an administrator has to hand: the inbox search (any part
 * of a name, company, email or phone number) and the exact matches that tie a person's leads
 * together (related leads, the data-protection search). Phone numbers are compared in one
 * form only, the E.164 that `normalisePhone` gives and `leads.phone` holds, so "07700 900321"
 * and "+44 7700 900321" are one number everywhere.
 *
 * The "any part" search is `lower(column) like '%term%'`, which the trigram (pg_trgm) indexes
 * of schema.ts answer on PGlite and PostgreSQL alike. A trigram index needs three characters;
 * a search of one or two characters ("Ng", "Li") finds whole words of a name or company and
 * the start of an email instead, which the same indexes answer.
 */

/** The shortest search that matches anywhere inside a field. */
export const ANYWHERE_SEARCH_MIN = 3;

/** Longer searches are cut to this (no name, company or email is longer in practice). */
const SEARCH_MAX = 100;

/** The text of a LIKE pattern that matches `value` literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function like(column: SQLWrapper, pattern: string): SQL {
  return sql`${column} like ${pattern}`;
}

const lowerName = sql`lower(${leads.fullName})`;
const lowerCompany = sql`lower(${leads.companyName})`;
const lowerEmail = sql`lower(${leads.email})`;

/** A phone search: the typed digits anywhere in the stored number, or its E.164 start. */
function phoneCondition(term: string): SQL {
  const { digits, start } = phoneSearchParts(term);
  return or(
    like(leads.phone, `%${escapeLike(digits)}%`),
    start ? like(leads.phone, `${escapeLike(start)}%`) : undefined,
  )!;
}

/**
 * Endings nearly every email shares. Their trigrams are in almost every row of the email
 * index, so looking them up costs more than the rest of the search: the index is asked for
 * the rest, and the whole search is checked on the rows it finds.
 */
const commonEmailEnding = /\.(?:co\.uk|org\.uk|example|com|net|org|uk)$/;

/** The email holds the search anywhere. */
function emailCondition(term: string): SQL {
  const core = term.replace(commonEmailEnding, "");
  if (core === term || core.replace(/[@.]/g, "").length < ANYWHERE_SEARCH_MIN) {
    return like(lowerEmail, `%${escapeLike(term)}%`);
  }
  return sql`(${like(lowerEmail, `%${escapeLike(core)}%`)} and strpos(${lowerEmail}, ${term}) > 0)`;
}

/** One or two characters: a whole word of the name or company, or the start of the email. */
function shortTermCondition(term: string): SQL {
  const word = escapeLike(term);
  const wholeWord = (column: SQL) => [
    like(column, word),
    like(column, `${word} %`),
    like(column, `% ${word}`),
    like(column, `% ${word} %`),
  ];
  return or(...wholeWord(lowerName), ...wholeWord(lowerCompany), like(lowerEmail, `${word}%`))!;
}

/**
 * The inbox search: leads whose name, company or email holds the search anywhere (any case),
 * or, for a phone number or part of one, whose number does in any spelling. Undefined when
 * there is nothing to search for.
 */
export function leadSearchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase().slice(0, SEARCH_MAX);
  if (term === "") return undefined;
  if (isPhoneSearch(term)) return phoneCondition(term);
  if (term.length < ANYWHERE_SEARCH_MIN) return shortTermCondition(term);
  const anywhere = `%${escapeLike(term)}%`;
  // An email address, or a piece of one with its @, is only ever in the email.
  if (term.includes("@")) return emailCondition(term);
  return or(like(lowerName, anywhere), like(lowerCompany, anywhere), emailCondition(term));
}

/**
 * How the lists name a lead: what a broker would call it (its company, else the person), and
 * for a lead whose personal details were erased, its company or "Personal details erased".
 */
export const leadNameColumn = sql<string>`coalesce(${leads.companyName}, ${leads.fullName}, ${leads.email}, case when ${leads.erasedAt} is not null then ${erasedLeadLabel} end, ${leads.reference})`;

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
