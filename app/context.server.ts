import { createContext } from "react-router";
import type { Services } from "#app/server/services.server.ts";

/** The CSP nonce of this request; empty when a page is prerendered at build time. */
export const nonceContext = createContext<string>("");

/** Database, mail, storage and logger, created once by the server entry (or by a test). */
export const servicesContext = createContext<Services>();

/** Who is asking: the client address as the trusted proxy chain reports it. */
export const clientAddressContext = createContext<string>("unknown");
