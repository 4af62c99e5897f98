import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CoverUpload } from "#client/features/studio/uploads/cover-upload";
import type { ResizeDeps } from "#client/features/studio/uploads/cover-sizes";
import { FileUpload } from "#client/features/studio/uploads/file-upload";
import type { PartResult, UploadTransport } from "#client/features/studio/uploads/upload-engine";
import type { CompletedUpload, UploadStatus } from "#worker/contract/studio-upload-fields";
import { renderAt } from "./render";

/**
 * The studio's upload control: a labelled progress bar, the state in words in a live
 * region, Pause/Resume/Cancel; a dropped connection leaves it resumable, and Resume sends only
 * what the Worker lacks.
 */

const PART = 4;

function transportWith(size: number, partResults: PartResult[]) {
  const have = new Set<number>();
  const status = (id: string): UploadStatus => ({
    id,
    productSlug: "book-one",
    purpose: "file",
    fileName: "book.epub",
    contentType: "application/epub+zip",
    sizeBytes: size,
    partSize: PART,
    partCount: Math.ceil(size / PART),
    parts: [...have].map((n) => ({ partNumber: n, sizeBytes: Math.min(PART, size - (n - 1) * PART) })),
    state: "uploading",
  });
  const transport = {
    create: vi.fn(async (_input: Parameters<UploadTransport["create"]>[0]) => ({
      ok: true as const,
      data: status("up-1"),
    })),
    status: vi.fn(async (id: string) => ({ ok: true as const, data: status(id) })),
    putPart: vi.fn(async (_id: string, n: number, body: Blob, onProgress: (loaded: number) => void) => {
      const next = partResults.shift() ?? { ok: true };
      if (next.ok) {
        onProgress(body.size);
        have.add(n);
      }
      return next;
    }),
    complete: vi.fn(async () => ({
      ok: true as const,
      data: { purpose: "file", file: { id: "f-1" } } as unknown as CompletedUpload,
    })),
    abort: vi.fn(async () => ({ ok: true as const, data: {} })),
  } satisfies UploadTransport;
  return transport;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText("Choose a file to upload"), { target: { files: [file] } });

describe("the upload control", () => {
  it("uploads a chosen file and says so in its live region", async () => {
    const transport = transportWith(10, []);
    const onDone = vi.fn();
    renderAt(
      <FileUpload
        productSlug="book-one"
        label="EPUB"
        transport={transport}
        storage={memoryStorage()}
        onDone={onDone}
      />,
    );
    choose(new File(["0123456789"], "book.epub", { type: "application/epub+zip" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("book.epub is uploaded."));
    expect(transport.create).toHaveBeenCalledWith(
      expect.objectContaining({
        productSlug: "book-one",
        label: "EPUB",
        sizeBytes: 10,
        contentType: "application/epub+zip",
      }),
    );
    expect(transport.putPart).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledWith({ purpose: "file", file: { id: "f-1" } });
  });

  it("after a dropped connection offers Resume, which sends only the missing parts; Cancel discards", async () => {
    const failures: PartResult[] = [{ ok: true }, ...Array<PartResult>(4).fill({ ok: false, status: 0 })];
    const transport = transportWith(10, failures);
    const storage = memoryStorage();
    renderAt(
      <FileUpload productSlug="book-one" label="EPUB" transport={transport} storage={storage} retryDelayMs={1} />,
    );
    const file = new File(["0123456789"], "book.epub", { type: "application/epub+zip" });
    choose(file);
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/The connection dropped at 40%/));
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("value")).toBe("4");
    // Remembered for a reload.
    expect([...storage.map.values()]).toEqual(["up-1"]);
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("book.epub is uploaded."));
    expect(transport.status).toHaveBeenCalledWith("up-1");
    expect(transport.create).toHaveBeenCalledTimes(1);
    expect(storage.map.size).toBe(0);
  });

  it("Cancel gives the upload up on the Worker", async () => {
    const transport = transportWith(10, Array<PartResult>(4).fill({ ok: false, status: 0 }));
    renderAt(
      <FileUpload
        productSlug="book-one"
        label="EPUB"
        transport={transport}
        storage={memoryStorage()}
        retryDelayMs={1}
      />,
    );
    choose(new File(["0123456789"], "book.epub"));
    await waitFor(() => screen.getByRole("button", { name: "Resume" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Upload cancelled."));
    expect(transport.abort).toHaveBeenCalledWith("up-1");
  });
});

describe("the cover control", () => {
  const resize: ResizeDeps = {
    decode: async () => ({ width: 600, height: 900, close: () => {} }) as never,
    canvas: () => ({
      getContext: () => ({ imageSmoothingEnabled: false, imageSmoothingQuality: "low", drawImage: () => {} }),
      convertToBlob: async ({ type }) => new Blob([new Uint8Array(3)], { type }),
    }),
  };

  it("resizes, uploads each width and sets the cover, then says the shop shows it", async () => {
    const transport = transportWith(3, []);
    transport.complete.mockImplementation(async () => ({
      ok: true as const,
      data: {
        purpose: "cover",
        image: { uploadId: "up-1", src: "/media/uploads/x", width: 1, height: 1 },
      } as CompletedUpload,
    }));
    const setCover = vi.fn(async () => ({ ok: true as const, data: {} }));
    renderAt(<CoverUpload productSlug="book-one" transport={transport} setCover={setCover} resize={resize} />);
    fireEvent.change(screen.getByLabelText("Choose a cover image (JPEG, PNG or WebP)"), {
      target: { files: [new File(["img"], "cover.jpg", { type: "image/jpeg" })] },
    });
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("The new cover is on the shop's pages."),
    );
    expect(transport.create).toHaveBeenCalledTimes(2);
    expect(setCover).toHaveBeenCalledWith("book-one", ["up-1", "up-1"]);
  });

  it("says so when the cover can't be set", async () => {
    const transport = transportWith(3, []);
    transport.complete.mockImplementation(async () => ({
      ok: true as const,
      data: {
        purpose: "cover",
        image: { uploadId: "up-1", src: "/media/uploads/x", width: 1, height: 1 },
      } as CompletedUpload,
    }));
    const setCover = vi.fn(async () => ({ ok: false as const, status: 400, code: "validation_failed" as const }));
    renderAt(<CoverUpload productSlug="book-one" transport={transport} setCover={setCover} resize={resize} />);
    fireEvent.change(screen.getByLabelText("Choose a cover image (JPEG, PNG or WebP)"), {
      target: { files: [new File(["img"], "cover.jpg", { type: "image/jpeg" })] },
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("The cover could not be set."));
  });
});
