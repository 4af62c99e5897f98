import { describe, expect, it } from "vitest";
import { sendersWords } from "#client/features/studio/lead-words";

describe("a lead's words in the inbox", () => {
  it("are the sender's, except a resume request's default subject and message, which the form wrote", () => {
    expect(sendersWords("resume", "Resume Download Request", "subject")).toBeNull();
    expect(sendersWords("resume", "Requesting resume download", "message")).toBeNull();
    expect(sendersWords("resume", "For the QA role at Acme", "subject")).toBe("For the QA role at Acme");
    // A contact message that happens to say the same is the sender's own.
    expect(sendersWords("contact", "Requesting resume download", "message")).toBe("Requesting resume download");
    expect(sendersWords("excerpt", null, "message")).toBeNull();
  });
});
