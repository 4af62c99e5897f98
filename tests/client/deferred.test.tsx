import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Deferred } from "#client/components/ui/deferred";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** An IntersectionObserver whose spots come into view when the test says so. */
function stubObserver() {
  const callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { enterView: () => callbacks.forEach((cb) => cb([{ isIntersecting: true }])), disconnect };
}

/** requestIdleCallback that runs nothing until the test says the browser is idle. */
function stubIdle() {
  const pending: Array<{ callback: () => void; timeout: number | undefined }> = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void, options?: { timeout?: number }) =>
    pending.push({ callback, timeout: options?.timeout }),
  );
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  return { pending, goIdle: () => pending.splice(0).forEach(({ callback }) => callback()) };
}

describe("Deferred", () => {
  it("holds the space with the fallback until the spot nears the viewport, then waits for a gap of at most a second", () => {
    const { enterView } = stubObserver();
    const { pending, goIdle } = stubIdle();
    render(<Deferred fallback={<p>placeholder</p>}>real content</Deferred>);
    expect(screen.getByText("placeholder")).toBeTruthy();
    expect(pending.map((p) => p.timeout)).toEqual([3000]);
    act(() => enterView());
    // In view, yet not during the page's own start-up: the browser's next idle moment, 1 s at most.
    expect(screen.queryByText("real content")).toBeNull();
    expect(pending.map((p) => p.timeout)).toEqual([3000, 1000]);
    act(() => goIdle());
    expect(screen.getByText("real content")).toBeTruthy();
  });

  it("shows the content when the browser is idle, even out of view, and cleans up after itself", () => {
    const { disconnect } = stubObserver();
    let idle: (() => void) | undefined;
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => ((idle = cb), 7));
    // Called as a plain function, as browsers require (a method call throws "Illegal invocation").
    vi.stubGlobal("cancelIdleCallback", function (this: unknown, id: number) {
      expect(this).toBeUndefined();
      cancel(id);
    });
    render(<Deferred fallback={<p>placeholder</p>}>real content</Deferred>);
    act(() => idle!());
    expect(screen.getByText("real content")).toBeTruthy();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(disconnect).toHaveBeenCalled();
  });

  it("falls back to a timer where there is no idle callback", () => {
    vi.useFakeTimers();
    stubObserver();
    vi.stubGlobal("requestIdleCallback", undefined);
    render(<Deferred fallback={<p>placeholder</p>}>real content</Deferred>);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText("real content")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("real content")).toBeTruthy();
  });
});

describe("Deferred with a chunk that fails to load", () => {
  it("keeps the placeholder instead of taking the page down", async () => {
    const { enterView } = stubObserver();
    const { goIdle } = stubIdle();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    render(
      <>
        <p>rest of the page</p>
        <Deferred fallback={<p>placeholder</p>}>
          <Broken />
        </Deferred>
      </>,
    );
    await act(async () => (enterView(), goIdle()));
    expect(await screen.findByText("placeholder")).toBeTruthy();
    expect(screen.getByText("rest of the page")).toBeTruthy();
  });
});
