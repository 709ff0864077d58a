import { Link } from "react-router";
import { parseLinks } from "#app/content/legal.ts";

/** Text with inline `[text](href)` links: internal paths become router links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseLinks(text).map((part, index) => {
        if (typeof part === "string") return part;
        const className = "font-medium break-words text-brand-700 underline hover:text-brand-900";
        if (part.href.startsWith("/")) {
          return (
            <Link key={index} to={part.href} className={className}>
              {part.text}
            </Link>
          );
        }
        const external = part.href.startsWith("http");
        return (
          <a
            key={index}
            href={part.href}
            className={className}
            {...(external ? { rel: "noopener noreferrer" } : {})}
          >
            {part.text}
          </a>
        );
      })}
    </>
  );
}
