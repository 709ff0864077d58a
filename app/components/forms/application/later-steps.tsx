/**
 * Steps 2 to 4 of the application, a chunk of their own: the server renders them with step 1
 * (every step posts without scripts), and in the browser they keep the server's HTML until the
 * form is first used, when this chunk is fetched (load-later-steps.ts). A visitor who reads the
 * page and leaves never fetches it; one who starts typing has it long before Continue.
 */
export { LoanDetailsStep } from "#app/components/forms/application/loan-details-step.tsx";
export { DirectorsStep } from "#app/components/forms/application/directors-step.tsx";
export { ReviewStep } from "#app/components/forms/application/review-step.tsx";
