import { plural } from "#app/content/format.ts";

/**
 * Every word of the application's "Find my company" (step 1), for the page and for the server's
 * answers alike. Each failure ends with what the applicant can do, typing the details in among
 * it, since the questions below the finder never need it.
 */
export const companyFinderCopy = {
  heading: "Find your company at Companies House",
  lead: "Search by name or company number and we will fill in what Companies House holds. You can change anything afterwards, or skip this and type the details in below.",
  label: "Search Companies House",
  hint: "Your company's name, or its 8-character number",
  find: "Find my company",
  finding: "Searching Companies House…",
  choose: "Choose your company",
  matchesFound: (count: number) =>
    `${plural(count, "company", "companies")} found. Choose yours from the list below.`,
  filled: (name: string) =>
    `The details of ${name} have been filled in below. Check them and change anything that is not right.`,
  enterQuery: "Enter your company's name or number to find it, or type the details in below.",
  noneFound: (query: string) =>
    `Companies House has no company called “${query}”. Check the name, or type the details in below.`,
  notFound: (number: string) =>
    `Companies House has no company with the number ${number}. Check the number, or type the details in below.`,
  unavailable:
    "We could not reach Companies House just now. Try again in a few minutes, or type the details in below.",
  tooMany:
    "You have searched a lot in a short time. Wait a few minutes and try again, or type the details in below.",
  incorporated: (date: string) => `Incorporated ${date}`,
} as const;
