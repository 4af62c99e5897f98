import { hc } from "hono/client";
import type { AppType } from "../../worker/app";

/** The one typed client for the Worker's API (DESIGN.md decision 2). */
export const api = hc<AppType>("/api");
