import { createContext, useContext } from "react";

/**
 * Whether the tree is being rendered as a document with islands (docs/decisions/072-*.md): on
 * the server, for a page the browser will not hydrate whole. Parts that act then render as
 * islands (island.tsx) instead of the app's lazily loaded parts.
 */
export const DocumentModeContext = createContext(false);

export const useDocumentMode = (): boolean => useContext(DocumentModeContext);
