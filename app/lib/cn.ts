import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, leaving out the falsy ones. It does not resolve conflicts: a component's
 * classes and the ones a caller adds must not set the same thing (a variant prefix such as
 * `max-md:` is not a conflict), which the browser tests check on every page they visit.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
