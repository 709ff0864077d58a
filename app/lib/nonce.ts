import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty for prerendered pages, whose scripts are allowed by hash. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
