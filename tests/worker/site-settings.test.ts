import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteSettings, StudioSiteSettings } from "#worker/contract/site-settings";
import { api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * The site's settings the author changes from the studio: the construction notice is on until
 * the author switches it off, the change holds at once for every visitor's next ask, and each
 * change is in the audit log with what it was and became.
 */
let author: Reader;

const publicSettings = async () => {
  const res = await api("/site-settings");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return expectData<SiteSettings>(res);
};
const change = (json: unknown, who: Reader = author) =>
  api("/studio/site-settings", { method: "PUT", json, reader: who });

beforeAll(async () => {
  await env.DB.prepare("DELETE FROM site_settings").run();
  author = await studioAuthor("author-settings@example.com");
});

describe("site settings", () => {
  it("shows the construction notice by default, to anyone who asks", async () => {
    expect(await publicSettings()).toEqual({ constructionNotice: true });
    const studio = await expectData<StudioSiteSettings>(api("/studio/site-settings", { reader: author }));
    expect(studio).toEqual({ settings: { constructionNotice: true }, changed: { constructionNotice: null } });
  });

  it("switches the notice off and on again at once, each change audited with who and what it was", async () => {
    const off = await expectData<StudioSiteSettings>(change({ constructionNotice: false }));
    expect(off.settings.constructionNotice).toBe(false);
    expect(off.changed.constructionNotice?.by).toBe("author-settings@example.com");
    expect(Date.parse(off.changed.constructionNotice!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicSettings()).toEqual({ constructionNotice: false });

    // The same value again changes nothing and writes no entry.
    const entriesBefore = (await auditEntries(author, "?objectType=site_setting")).length;
    await expectData(change({ constructionNotice: false }));
    expect(await auditEntries(author, "?objectType=site_setting")).toHaveLength(entriesBefore);

    await expectData(change({ constructionNotice: true }));
    expect(await publicSettings()).toEqual({ constructionNotice: true });
    const [latest, earlier] = await auditEntries(author, "?objectType=site_setting");
    expect(latest).toMatchObject({
      action: "site_setting.change",
      objectId: "constructionNotice",
      actorEmail: "author-settings@example.com",
      before: false,
      after: true,
    });
    expect(earlier).toMatchObject({ before: true, after: false });
  });

  it("refuses a bad change with a 400 and the field's code, changing nothing", async () => {
    for (const [json, field, code] of [
      [{ constructionNotice: "no" }, "constructionNotice", "construction_notice_invalid"],
      [{ constructionNotice: null }, "constructionNotice", "construction_notice_invalid"],
      [{}, "_", "setting_required"],
      [{ constructionNotice: false, banner: true }, "_", "setting_unknown"],
    ] as const) {
      const error = await expectError(await change(json), 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(json)).toContain(code);
    }
    expect(await publicSettings()).toEqual({ constructionNotice: true });
  });

  it("is the author's alone: signed out, a reader and an author without the second factor are turned away", async () => {
    const calls = [
      ["GET", "/studio/site-settings"],
      ["PUT", "/studio/site-settings", { constructionNotice: false }],
    ] as [string, string, unknown?][];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, {
      reader: await signUpReader("Reader", "settings-reader@example.com"),
      code: "forbidden",
    });
    await expectDoorShut(calls, {
      reader: await signUpReader("Unenrolled", "author-settings-unenrolled@example.com"),
      code: "second_factor_required",
    });
    await expectDoorShut(calls, { foreignOrigin: author });
    expect(await publicSettings()).toEqual({ constructionNotice: true });
  });
});
