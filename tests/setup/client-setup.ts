import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { en } from "#client/i18n/dictionaries/en";
import { registerDictionary } from "#client/i18n/i18n";
import { resetSessionStore } from "#client/lib/auth/session-store";

// The app loads each language on demand (decision 026); components under test read English at once.
registerDictionary("en", en);

afterEach(() => {
  cleanup();
  // The session is the document's one store; each test is a new document.
  resetSessionStore();
});
