import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "#worker/app";

/**
 * Hands a request to an app with an execution context of its own and waits for its background
 * work (the waitUntil mail send), so the outbox and the dev mailbox are written when it
 * resolves. `bindings` replaces the environment (other settings or secrets); `app` reuses one.
 */
export async function callApp(req: Request, bindings: object = env, app = createApp()): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(req, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
