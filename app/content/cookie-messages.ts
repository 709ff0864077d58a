/**
 * What the cookies page says when the visitor saves their choices. Apart from the categories
 * (`cookies.ts`, with their icons) so the page's choices script loads no icon.
 */
export const savedMessage = "Cookie preferences saved successfully!";
