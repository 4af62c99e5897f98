import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { AppError, renderError, validationHook } from "#worker/middleware/errors";

/** A tiny app wired like the real one: the one error shape for throws and validation. */
function appWith() {
  const app = new Hono();
  app.onError(renderError);
  app.post(
    "/echo",
    zValidator("json", z.object({ email: z.email(), name: z.string().min(1).max(5) }), validationHook),
    (c) => c.json(c.req.valid("json")),
  );
  app.get("/limited", () => {
    throw new AppError("rate_limited", 429, "Please wait before submitting again.", undefined, { "Retry-After": "42" });
  });
  app.get("/http/:status", (c) => {
    throw new HTTPException(Number(c.req.param("status")) as 401, { message: "nope" });
  });
  app.get("/crash", () => {
    throw new Error("database password is hunter2");
  });
  return app;
}

describe("the one error shape", () => {
  afterEach(() => vi.restoreAllMocks());

  it("validation failures are 400 with every field's messages", async () => {
    const res = await appWith().request("/echo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "not-an-email", name: "much too long" }),
    });
    expect(res.status).toBe(400);
    const body = await res.json<ApiErrorBody>();
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields!).sort()).toEqual(["email", "name"]);
  });

  it("a body that is not JSON is a 400, not a 500", async () => {
    const res = await appWith().request("/echo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("invalid_json");
  });

  it("AppError keeps its status, code and headers", async () => {
    const res = await appWith().request("/limited");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("42");
    expect(await res.json<ApiErrorBody>()).toEqual({
      error: { code: "rate_limited", message: "Please wait before submitting again." },
    });
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [413, "payload_too_large"],
    [418, "bad_request"],
  ])("Hono's HTTPException %i becomes %s", async (status, code) => {
    const res = await appWith().request(`/http/${status}`);
    expect(res.status).toBe(status);
    expect((await res.json<ApiErrorBody>()).error.code).toBe(code);
  });

  it("an unexpected error is a 500 that leaks nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await appWith().request("/crash");
    expect(res.status).toBe(500);
    const body = await res.json<ApiErrorBody>();
    expect(body.error.code).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });
});
