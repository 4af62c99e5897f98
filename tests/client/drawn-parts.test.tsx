import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { drawnPartMarker, lazyDrawnPart, loadDrawnParts, registerDrawnPart } from "#client/lib/drawn-parts";

/** Decision 059: what a server-drawn part needs is loaded before hydration, so it never suspends then. */
describe("drawn parts", () => {
  it("loads each part the markup names once, with its key, and never fails the page's start", async () => {
    const body = vi.fn((slug: string) => Promise.resolve(`text of ${slug}`));
    const broken = vi.fn(() => Promise.reject(new Error("offline")));
    registerDrawnPart("test-body", body);
    registerDrawnPart("test-broken", broken);
    const root = document.createElement("div");
    const mark = (attributes: Record<string, string>) => {
      const element = document.createElement("div");
      Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
      root.append(element);
    };
    mark(drawnPartMarker("test-body", "first-post"));
    mark(drawnPartMarker("test-body", "first-post"));
    mark(drawnPartMarker("test-body", "post:with:colons"));
    mark(drawnPartMarker("test-broken"));
    mark(drawnPartMarker("nobody-registered-this"));
    expect(drawnPartMarker("test-body", "first-post")).toEqual({ "data-drawn-part": "test-body:first-post" });

    await expect(loadDrawnParts(root)).resolves.toBeUndefined();
    expect(body.mock.calls.map(([slug]) => slug).sort()).toEqual(["first-post", "post:with:colons"]);
    expect(broken).toHaveBeenCalledWith("");
  });

  it("a loaded part draws at once, without its fallback; one still loading suspends until it arrives", async () => {
    let arrive: (module: { default: (props: { name: string }) => string }) => void = () => undefined;
    const load = vi.fn(
      () => new Promise<{ default: (props: { name: string }) => string }>((resolve) => (arrive = resolve)),
    );
    const Greeting = lazyDrawnPart("test-greeting", load);
    const root = document.createElement("div");
    root.innerHTML = '<div data-drawn-part="test-greeting"></div>';

    // Asked before the code is here: the fallback shows, then the part.
    // Rendered in an async act, as React waits on `use`'s promise only inside one.
    let first: ReturnType<typeof render> | undefined;
    await act(async () => {
      first = render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting name="Ada" />
        </Suspense>,
      );
    });
    expect(screen.getByText("waiting")).toBeTruthy();
    const loading = loadDrawnParts(root); // the same single import, not a second one
    await act(async () => {
      arrive({ default: ({ name }) => `Hello, ${name}` });
      await loading;
    });
    expect(await screen.findByText("Hello, Ada")).toBeTruthy();
    first!.unmount();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a part loaded before its first render (as before hydration) draws at once, without its fallback", async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ name }: { name: string }) => `Hello, ${name}` }));
    const Greeting = lazyDrawnPart("test-preloaded", load);
    const root = document.createElement("div");
    root.innerHTML = '<div data-drawn-part="test-preloaded"></div>';
    await loadDrawnParts(root);
    // No act around it to flush a suspension: the first render has to be the part itself.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting name="Grace" />
      </Suspense>,
    );
    expect(screen.queryByText("waiting")).toBeNull();
    expect(screen.getByText("Hello, Grace")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a part whose code failed to download is asked again next time", async () => {
    const load = vi
      .fn<() => Promise<{ default: () => string }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: () => "here now" });
    lazyDrawnPart("test-retry", load);
    const root = document.createElement("div");
    root.innerHTML = '<div data-drawn-part="test-retry"></div>';
    await loadDrawnParts(root);
    await loadDrawnParts(root);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
