import { data } from "react-router";

// Every path outside the route table: the root error boundary shows the not-found page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
