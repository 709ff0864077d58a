/**
 * What the page after a quick quote and the application page opened from it say when the
 * enquiry was stored (the enquiry receipt). Apart from the rest of the enquiry's words
 * (`enquiry.ts`), so that the application does not carry the thank-you page's steps and the
 * quick quote's card.
 */
export const enquiryReceived = {
  request: (amount: string) => `We have your request for ${amount}; a broker will call you.`,
  addDetails: "Add your details to speed things up.",
  reference: (reference: string) => `Your reference is ${reference}.`,
  /** It joined the application the visitor already has with us (its reference goes by mail). */
  joined:
    "We've added it to the application you already have with us and emailed you its reference.",
};
