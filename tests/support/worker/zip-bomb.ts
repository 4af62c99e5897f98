import { newEntry, writeZip, type ZipEntry } from "#worker/services/stamping/zip-entries";

/**
 * Zip bombs shaped like EPUBs: small archives whose entries inflate to far more than they
 * weigh. The runtime's own zlib (CompressionStream) deflates the filler, so a 256 MB entry is
 * made in a fraction of a second.
 */

const encoder = new TextEncoder();
const DAY = { time: 0, date: (46 << 9) | (1 << 5) | 1 };

/** `size` bytes of `fill`, raw-deflated, streamed in 1 MB steps so the filler is never whole. */
async function deflatedFiller(size: number, fill = 0x20): Promise<Uint8Array> {
  const step = new Uint8Array(1024 * 1024).fill(fill);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (size <= 0) return controller.close();
      controller.enqueue(step.subarray(0, Math.min(step.length, size)));
      size -= step.length;
    },
  }).pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface BombEntry {
  name: string;
  /** How many bytes the entry really inflates to. */
  inflatesTo: number;
}

/**
 * An EPUB (mimetype first, container.xml naming `OEBPS/content.opf`) with these filler entries;
 * with `lie`, every filler's headers claim it inflates to a harmless 1 KB.
 */
export async function zipBomb(fillers: BombEntry[], { lie = false, opf }: { lie?: boolean; opf?: string } = {}) {
  const entries: ZipEntry[] = [
    newEntry("mimetype", encoder.encode("application/epub+zip"), DAY, true),
    newEntry(
      "META-INF/container.xml",
      encoder.encode(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
          '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
      DAY,
    ),
  ];
  if (opf !== undefined) entries.push(newEntry("OEBPS/content.opf", encoder.encode(opf), DAY));
  for (const filler of fillers) {
    entries.push({
      name: filler.name,
      method: 8,
      crc: 0,
      size: lie ? 1024 : filler.inflatesTo,
      data: await deflatedFiller(filler.inflatesTo),
      time: DAY.time,
      date: DAY.date,
      externalAttrs: 0,
      versionMadeBy: 20,
    });
  }
  return writeZip(entries);
}

/** A package document whose spine reads these documents in order. */
export const spineOpf = (hrefs: string[]) =>
  `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/><manifest>` +
  hrefs.map((href, i) => `<item id="c${i}" href="${href}" media-type="application/xhtml+xml"/>`).join("") +
  `</manifest><spine>` +
  hrefs.map((_, i) => `<itemref idref="c${i}"/>`).join("") +
  `</spine></package>`;
