import { data } from "react-router";
import { staticPage } from "#app/lib/static-page.ts";

// Every path outside the route table: the root error boundary shows the not-found page.
export function loader() {
  throw data(null, { status: 404 });
}

// The not-found page has no behaviour beyond the shell: served without the framework.
export const handle = staticPage;

export default function NotFoundRoute() {
  return null;
}
