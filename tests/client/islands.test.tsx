import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLocale } from "#client/i18n/i18n";
import { hydrateIsland } from "#client/islands/hydrate-island";
import { ISLAND_ATTRIBUTE, ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "#client/islands/island-load";
import { renderIsland } from "#client/prerender/render-island";

/**
 * An island is rendered on the server as a root of its own and hydrated in the browser as the
 * same root (docs/decisions/072-documents-with-islands.md): its generated ids must match, or a
 * label, a described-by or a dialog's title would point at nothing once React redraws.
 */

const SLOT = { name: "newsletter-form", props: { tone: "dark" }, prefix: "i_R_kd_-" } as const;
const ADDRESS = "/terms";

/** The server's markup once the island's code is loaded (the page's render tries again until it is). */
async function serverMarkup(): Promise<string> {
  let html = "";
  await vi.waitFor(() => {
    html = renderIsland(SLOT, "en", ADDRESS);
    expect(html).not.toContain("<!--$!-->");
  });
  return html;
}

function islandElement(html: string, prefix: string): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute(ISLAND_ATTRIBUTE, SLOT.name);
  element.setAttribute(ISLAND_PROPS_ATTRIBUTE, JSON.stringify(SLOT.props));
  element.setAttribute(ISLAND_ID_PREFIX_ATTRIBUTE, prefix);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

// Hydrating asks who is signed in (the session store): a guest.
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(null));
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("islands", () => {
  it("hydrate with the ids the server rendered them with", async () => {
    await loadLocale("en");
    const html = await serverMarkup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = islandElement(html, SLOT.prefix);
    const input = element.querySelector("input")!;
    await hydrateIsland(element, SLOT.name, "en");
    expect(errors).not.toHaveBeenCalled();
    expect(input.id.startsWith(`_${SLOT.prefix}`)).toBe(true);
    expect(element.querySelector("label")!.htmlFor).toBe(input.id);
    // React kept the server's node.
    expect(element.querySelector("input")).toBe(input);
  });

  it("a root hydrated under another prefix is caught as a mismatch", async () => {
    await loadLocale("en");
    const html = await serverMarkup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrateIsland(islandElement(html, "other-"), SLOT.name, "en");
    expect(errors.mock.calls.flat().join(" ")).toMatch(/didn't match|did not match/);
  });
});
