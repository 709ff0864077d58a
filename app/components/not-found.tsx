import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { illustrations } from "#app/content/illustrations.ts";
import { paths } from "#app/paths.ts";

export function NotFound() {
  const location = useLocation();
  // On a page served without the framework the shell (`app/shell/index.ts`) says this.
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  return (
    <section
      data-slot="not-found"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
    >
      {/* Smaller than the "404" below it, which stays the largest thing on the page. */}
      <Illustration image={illustrations.empty} className="mb-2 max-w-36" />
      <p className="text-8xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
