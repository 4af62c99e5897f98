/**
 * The image converter's pieces as a visitor uses them: the settings panel (defaults, every
 * control and what it reports, the three languages), one file's row through its states, and the
 * drop zone's ways in (button, file input, drop, paste). No codecs or workers: the components
 * are given props and their callbacks are watched.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "#worker/contract/locales";
import { DropZone } from "#client/features/image-converter/components/drop-zone";
import { FileRow } from "#client/features/image-converter/components/file-row";
import { SettingsPanel } from "#client/features/image-converter/components/settings-panel";
import {
  DEFAULT_SETTINGS,
  type ConverterSettings,
  type OutputFormat,
} from "#client/features/image-converter/converter-settings";
import type { ConvertedImage, ConverterItem } from "#client/features/image-converter/use-converter";
import { renderAt } from "./render";

const NBSP = "\u00a0";

afterEach(() => vi.restoreAllMocks());

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

function renderSettings({
  settings = {},
  encodable = null,
  locale = "en",
}: { settings?: Partial<ConverterSettings>; encodable?: ReadonlySet<OutputFormat> | null; locale?: Locale } = {}) {
  const onChange = vi.fn<(changes: Partial<ConverterSettings>) => void>();
  const onReset = vi.fn<() => void>();
  const view = renderAt(
    <SettingsPanel
      settings={{ ...DEFAULT_SETTINGS, ...settings }}
      encodable={encodable}
      onChange={onChange}
      onReset={onReset}
    />,
    { locale },
  );
  return { ...view, onChange, onReset };
}

const ALL_FORMATS: ReadonlySet<OutputFormat> = new Set(["webp", "jpeg", "png", "avif"]);
const input = (element: HTMLElement) => element as HTMLInputElement;

describe("the settings panel", () => {
  it("shows the defaults, every control named", () => {
    const { container } = renderSettings({ encodable: ALL_FORMATS });
    const panel = within(screen.getByRole("region", { name: "Settings" }));
    const formats = within(panel.getByRole("group", { name: "Output format" }));

    expect(input(formats.getByRole("radio", { name: "WebP (smallest, for the web)" })).checked).toBe(true);
    for (const name of ["JPEG (works everywhere)", "PNG (lossless)", "AVIF (smaller still)"]) {
      const radio = input(formats.getByRole("radio", { name }));
      expect(radio.checked, name).toBe(false);
      expect(radio.disabled, name).toBe(false);
    }

    const quality = input(panel.getByRole("slider", { name: "Quality" }));
    expect(quality.value).toBe("85");
    expect(quality.disabled).toBe(false);
    expect(quality.getAttribute("aria-valuetext")).toBe("85%");
    expect(panel.getByText("85%").tagName).toBe("OUTPUT");
    const qualityHint = panel.getByText("Lower means smaller files; 85% keeps photos looking right.");
    expect(quality.getAttribute("aria-describedby")).toBe(qualityHint.id);

    expect(input(panel.getByRole("spinbutton", { name: "Maximum width (px)" })).value).toBe("1920");
    expect(input(panel.getByRole("spinbutton", { name: "Maximum height (px)" })).value).toBe("1920");
    expect(input(panel.getByRole("checkbox", { name: "Turn photos upright (camera orientation)" })).checked).toBe(true);
    const strip = input(panel.getByRole("checkbox", { name: "Remove metadata (location, camera, date)" }));
    expect(strip.checked).toBe(true);
    expect(document.getElementById(strip.getAttribute("aria-describedby")!)!.textContent).toMatch(
      /^Recommended for privacy\./,
    );

    const pattern = input(panel.getByRole("textbox", { name: "File names" }));
    expect(pattern.value).toBe("{name}");
    const patternHint = document.getElementById(pattern.getAttribute("aria-describedby")!)!;
    expect(patternHint.textContent).toBe(
      "Use {name} (original name), {n} (number), {width}, {height} and {format}. Example: beach.webp",
    );
    expect(panel.getByRole("button", { name: "Back to the defaults" })).toBeTruthy();

    // Nothing else to operate: 4 radios, slider, 2 sizes, 2 checkboxes, pattern, reset; all found by name above.
    expect(container.querySelectorAll("input, button, select, textarea")).toHaveLength(11);
  });

  it("reports a chosen format, and disables only the ones this browser can't make", () => {
    const { onChange, unmount } = renderSettings({ encodable: new Set(["webp", "jpeg", "png"]) });
    fireEvent.click(screen.getByRole("radio", { name: "JPEG (works everywhere)" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ format: "jpeg" });

    const avif = input(screen.getByRole("radio", { name: /^AVIF \(smaller still\)/ }));
    expect(avif.disabled).toBe(true);
    expect(avif.closest("label")!.textContent).toContain("This browser can't create AVIF files.");
    expect(screen.getAllByText(/This browser can't create/)).toHaveLength(1);
    unmount();

    // Still finding out: everything may be chosen.
    renderSettings({ encodable: null });
    for (const radio of screen.getAllByRole("radio")) expect(input(radio).disabled).toBe(false);
    expect(screen.queryByText(/This browser can't create/)).toBeNull();
  });

  it("turns quality off for PNG and reports the slider as a fraction", () => {
    const { onChange, unmount } = renderSettings();
    fireEvent.change(screen.getByRole("slider", { name: "Quality" }), { target: { value: "50" } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ quality: 0.5 });
    unmount();

    renderSettings({ settings: { format: "png" } });
    expect(input(screen.getByRole("radio", { name: "PNG (lossless)" })).checked).toBe(true);
    expect(input(screen.getByRole("slider", { name: "Quality" })).disabled).toBe(true);
    expect(screen.getByText("PNG is lossless: quality doesn't apply.")).toBeTruthy();
    expect(screen.queryByText(/85% keeps photos/)).toBeNull();
  });

  it("applies a size only once it is a whole number in range, and restores the field on leaving", () => {
    const { onChange } = renderSettings({ settings: { maxWidth: 1600 } });
    const width = input(screen.getByRole("spinbutton", { name: "Maximum width (px)" }));
    expect(width.value).toBe("1600");

    for (const typed of ["", "0", "99999", "12.5"]) {
      fireEvent.change(width, { target: { value: typed } });
      expect(width.value, typed).toBe(typed);
    }
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(width, { target: { value: "800" } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ maxWidth: 800 });

    // The prop is still 1600 (nobody applied the change): leaving the field shows it again.
    fireEvent.change(width, { target: { value: "" } });
    fireEvent.blur(width);
    expect(width.value).toBe("1600");

    fireEvent.change(screen.getByRole("spinbutton", { name: "Maximum height (px)" }), { target: { value: "16384" } });
    expect(onChange).toHaveBeenLastCalledWith({ maxHeight: 16384 });
  });

  it("follows its props: a size applied, then the defaults restored", () => {
    // Settings kept the way the page's hook keeps them, so what is reported comes back as props.
    function Controlled() {
      const [settings, setSettings] = useState(DEFAULT_SETTINGS);
      return (
        <SettingsPanel
          settings={settings}
          encodable={null}
          onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
          onReset={() => setSettings(DEFAULT_SETTINGS)}
        />
      );
    }
    renderAt(<Controlled />);
    const height = input(screen.getByRole("spinbutton", { name: "Maximum height (px)" }));
    fireEvent.change(height, { target: { value: "720" } });
    fireEvent.change(height, { target: { value: "0" } });
    fireEvent.blur(height);
    expect(height.value).toBe("720");

    fireEvent.click(screen.getByRole("radio", { name: "PNG (lossless)" }));
    expect(screen.getByText(/Example: beach\.png$/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to the defaults" }));
    expect(height.value).toBe("1920");
    expect(input(screen.getByRole("radio", { name: "WebP (smallest, for the web)" })).checked).toBe(true);
  });

  it("reports the toggles, the pattern and the reset", () => {
    const { onChange, onReset } = renderSettings({ settings: { renamePattern: "{name}-{width}w", format: "jpeg" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Remove metadata (location, camera, date)" }));
    expect(onChange).toHaveBeenLastCalledWith({ stripMetadata: false });
    fireEvent.click(screen.getByRole("checkbox", { name: "Turn photos upright (camera orientation)" }));
    expect(onChange).toHaveBeenLastCalledWith({ applyOrientation: false });

    // The example follows the pattern and the format.
    expect(screen.getByText(/Example: beach-1920w\.jpg$/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "File names" }), { target: { value: "{n}-{name}" } });
    expect(onChange).toHaveBeenLastCalledWith({ renamePattern: "{n}-{name}" });
    expect(onChange).toHaveBeenCalledTimes(3);

    expect(onReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Back to the defaults" }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("speaks Spanish and Catalan", () => {
    const { unmount } = renderSettings({ locale: "es", encodable: new Set(["webp"]) });
    expect(screen.getByRole("region", { name: "Ajustes" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Formato de salida" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Calidad" })).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: "Ancho máximo (px)" })).toBeTruthy();
    expect(screen.getByText("Este navegador no puede crear archivos AVIF.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Volver a los valores por defecto" })).toBeTruthy();
    unmount();

    renderSettings({ locale: "ca" });
    expect(screen.getByRole("region", { name: "Configuració" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Format de sortida" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Qualitat" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Noms de fitxer" })).toBeTruthy();
    expect(screen.getByText(/Exemple: beach\.webp$/)).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------
// One file's row
// ---------------------------------------------------------------------------------------------

const KB = 1024;
const photo = (bytes = 100 * KB) => new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });

function converted(bytes: number, over: Partial<ConvertedImage> = {}): ConvertedImage {
  return {
    blob: new Blob([new Uint8Array(bytes)], { type: "image/webp" }),
    url: "blob:result",
    thumbnailUrl: "blob:thumb",
    fileName: "photo.webp",
    width: 1920,
    height: 1440,
    sourceWidth: 4000,
    sourceHeight: 3000,
    ...over,
  };
}

function renderRow(item: Partial<ConverterItem>, locale: Locale = "en") {
  const onCancel = vi.fn<() => void>();
  const onRemove = vi.fn<() => void>();
  const full: ConverterItem = { id: 1, file: photo(), kind: "jpeg", status: "queued", ...item };
  const view = renderAt(
    <ul>
      <FileRow item={full} onCancel={onCancel} onRemove={onRemove} />
    </ul>,
    { locale },
  );
  return { ...view, onCancel, onRemove };
}

const outcome = () => screen.getByTestId("file-outcome").textContent;

describe("a file's row", () => {
  it("waits with an empty progress bar and can be cancelled", () => {
    const { onCancel, onRemove } = renderRow({ status: "queued", kind: null });
    expect(outcome()).toBe("Waiting");
    const progress = screen.getByRole("progressbar", { name: "Progress of photo.jpg" });
    expect(progress.getAttribute("value")).toBe("0");
    expect(progress.getAttribute("max")).toBe("100");
    expect(screen.queryByRole("button", { name: "Remove photo.jpg" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Cancel photo.jpg" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("shows how far a working file is", () => {
    renderRow({ status: "encoding" });
    expect(outcome()).toBe("Converting");
    expect(screen.getByRole("progressbar", { name: "Progress of photo.jpg" }).getAttribute("value")).toBe("70");
  });

  it("says why a file was refused, and can be removed", () => {
    const { onRemove, onCancel } = renderRow({ status: "failed", reason: "tooLarge", kind: null });
    expect(outcome()).toBe(`Larger than 50${NBSP}MB: not converted.`);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Cancel/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove photo.jpg" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("names other failures, a full batch and a cancelled file", () => {
    const cases: [Partial<ConverterItem>, string][] = [
      [{ status: "failed" }, "The conversion failed. Try again."],
      [{ status: "failed", reason: "batchFull" }, "Not added: a batch holds 200 images. Clear the list to add more."],
      [{ status: "failed", reason: "encoderUnsupported" }, "This browser can't create that format; choose another."],
      [{ status: "cancelled" }, "Cancelled"],
    ];
    for (const [item, text] of cases) {
      const { unmount } = renderRow(item);
      expect(outcome()).toBe(text);
      expect(screen.queryByRole("progressbar")).toBeNull();
      expect(screen.getByRole("button", { name: "Remove photo.jpg" })).toBeTruthy();
      unmount();
    }
  });

  it("shows a result: its size and saving, its dimensions, its preview and its download", () => {
    const { onRemove } = renderRow({ status: "done", result: converted(25 * KB) });
    expect(outcome()).toBe(`25${NBSP}KB, 75% smaller`);
    expect(screen.getByText(/4000×3000 → 1920×1440/).textContent).toBe(`100${NBSP}KB · 4000×3000 → 1920×1440`);
    expect(screen.getByRole("img", { name: "Preview of photo.jpg" }).getAttribute("src")).toBe("blob:thumb");
    expect(screen.queryByRole("progressbar")).toBeNull();

    const download = screen.getByRole("link", { name: "Download photo.webp" });
    expect(download.getAttribute("download")).toBe("photo.webp");
    expect(download.getAttribute("href")).toBe("blob:result");
    expect(download.textContent).toBe("Download");

    fireEvent.click(screen.getByRole("button", { name: "Remove photo.jpg" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("says when a result grew, in the visitor's language", () => {
    const { unmount } = renderRow({ status: "done", result: converted(125 * KB) });
    expect(outcome()).toBe(`125${NBSP}KB, 25% larger`);
    unmount();

    renderRow({ status: "done", result: converted(25 * KB) }, "es");
    expect(outcome()).toMatch(new RegExp(`^25${NBSP}KB, un 75\\s?% menos$`));
    expect(screen.getByRole("link", { name: "Descargar photo.webp" })).toBeTruthy();
  });

  describe("the before-and-after comparison", () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

    beforeEach(() => {
      created.length = 0;
      revoked.length = 0;
      URL.createObjectURL = vi.fn(
        (blob: Blob | MediaSource) => (created.push(blob as Blob), `blob:original-${created.length}`),
      );
      URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    });
    afterEach(() => {
      URL.createObjectURL = originals.create;
      URL.revokeObjectURL = originals.revoke;
    });

    it("opens the original only while the comparison is open", () => {
      const file = photo();
      const { unmount } = renderRow({ status: "done", file, result: converted(25 * KB) });
      const toggle = screen.getByRole("button", { name: "Compare photo.jpg before and after" });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryByRole("slider")).toBeNull();
      expect(created).toHaveLength(0);

      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      expect(created).toEqual([file]);
      const divider = screen.getByRole("slider", { name: "Before and after divider" });
      expect(input(divider).value).toBe("50");
      expect(screen.getByRole("img", { name: "Before" }).getAttribute("src")).toBe("blob:original-1");
      expect(screen.getByRole("img", { name: "After" }).getAttribute("src")).toBe("blob:result");

      fireEvent.change(divider, { target: { value: "30" } });
      expect(divider.getAttribute("aria-valuetext")).toBe("Before 30%, After 70%");
      expect(screen.getByRole("img", { name: "After" }).style.clipPath).toBe("inset(0 0 0 30%)");
      expect(revoked).toEqual([]);

      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryByRole("slider", { name: "Before and after divider" })).toBeNull();
      expect(revoked).toEqual(["blob:original-1"]);

      // Opened again and left by unmounting: released too; the result's own URLs are not (the hook owns them).
      fireEvent.click(toggle);
      expect(created).toHaveLength(2);
      unmount();
      expect(revoked).toEqual(["blob:original-1", "blob:original-2"]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The drop zone
// ---------------------------------------------------------------------------------------------

const image = (name = "a.png") => new File([new Uint8Array(8)], name, { type: "image/png" });
/** What a browser hands over for a dropped folder: no bytes, no type. */
const folder = () => new File([], "holidays");

function renderDropZone() {
  const onFiles = vi.fn<(files: File[]) => void>();
  const view = renderAt(
    <>
      <DropZone onFiles={onFiles} />
      <label>
        Pattern <input type="text" />
      </label>
      <textarea aria-label="Notes" />
      <div contentEditable suppressContentEditableWarning data-testid="editable">
        <span>text</span>
      </div>
    </>,
  );
  return { ...view, onFiles, fileInput: screen.getByTestId("converter-file-input") as HTMLInputElement };
}

function paste(target: EventTarget, files: File[]) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { files } });
  target.dispatchEvent(event);
  return event;
}

describe("the drop zone", () => {
  it("opens the hidden file input from its button", () => {
    const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
    const { fileInput } = renderDropZone();
    expect(fileInput.hidden).toBe(true);
    expect(fileInput.type).toBe("file");
    expect(fileInput.multiple).toBe(true);

    const button = screen.getByRole("button", { name: "Choose images" });
    expect(document.getElementById(button.getAttribute("aria-describedby")!)!.textContent).toContain(
      `up to 50${NBSP}MB each`,
    );
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toBe(fileInput);
  });

  it("passes on chosen files, leaving out folders", () => {
    const { onFiles, fileInput } = renderDropZone();
    const [first, second] = [image("a.png"), image("b.png")];
    fireEvent.change(fileInput, { target: { files: [first, folder(), second] } });
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([first, second]);

    fireEvent.change(fileInput, { target: { files: [folder()] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it("passes on dropped files and shows when something is dragged over it", () => {
    const { onFiles } = renderDropZone();
    const zone = screen.getByRole("region", { name: "Add images" });

    fireEvent.dragOver(zone, { dataTransfer: {} });
    expect(zone.getAttribute("data-dragging")).toBe("true");
    expect(screen.getByRole("region", { name: "Drop to convert" })).toBe(zone);
    fireEvent.dragLeave(zone, { dataTransfer: {} });
    expect(zone.hasAttribute("data-dragging")).toBe(false);

    const dropped = image();
    fireEvent.dragOver(zone, { dataTransfer: {} });
    const notCancelled = fireEvent.drop(zone, { dataTransfer: { files: [folder(), dropped] } });
    expect(notCancelled).toBe(false);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([dropped]);
    expect(zone.hasAttribute("data-dragging")).toBe(false);
    expect(screen.getByRole("heading", { name: "Add images" })).toBeTruthy();

    // Dropped text, nothing to pass on.
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it("takes pasted images anywhere on the page, but not a paste into a field", () => {
    const { onFiles, unmount } = renderDropZone();
    const pasted = image();

    const onPage = paste(document.body, [pasted]);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([pasted]);
    expect(onPage.defaultPrevented).toBe(true);

    const onWindow = paste(window, [pasted]);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onWindow.defaultPrevented).toBe(true);

    for (const field of [
      screen.getByRole("textbox", { name: "Pattern" }),
      screen.getByRole("textbox", { name: "Notes" }),
      screen.getByText("text"),
    ]) {
      const intoField = paste(field, [pasted]);
      expect(intoField.defaultPrevented, field.tagName).toBe(false);
    }
    expect(onFiles).toHaveBeenCalledTimes(2);

    // Text only: left to the browser.
    expect(paste(document.body, []).defaultPrevented).toBe(false);
    expect(onFiles).toHaveBeenCalledTimes(2);

    unmount();
    paste(document.body, [pasted]);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });
});
