/**
 * The names under which the site keeps things in a visitor's browser: local storage keys of
 * the application and quote forms, and the cookies the server sets. The cookies page's table
 * (`app/content/cookies.ts`) lists them; the forms and the server use the same names. A module
 * of its own so that a form's script does not carry the cookies page's copy.
 */
export const applicationDataKey = "applicationData";
export const applicationIdKey = "applicationId";
export const basicDataKey = "basicData";
export const uploadTokenKey = "uploadToken";
/** Set by the server after an application sent without JavaScript, for the documents page. */
export const applicationReceiptCookieName = "application_receipt";
/** Set by the server when a quick enquiry is stored, so the next page can say it was received. */
export const enquiryReceiptCookieName = "enquiry_receipt";
