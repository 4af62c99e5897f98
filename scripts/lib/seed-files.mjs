/**
 * Generates the binary seed files for the local R2 bucket: the free Mortal Vengeance excerpt
 * (EPUB 3), the résumé in English, Spanish and Catalan (one-page A4 PDFs) and the files La
 * Bodega's seeded products give (seed/100-shop-catalogue.sql): stand-in EPUB and PDF editions
 * of the two Mortal Vengeance books, short synthesised WAVs for the singles and the listening
 * samples, and ZIPs of WAVs for the albums.
 *
 * The SQL seed states each product file's size in bytes, so a change to anything a product
 * file is built from must come with the new size there. WAVs (and the ZIPs, which store them
 * uncompressed) have sizes that follow from their length alone: 44 + 2 × samples.
 *
 * Output is deterministic byte-for-byte (fixed zip timestamps, fixed PDF dates, no
 * "now" anywhere), so regenerating never produces a spurious diff or a new R2 ETag.
 *
 *   import { generateSeedFiles } from "./lib/seed-files.mjs";
 *   const files = await generateSeedFiles("seed/generated-r2"); // [{ key, path }]
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/** One fixed instant for every timestamp we write. */
const FIXED_ISO = "2026-01-15T12:00:00Z";
const FIXED_DATE = new Date(FIXED_ISO);
// Zip (DOS) timestamps are written from the *local* time fields of the Date, so build the
// date from local fields: the bytes are then identical whatever the machine's time zone.
const ZIP_MTIME = new Date(2026, 0, 15, 12, 0, 0);

/**
 * Written into every generated product file that can carry it (EPUB subject, PDF keywords),
 * and what `product_files.stand_in` records in D1: `node scripts/shop.mjs check` warns while a
 * product on sale still gives one of these.
 */
export const STAND_IN_MARK = "la-bodega-stand-in";

const AUTHOR = "Adrià Vidal";
const SITE = "adriavidal.com";
const EMAIL = "hello@adriavidal.com";

export async function generateSeedFiles(outDir) {
  const root = resolve(outDir);
  const outputs = [
    ["excerpts/mortal-vengeance-book-1.epub", buildExcerptEpub()],
    ...(await resumeWords().then((words) =>
      Promise.all(
        RESUME_LOCALES.map(async (lang) => [
          `resume/adria-vidal-resume-${lang}.pdf`,
          await buildResumePdf(lang, words[lang]),
        ]),
      ),
    )),
    ...(await productFiles()),
    ...Object.entries(SAMPLE_CHAPTERS).map(([lang, chapter]) => [
      `samples/mortal-vengeance-1-ebook/chapter-1-${lang}.xhtml`,
      strToU8(sampleChapterPage(lang, chapter)),
    ]),
  ];

  const written = [];
  for (const [key, bytes] of outputs) {
    const path = join(root, ...key.split("/"));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    written.push({ key, path });
  }
  return written;
}

/* ------------------------------------------------------------------------------------------ */
/* EPUB                                                                                       */
/* ------------------------------------------------------------------------------------------ */

const BOOK_ID = "urn:uuid:6f1c2b9e-3d4a-4e8f-9b27-5a0c7d81e4f3";
const BOOK_TITLE = "Mortal Vengeance — Free Excerpt";

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Escapes a paragraph and turns *words* into <em>words</em> (the only markup the prose needs). */
function paragraph(text) {
  return `<p>${escapeXml(text).replace(/\*([^*]+)\*/g, "<em>$1</em>")}</p>`;
}

function xhtmlPage(title, body, bodyType) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head>
  <meta charset="UTF-8"/>
  <title>${escapeXml(title)}</title>
  <link rel="stylesheet" type="text/css" href="styles.css"/>
</head>
<body epub:type="${bodyType}">
${body}
</body>
</html>
`;
}

function chapterPage({ number, title, paragraphs }) {
  const body = `<section epub:type="chapter" aria-labelledby="ch${number}-title">
  <h2 id="ch${number}-title"><span class="chapter-number">Chapter ${number}</span> ${escapeXml(title)}</h2>
  ${paragraphs.map(paragraph).join("\n  ")}
</section>`;
  return xhtmlPage(`Chapter ${number}: ${title}`, body, "bodymatter");
}

/**
 * Book 1's first chapter in Spanish and Catalan, the sample chapter read on the shop's page in
 * those languages (the English one is the excerpt EPUB's). Its opening: a stand-in translation.
 */
const SAMPLE_CHAPTERS = {
  es: {
    label: "Capítulo 1",
    title: "El rompeolas",
    paragraphs: [
      "El mar nos devolvió a Teo un martes, tres días después de habérselo llevado, y para entonces todo Punta Caracol ya había decidido qué había pasado.",
      "Resbaló. Había bebido. Siempre salía al rompeolas cuando subía el oleaje, todo el mundo lo sabía, para lucirse ante turistas que ya ni siquiera estaban, porque era septiembre y los cruceros habían dejado de venir. La señora Lawrence lo dijo en la panadería mientras me metía el pan en la bolsa. El padre Anselm lo dijo con más delicadeza en el funeral. El sargento Ruiz se lo dijo a mi madre en nuestro porche, con la gorra en las manos y la mirada ya en otra cosa.",
      "—Un trágico accidente —dijo—. En esta época del año las rocas resbalan.",
      "Yo tenía diecisiete años y conocía a Teo Marchand desde los cuatro, desde el día en que me empujó del muelle a un agua tan clara que podía contar los erizos del fondo, y luego se tiró detrás de mí porque no había pensado en cómo iba a salir. Teo no resbaló. Tenía el equilibrio de un gato y la prudencia de un viejo cuando se trataba del mar. Fue él quien me enseñó a leer el agua por su color: turquesa para la arena, tinta para el veril, y aquel verde lechoso que quería decir que la corriente tiraba de lado y te quedabas en tierra, mirara quien mirara.",
      "Y no bebía. No desde lo de su padre.",
      "No dije nada de eso en el funeral. Me quedé en la segunda fila de Santa Rosa con un vestido negro que me picaba en el cuello y miré cómo los ventiladores del techo daban vueltas lentas sobre las cabezas de gente que ya había empezado a olvidarlo. La iglesia olía a lirios y a piedra mojada. Fuera, el cielo sobre el puerto se había vuelto del gris amarillento de un moretón viejo.",
      "La madre de Teo no lloró. Eso era lo que yo no dejaba de mirar. Lucienne Marchand estaba sentada en el primer banco, con la espalda tan recta como un mástil y las manos cruzadas sobre el bolso, y miraba el ataúd como si fuera una pregunta que alguien le hubiera hecho en un idioma que no hablaba.",
      "Encontraron sus sandalias una al lado de la otra. Todo el mundo repetía ese detalle, porque era de los que hacen que una historia parezca terminada. Pero Teo nunca se quitaba las sandalias en el rompeolas. *Alguien las había dejado allí.* Alguien que no lo conocía.",
    ],
  },
  ca: {
    label: "Capítol 1",
    title: "L'escullera",
    paragraphs: [
      "El mar ens va tornar el Teo un dimarts, tres dies després d'haver-se'l endut, i aleshores tot Punta Caracol ja havia decidit què havia passat.",
      "Va relliscar. Havia begut. Sempre sortia a l'escullera quan pujava l'onatge, tothom ho sabia, per fer-se veure davant de turistes que ja ni tan sols hi eren, perquè era setembre i els creuers havien deixat de venir. La senyora Lawrence ho va dir a la fleca mentre em posava el pa a la bossa. El pare Anselm ho va dir amb més delicadesa al funeral. El sergent Ruiz li ho va dir a la meva mare al porxo, amb la gorra a les mans i la mirada ja en una altra cosa.",
      "—Un tràgic accident —va dir—. En aquesta època de l'any les roques rellisquen.",
      "Jo tenia disset anys i coneixia el Teo Marchand des dels quatre, des del dia que em va empènyer del moll a una aigua tan clara que podia comptar els eriçons del fons, i després s'hi va llançar darrere meu perquè no havia pensat com en sortiria. El Teo no va relliscar. Tenia l'equilibri d'un gat i la prudència d'un vell quan es tractava del mar. Va ser ell qui em va ensenyar a llegir l'aigua pel color: turquesa per a la sorra, tinta per al penya-segat submarí, i aquell verd lletós que volia dir que el corrent estirava de costat i et quedaves a terra, mirés qui mirés.",
      "I no bevia. No des del que va passar amb son pare.",
      "No vaig dir res d'això al funeral. Em vaig quedar a la segona fila de Santa Rosa amb un vestit negre que em picava al coll i vaig mirar com els ventiladors del sostre feien voltes lentes sobre els caps de gent que ja l'havia començat a oblidar. L'església feia olor de lliris i de pedra molla. A fora, el cel sobre el port s'havia tornat del gris groguenc d'un blau vell.",
      "La mare del Teo no va plorar. Això era el que jo no parava de mirar. La Lucienne Marchand seia al primer banc, amb l'esquena tan dreta com un pal de veler i les mans plegades sobre la bossa, i mirava el taüt com si fos una pregunta que algú li hagués fet en una llengua que no parlava.",
      "Van trobar les seves sandàlies l'una al costat de l'altra. Tothom repetia aquest detall, perquè era dels que fan que una història sembli acabada. Però el Teo mai no es treia les sandàlies a l'escullera. *Algú les hi havia deixat.* Algú que no el coneixia.",
    ],
  },
};

/** A sample chapter as an XHTML page in its language (what the shop's sample page shows). */
function sampleChapterPage(lang, { label, title, paragraphs }) {
  const body = `<section epub:type="chapter" aria-labelledby="ch1-title">
  <h2 id="ch1-title"><span class="chapter-number">${escapeXml(label)}</span> ${escapeXml(title)}</h2>
  ${paragraphs.map(paragraph).join("\n  ")}
</section>`;
  return xhtmlPage(`${label}: ${title}`, body, "bodymatter").replace(
    /xml:lang="en" lang="en"/,
    `xml:lang="${lang}" lang="${lang}"`,
  );
}

const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const STYLES_CSS = `body { font-family: Georgia, "Times New Roman", serif; line-height: 1.5; margin: 0 5%; }
h1, h2 { font-family: "Helvetica Neue", Arial, sans-serif; font-weight: bold; text-align: center; }
h1 { font-size: 2em; margin: 3em 0 0.25em; letter-spacing: 0.04em; }
h2 { font-size: 1.4em; margin: 2em 0 1.5em; }
.chapter-number { display: block; font-size: 0.6em; font-weight: normal; letter-spacing: 0.2em; text-transform: uppercase; }
p { margin: 0; text-indent: 1.5em; text-align: justify; }
h2 + p, .no-indent { text-indent: 0; }
.title-page, .end-page { text-align: center; }
.title-page p, .end-page p { text-indent: 0; text-align: center; margin: 0.75em 0; }
.subtitle { font-style: italic; }
.author { font-size: 1.2em; margin-top: 2em; }
.small { font-size: 0.85em; }
`;

const TITLE_PAGE = xhtmlPage(
  BOOK_TITLE,
  `<section class="title-page" epub:type="titlepage">
  <h1>Mortal Vengeance</h1>
  <p class="subtitle">Book One — Free Excerpt</p>
  <p class="author">${escapeXml(AUTHOR)}</p>
  <p class="small">Chapters 1 and 2</p>
  <p class="small">© 2026 ${escapeXml(AUTHOR)}. All rights reserved.</p>
</section>`,
  "frontmatter",
);

const CHAPTERS = [
  {
    number: 1,
    title: "The Breakwater",
    paragraphs: [
      "The sea gave Teo back on a Tuesday, three days after it took him, and by then the whole of Punta Caracol had already decided what had happened.",
      "He slipped. He’d been drinking. He always went out on the breakwater when the swell came up, everybody knew that, showing off for tourists who weren’t even there anymore, because it was September and the cruise ships had stopped coming. Mrs. Lawrence said it at the bakery while she bagged my bread. Father Anselm said it more gently at the funeral. Sergeant Ruiz said it to my mother on our porch, with his cap in his hands and his eyes already on the next thing.",
      "“A tragic accident,” he said. “The rocks are slick this time of year.”",
      "I was seventeen, and I had known Teo Marchand since we were four, since the day he pushed me off the jetty into water so clear I could count the urchins below me, then jumped in after me because he hadn’t thought about how I would get out. He did not slip. Teo had the balance of a cat and the caution of an old man when it came to the sea. He was the one who taught me to read the water by its color: turquoise for sand, ink for the drop-off, and that milky green that meant the current was pulling sideways and you stayed on land, no matter who was watching.",
      "And he didn’t drink. Not since his father.",
      "I didn’t say any of that at the funeral. I stood in the second row of Santa Rosa in a black dress that itched at the collar and watched the ceiling fans turn slow circles over the heads of people who had already started to forget him. The church smelled of lilies and wet stone. Outside, the sky over the harbor had gone the yellow-gray of an old bruise. The radio had been saying it all morning: a tropical wave off the coast of Africa, organizing, strengthening. The first real storm of the season, maybe. Maybe not. On the island we said that about everything.",
      "Teo’s mother didn’t cry. That was what I kept looking at. Lucienne Marchand sat in the front pew with her back as straight as a mast and her hands folded on her purse, and she stared at the coffin as if it were a question somebody had asked her in a language she didn’t speak.",
      "After the burial, people drifted toward the Marchands’ house with covered dishes, the way people do. I didn’t go. I walked down to the breakwater instead.",
      "It runs out from the end of Front Street, a long crooked spine of black rock that the British piled there a hundred and fifty years ago to keep the harbor from silting up. At the far end stands a rusted navigation light that hasn’t worked since before I was born. That was where they said he had gone in. That was where they had found his sandals.",
      "The wind had picked up. Spray came over the rocks in fine sheets and stung my face with salt. I took off my shoes, left them on the low wall at the foot of the breakwater, and climbed out anyway, the way we used to, feeling for the flat stones with my toes.",
      "At the end, under the dead light, I crouched and looked at the place.",
      "They had found his sandals side by side. Everybody repeated that detail, because it was the kind of detail that makes a story feel finished. Side by side, as if he had taken them off to go swimming. As if he had meant to come back.",
      "But Teo never took his sandals off on the breakwater. The rocks out there are crusted with barnacles sharp enough to open your heel to the bone; he had a scar on his left foot from when we were eleven to prove it. He would have worn them into the water and kicked them off once he was clear of the rocks, and they would have washed up on Coral Beach a week later, the way everything does.",
      "Someone had set them there. Someone who didn’t know him.",
      "I stayed until the light went. When I finally stood up, my legs were stiff and my face was wet, and I told myself it was the spray.",
      "Halfway back along the rocks, I looked toward town and saw a figure at the foot of the breakwater, where Front Street ends. A man, I thought, though it was hard to tell in the dusk. He wasn’t doing anything. Just standing there with his hands in his pockets, watching me come.",
      "By the time I reached the street, he was gone. But inside my left shoe, on the wall where I had left them, somebody had placed a single white shell, the kind you only find on the windward side of the island, where nobody goes.",
      "Perfectly centered. As if it had been left for me to find.",
    ],
  },
  {
    number: 2,
    title: "Storm Warnings",
    paragraphs: [
      "They gave the storm a name on Thursday morning: Delphine. By noon the whole town was hammering.",
      "It’s a sound you never forget if you grow up here: plywood going up over windows, a hundred hammers out of rhythm, as if the island itself had a racing heart. My mother and I did our house the way we did it every year, her on the ladder, me handing up the boards, neither of us saying much. The radio on the porch rail counted down the hours in the calm voice of the weather office.",
      "“Category one by tonight,” my mother said, reading the sky more than listening. “Maybe two by the time it reaches us.”",
      "“Teo would’ve been out surfing it,” I said.",
      "She stopped with a nail between her lips. Then she took it out and said, carefully, “Celeste. Sergeant Ruiz told me you were out on the rocks again after the funeral.”",
      "Of course he had. Nothing on this island stays in one place, except the dead.",
      "“I was saying goodbye.”",
      "“Say it from the beach.” She drove the nail in with three hard strokes. “Please.”",
      "I didn’t tell her about the shell. It was in my pocket, and I kept turning it over with my thumb, feeling the ridges and the smooth pink mouth of it. I had spent half the night trying to convince myself it meant nothing, that some kid had left it, that the wind had dropped it there. But the wind doesn’t center things.",
      "In the afternoon she sent me to the Marchands’ with a pot of red beans and rice wrapped in a dish towel, because that is what you do, storm or no storm.",
      "Lucienne opened the door before I knocked. Up close she looked smaller than she had in church, as if grief were something that happened to your bones. The house behind her was dark. She hadn’t put up the shutters.",
      "“You need to board up, Madame Marchand,” I said. “It’s coming tonight.”",
      "“Let it come.” She took the pot from me but didn’t move out of the doorway. She was looking at me the way she had looked at the coffin. “You went out to the light.”",
      "“I guess everybody knows that already.”",
      "“Everybody knows everything.” Her mouth did something that wasn’t a smile. “And nobody knows anything. Did you see where the sandals were, Celeste?”",
      "My throat closed. I nodded.",
      "“Then you know.” She reached into the pocket of her housedress and held something out to me: a small notebook with a waterproof cover, the kind fishermen use to log their catch. “The police brought back his things. Wallet, keys, his phone, smashed. They didn’t want this. Sergeant Ruiz said it was only boat names.” She pressed it into my hand. “My son did not care about boats.”",
      "I opened it right there on the step, while the first fat drops of rain began to darken the porch boards.",
      "It *was* boat names. Pages of them in Teo’s cramped handwriting, with dates, times and little arrows. *Santa Clara, 2:10 a.m., no lights.* *Blue Heron, back from the windward side, 4:45, low in the water.* Over and over, all through August. On the last page, dated the night he died, there was a single line, pressed so hard the pen had torn the paper:",
      "*If anything happens, tell C. to look under the light.*",
      "I looked up. Lucienne was already closing the door.",
      "“He trusted you,” she said through the narrowing gap. “I don’t trust anyone anymore. Go home before the wind comes.”",
      "The wind came at nine.",
      "I lay on my bed in the dark with the notebook under my pillow and listened to Delphine try the house, testing every shutter and every seam of the roof, shrieking through the gap under the back door like something that wanted in. The power went out at ten. My mother lit the hurricane lamp in the hall and sat up with it, and I could hear her praying under her breath, the same three words over and over.",
      "At eleven-forty, my phone lit up on the nightstand.",
      "The signal had been coming and going all night, one bar, then none. But the screen glowed blue in the dark, and the name on it was one I had never found the courage to delete.",
      "*Teo.*",
      "One message. Three words.",
      "*Stop looking, Celeste.*",
      "Outside, somewhere down toward the harbor, something enormous tore loose and went tumbling through the night, and I lay there with the phone in my hand and understood, finally, that the sea had not taken him at all.",
    ],
  },
];

const CONTINUE_PAGE = xhtmlPage(
  "Continue reading",
  `<section class="end-page" epub:type="backmatter">
  <h2>Continue reading</h2>
  <p>Thank you for reading this free excerpt of <em>Mortal Vengeance</em>.</p>
  <p>The full book is available in La Bodega at <a href="https://${SITE}/la-bodega">${SITE}/la-bodega</a>.</p>
  <p class="small">${escapeXml(AUTHOR)} · <a href="https://${SITE}">${SITE}</a></p>
</section>`,
  "backmatter",
);

/** Reading order: [manifest id, file name, title shown in the table of contents]. */
const SPINE = [
  ["title", "title.xhtml", "Title page"],
  ["chapter-1", "chapter-1.xhtml", "Chapter 1: The Breakwater"],
  ["chapter-2", "chapter-2.xhtml", "Chapter 2: Storm Warnings"],
  ["continue", "continue.xhtml", "Continue reading"],
];

const NAV_XHTML = xhtmlPage(
  "Contents",
  `<nav epub:type="toc" id="toc">
  <h2>Contents</h2>
  <ol>
    ${SPINE.map(([, file, label]) => `<li><a href="${file}">${escapeXml(label)}</a></li>`).join("\n    ")}
  </ol>
</nav>`,
  "frontmatter",
);

const CONTENT_OPF = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${BOOK_ID}</dc:identifier>
    <dc:title>${escapeXml(BOOK_TITLE)}</dc:title>
    <dc:creator id="creator">${escapeXml(AUTHOR)}</dc:creator>
    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>
    <dc:language>en</dc:language>
    <dc:publisher>${SITE}</dc:publisher>
    <dc:rights>© 2026 ${escapeXml(AUTHOR)}. All rights reserved.</dc:rights>
    <dc:description>The first two chapters of Mortal Vengeance, a dark young-adult psychological thriller set in the Caribbean.</dc:description>
    <meta property="dcterms:modified">${FIXED_ISO}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="styles.css" media-type="text/css"/>
    ${SPINE.map(([id, file]) => `<item id="${id}" href="${file}" media-type="application/xhtml+xml"/>`).join("\n    ")}
  </manifest>
  <spine>
    ${SPINE.map(([id]) => `<itemref idref="${id}"/>`).join("\n    ")}
  </spine>
</package>
`;

function buildExcerptEpub() {
  // Object key order is the zip entry order: OCF requires "mimetype" first, stored (level 0),
  // with no extra field, so readers can sniff the type at a fixed byte offset.
  const entries = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(CONTAINER_XML),
    "OEBPS/content.opf": strToU8(CONTENT_OPF),
    "OEBPS/nav.xhtml": strToU8(NAV_XHTML),
    "OEBPS/styles.css": strToU8(STYLES_CSS),
    "OEBPS/title.xhtml": strToU8(TITLE_PAGE),
    "OEBPS/chapter-1.xhtml": strToU8(chapterPage(CHAPTERS[0])),
    "OEBPS/chapter-2.xhtml": strToU8(chapterPage(CHAPTERS[1])),
    "OEBPS/continue.xhtml": strToU8(CONTINUE_PAGE),
  };
  return zipSync(entries, { level: 9, mtime: ZIP_MTIME });
}

/* ------------------------------------------------------------------------------------------ */
/* Résumé PDFs                                                                                */
/* ------------------------------------------------------------------------------------------ */

// The CV's words are the site's own (scripts/lib/resume-content.ts reads the Career content),
// so it can't contradict the pages. Only WinAnsi characters print (Helvetica is a standard font,
// not embedded): pdf-lib throws on anything else, so a stray character fails the generator
// instead of printing garbage.
const RESUME_LOCALES = ["en", "es", "ca"];

/** The CV's words per language, read from the content through Vite (it is TypeScript). */
async function resumeWords() {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(new URL("./resume-content.ts", import.meta.url).pathname, {
    configFile: false,
    logLevel: "error",
  });
  return Object.fromEntries(RESUME_LOCALES.map((lang) => [lang, module.resumeContent(lang)]));
}

const A4 = [595.28, 841.89];
const MARGIN = 54;
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.45, 0.11, 0.17); // wine red, matching La Bodega

/** Greedy word wrap measured with the real font metrics; the first line may be narrower. */
function wrapText(text, font, size, maxWidth, firstLineWidth = maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    const limit = lines.length ? maxWidth : firstLineWidth;
    if (line && font.widthOfTextAtSize(candidate, size) > limit) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function buildResumePdf(lang, t) {
  // updateMetadata: false stops pdf-lib stamping "now" as the modification date on save.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(t.docTitle);
  doc.setAuthor(t.name);
  doc.setSubject(t.subject);
  doc.setKeywords([t.name, "writer", "composer", "QA analyst", "marketing"]);
  doc.setCreator(SITE);
  doc.setProducer("pdf-lib");
  doc.setLanguage(lang);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const left = MARGIN;
  const right = pageWidth - MARGIN;
  const width = right - left;
  let y = pageHeight - MARGIN;
  const SIZE = 8.6;

  // Moves the baseline down by `lead`, then draws one line of text there.
  const line = (text, { font = regular, size = SIZE, color = INK, x = left, lead = size * 1.35 } = {}) => {
    y -= lead;
    page.drawText(text, { x, y, font, size, color });
  };
  const paragraphText = (text, options = {}) => {
    for (const l of wrapText(text, options.font ?? regular, SIZE, width - (options.indent ?? 0)))
      line(l, { ...options, x: left + (options.indent ?? 0) });
  };
  const heading = (text) => {
    y -= 9;
    line(text.toUpperCase(), { font: bold, size: 9.5, color: ACCENT, lead: 11 });
    y -= 3.5;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: ACCENT });
    y -= 1;
  };
  const bullet = (text, indent = 10) => {
    const lines = wrapText(text, regular, SIZE, width - indent);
    lines.forEach((l, i) => {
      line(l, { x: left + indent });
      if (i === 0) page.drawText("•", { x: left + 2, y, font: regular, size: SIZE, color: ACCENT });
    });
  };

  // Header: name, tagline, contact.
  line(t.name, { font: bold, size: 24, lead: 24 });
  line(t.tagline, { size: 11.5, color: ACCENT, lead: 18 });
  line(t.contact, { size: SIZE, color: MUTED, lead: 14 });

  heading(t.headings.profile);
  paragraphText(t.profile);

  heading(t.headings.experience);
  for (const role of t.roles) {
    y -= 3;
    line(role.title, { font: bold, size: 9.8, lead: 12.5 });
    page.drawText(role.years, {
      x: right - regular.widthOfTextAtSize(role.years, SIZE),
      y,
      font: regular,
      size: SIZE,
      color: MUTED,
    });
    line(role.organisation, { size: SIZE, color: MUTED, lead: 11 });
    paragraphText(role.summary);
    if (role.highlight) bullet(role.highlight);
  }

  heading(t.headings.skills);
  for (const [label, items] of t.skills) {
    // Bold run-in label; the list starts after it and wraps back to the margin.
    const labelText = `${label}: `;
    const labelWidth = bold.widthOfTextAtSize(labelText, SIZE);
    const [first, ...rest] = wrapText(items, regular, SIZE, width, width - labelWidth);
    line(labelText, { font: bold });
    page.drawText(first, { x: left + labelWidth, y, font: regular, size: SIZE, color: INK });
    for (const l of rest) line(l);
  }

  heading(t.headings.languages);
  paragraphText(t.languages);

  heading(t.headings.education);
  for (const item of t.education) bullet(item);

  // Everything is hand-placed on one page, so fail loudly if a translation grows too long.
  if (y < MARGIN) throw new Error(`resume (${lang}) overflows the page by ${Math.ceil(MARGIN - y)}pt`);

  return doc.save();
}

/* ------------------------------------------------------------------------------------------ */
/* La Bodega product files                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** [R2 key, bytes] for every file the seeded catalogue gives (and its listening samples). */
async function productFiles() {
  const files = [];
  for (const [slug, edition] of Object.entries(EDITIONS)) {
    files.push([`products/${slug}/${slug}.epub`, buildEditionEpub(edition)]);
    files.push([`products/${slug}/${slug}.pdf`, await buildEditionPdf(edition)]);
  }
  files.push(
    ["products/mortal-vengeance-soundtrack/mortal-vengeance-soundtrack.zip", buildAlbumZip(SOUNDTRACK_ALBUM)],
    ["products/mortal-vengeance-soundtrack/sample.wav", sampleWav(UNDER_THE_LIGHT_SAMPLE)],
    // One listening sample per track shown on an album's page (and a single's own).
    ["products/mortal-vengeance-soundtrack/sample-main-theme.wav", sampleWav(MAIN_THEME_SAMPLE)],
    ["products/mortal-vengeance-soundtrack/sample-delphine.wav", trackSampleWav(track("delphine"))],
    ["products/the-breakwater/sample.wav", trackSampleWav(track("the-breakwater"))],
    ["products/synthetic-tides-ep/sample-latent-reef.wav", trackSampleWav(epTrack("latent-reef"))],
    ["products/synthetic-tides-ep/sample-night-ferry.wav", trackSampleWav(epTrack("night-ferry"))],
    [
      "products/mortal-vengeance-main-theme/mortal-vengeance-main-theme.wav",
      wav(renderTrack(track("main-theme"), SINGLE_SECONDS)),
    ],
    ["products/mortal-vengeance-main-theme/sample.wav", sampleWav(MAIN_THEME_SAMPLE)],
    ["products/the-breakwater/the-breakwater.wav", wav(renderTrack(track("the-breakwater"), SINGLE_SECONDS))],
    // The EP as the author uploads an album (decision 055): each track on its own, in one
    // format group, with its cover art and booklet; the Worker streams them as one ZIP.
    ...SYNTHETIC_TIDES_ALBUM.tracks.map((t, i) => [
      albumTrackKey(SYNTHETIC_TIDES_ALBUM, t, i),
      wav(renderTrack(t, ALBUM_TRACK_SECONDS)),
    ]),
    [`products/${SYNTHETIC_TIDES_ALBUM.slug}/cover.jpg`, readFileSync(SYNTHETIC_TIDES_ALBUM.coverFile)],
    [`products/${SYNTHETIC_TIDES_ALBUM.slug}/booklet.pdf`, await buildAlbumBooklet(SYNTHETIC_TIDES_ALBUM)],
  );
  return files;
}

/** Where an album's track lies in R2: products/<album>/tracks/01-latent-reef.wav. */
function albumTrackKey(album, track, index) {
  return `products/${album.slug}/tracks/${String(index + 1).padStart(2, "0")}-${track.slug}.wav`;
}

/**
 * An album's booklet: a square PDF (12.7 cm, a CD booklet's page) with the cover, the track
 * list with lengths, the credits and a liner note.
 */
async function buildAlbumBooklet(album) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${album.title} (booklet)`);
  doc.setAuthor(album.artist);
  doc.setSubject(`${album.artist}, ${album.title}: booklet (stand-in edition for local development)`);
  doc.setKeywords([album.artist, album.title, "booklet", STAND_IN_MARK]);
  doc.setCreator(SITE);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const size = 360;
  const margin = 36;
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const cover = await doc.embedJpg(readFileSync(album.coverFile));

  doc.addPage([size, size]).drawImage(cover, { x: 0, y: 0, width: size, height: size });

  const tracks = doc.addPage([size, size]);
  let y = size - margin - 14;
  tracks.drawText(album.title, { x: margin, y, font: bold, size: 14, color: INK });
  y -= 18;
  tracks.drawText(`${album.artist} · released ${album.released}`, {
    x: margin,
    y,
    font: regular,
    size: 9,
    color: MUTED,
  });
  y -= 30;
  album.tracks.forEach((t, i) => {
    const length = `0:${String(ALBUM_TRACK_SECONDS).padStart(2, "0")}`;
    tracks.drawText(`${String(i + 1).padStart(2, "0")}   ${t.title}`, {
      x: margin,
      y,
      font: regular,
      size: 11,
      color: INK,
    });
    tracks.drawText(length, {
      x: size - margin - regular.widthOfTextAtSize(length, 11),
      y,
      font: regular,
      size: 11,
      color: MUTED,
    });
    y -= 20;
  });

  const notes = doc.addPage([size, size]);
  y = size - margin - 12;
  notes.drawText("Credits", { x: margin, y, font: bold, size: 12, color: ACCENT });
  y -= 20;
  for (const line of album.credits) {
    notes.drawText(line, { x: margin, y, font: regular, size: 9.5, color: INK });
    y -= 14;
  }
  y -= 14;
  for (const line of wrapText(album.linerNote, regular, 9.5, size - 2 * margin)) {
    notes.drawText(line, { x: margin, y, font: regular, size: 9.5, color: INK });
    y -= 13;
  }
  y -= 10;
  for (const line of wrapText(ALBUM_STAND_IN_NOTE, regular, 8, size - 2 * margin)) {
    notes.drawText(line, { x: margin, y, font: regular, size: 8, color: MUTED });
    y -= 11;
  }
  return doc.save();
}

const ALBUM_STAND_IN_NOTE =
  "Local development edition: every track is a two-second synthesised stand-in, generated by the site's seed script to try La Bodega's downloads.";

/* ---------- Stand-in ebook editions (EPUB 3 and PDF) ---------- */

/** Chapters 3 and 4 of Book 1, after the excerpt's two (CHAPTERS), which open the book. */
const MORTAL_VENGEANCE_MORE = [
  {
    number: 3,
    title: "The Morning After",
    paragraphs: [
      "Delphine left before dawn, the way the worst guests do, without saying goodbye.",
      "When I pushed the front door open, the air was so still it felt like a held breath. The sky had been scrubbed a hard, innocent blue. Front Street was under a foot of sand and seaweed, the Lawrences’ bakery had lost its sign, and somebody’s fishing boat was lying on its side in the road outside Santa Rosa, as if it had come to Mass and given up halfway.",
      "I read the message again on the porch steps. *Stop looking, Celeste.* In daylight it looked smaller, almost ordinary, three words and a time stamp: 11:40 p.m. Teo’s phone was in a plastic bag on Lucienne’s kitchen table, smashed. I had seen it there. A phone can be smashed. A number can’t.",
      "Sergeant Ruiz’s jeep came down the street at walking pace, its wipers still going for no reason. He slowed when he saw me.",
      "“Breakwater’s closed,” he said through the open window, before I had said anything at all. “Storm’s moved the stones around. Nobody goes out there until the engineers from the capital have looked at it.”",
      "“I wasn’t going to.”",
      "“Good.” He looked at me a moment too long. “Your mother’s been through enough this week, Celeste. So has Madame Marchand.”",
      "He drove on. I watched the jeep all the way to the harbor, and then I looked past it, to where the breakwater ran out into the flat, glittering water. It had lost a few stones and gained a tangle of someone’s fishing net, but the dead light was still standing at the end of it, black against all that blue.",
      "*Look under the light.*",
      "The tide tables were printed on the inside cover of Teo’s notebook, the way they are in every fisherman’s log on the island. Low water was at 6:20 that evening. I had the whole day to decide whether to go, and I had already decided.",
    ],
  },
  {
    number: 4,
    title: "Under the Light",
    paragraphs: [
      "Lucienne gave me the keys without asking why.",
      "She didn’t ask anything. She opened the kitchen drawer, took out the ring with Teo’s house key, his bicycle lock and a small brass key nobody had been able to explain, and put it in my palm the way she had put the notebook there, as if she were passing on a fever. “Bring them back,” was all she said.",
      "At six the sun was low and orange and the rocks were still warm. I climbed out past the engineers’ yellow tape with my sandals on, because Teo had taught me better, and because I wanted to be able to run.",
      "The storm had scoured the base of the navigation light down to bare iron. That was why nobody had seen it before: a square hatch in the frame, no bigger than a cereal box, painted the same rust-brown as everything else. The padlock on it was not rusty at all. It was new, and it was brass.",
      "The little key went in as if it had been waiting.",
      "I didn’t open the hatch straight away. I crouched there with my hand on the cold metal and listened: the slap of water between the stones, a gull complaining somewhere over the harbor, and under it all, so low I felt it more than heard it, an engine. Out past the reef, where the water turns from turquoise to ink, a boat was moving slowly along the coast with every one of its lights switched off.",
      "It was not yet dark enough for that to make sense.",
      "I lifted the hatch and reached inside.",
    ],
  },
];

/** Book 2, Undertow: its first three chapters. */
const UNDERTOW_CHAPTERS = [
  {
    number: 1,
    title: "Regatta Night",
    paragraphs: [
      "A year after Delphine, you could almost believe nothing had happened.",
      "Punta Caracol had new roofs, bright as tin foil in the sun, and a new jetty made of concrete instead of wood, with a brass plaque that thanked three different ministries and nobody who had actually carried a sandbag. On the last night of the harbor regatta, the bay was full of charter yachts strung with little white lights, and the steel band on the jetty played the same four songs it had played every year of my life, slightly out of tune, the way we like them.",
      "I was trying very hard to be ordinary. I had exams in the spring and a friend called Ana who kept telling me to smile in photos, and for whole hours at a time I didn’t think about Teo at all. That’s the part nobody warns you about. The forgetting hurts more than the remembering.",
      "The biggest boat in the bay was anchored a few hundred meters off the breakwater, too big to come in, too proud to try. Her name was painted in gold on the stern: *Halcyon*. All evening the music and the laughter came across the water from her, and one window near the waterline stayed lit, a single warm square in the dark hull.",
      "At midnight the fireworks went up over the harbor, and the whole town tipped its head back to watch.",
      "I didn’t. I was looking at the *Halcyon*. So I was the only person in Punta Caracol who saw that lit window go dark, all at once, in the middle of the loudest bang of the night.",
    ],
  },
  {
    number: 2,
    title: "Locked From the Inside",
    paragraphs: [
      "Her name was Maya Lindqvist. She was nineteen, she was from Gothenburg, and by breakfast everyone on the island knew three things about her: that she had gone to her cabin at a quarter to twelve, that her door was still locked from the inside in the morning, and that she was not in the cabin.",
      "No splash. No witnesses. Forty guests on deck, all of them looking up at the fireworks.",
      "Sergeant Ruiz held court on the new jetty with his cap pushed back, explaining to anyone who would listen that young people drink at regattas, that the porthole in her cabin opened wide enough, that the current off the breakwater is strong at night. A fall overboard. A tragedy. He did not look at me while he said it. He had learned that much in a year.",
      "The *Halcyon*’s owner did not come ashore at all. He sent a lawyer in a pale suit who said the word *private* so often it started to sound like a threat.",
      "I stood at the back of the crowd and thought about currents. Teo had taught me how they run along this coast: out past the breakwater, north along the reef, then in towards the windward beaches, where everything the sea takes eventually comes back. If Maya had gone into the water at midnight, the sea would give her back within a week, somewhere nobody goes.",
      "Unless somebody was counting on that, too.",
    ],
  },
  {
    number: 3,
    title: "A Shell on the Step",
    paragraphs: [
      "It was waiting for me when I got home, on the top step of our porch, exactly in the middle.",
      "White. Ridged. A smooth pink mouth. The kind you only find on the windward side of the island.",
      "I stood in the road for a long time without going any closer, the way you stand in front of a dog you don’t know. My mother was at work. The street was empty except for the Ferreiras’ cat and the heat coming up off the asphalt. A year ago I would have picked the shell up and put it in my pocket. This time I took a photo of it first, with the step and the door and the house number in the frame, because I had learned something else in a year: that nobody believes a story you can’t prove.",
      "Then I went to see Lucienne.",
      "She was standing at her kitchen window when I came up the path, and she didn’t turn around when I knocked. She didn’t need to. On the sill in front of her, perfectly centered, there was a white shell.",
      "“So,” she said to the glass. “This time it isn’t only for you.”",
    ],
  },
];

/* ---------- Stand-in prose: a book's length, clearly marked ---------- */

/**
 * The real opening chapters are followed by generated placeholder chapters, so a stand-in
 * edition has the size, the chapter count and (in the PDF) about the page count of the real
 * book, which the product page's "What you download" then shows. Every generated chapter says
 * what it is in its first line. Deterministic: a fixed-seed xorshift picks the words.
 */
const STAND_IN_NOTE =
  "*Stand-in text.* This chapter of the development edition is placeholder prose generated by the site's seed script, so that the file has a real book's length. The edition sold in La Bodega has the real chapter.";

const PROSE = {
  who: [
    "the girl from the ferry office",
    "Teo’s cousin",
    "the bus driver",
    "Father Anselm",
    "Mrs. Lawrence",
    "Celeste",
    "Lucienne",
    "Sergeant Ruiz",
    "my mother",
    "Ana",
    "the harbor master",
    "old Mr. Ferreira",
    "the lawyer in the pale suit",
    "nobody on the jetty",
    "the man at the end of Front Street",
  ],
  did: [
    "folded the map along its old creases",
    "ran the last stretch without stopping",
    "put the kettle on and forgot it",
    "lied about where the key had been",
    "stood in the doorway until the light changed",
    "waited for the second knock",
    "found the page torn out of the log",
    "asked the question nobody had asked",
    "kept walking as if nothing had happened",
    "wiped the salt off the window with a sleeve",
    "watched the water for a long time",
    "said nothing at all",
    "counted the boats coming back without lights",
    "turned the white shell over and over",
    "checked the tide tables twice",
    "walked the length of the breakwater",
    "read the notebook again by the window",
    "listened to the generator coughing next door",
    "wrote the time down before it could slip away",
    "pretended not to notice the jeep slowing down",
    "kept the phone face down on the table",
    "went back for the things nobody had wanted",
  ],
  when: [
    "on the last night of the storm",
    "a week after the funeral",
    "as the ferry pulled away",
    "just before the power came back",
    "in the middle of the fireworks",
    "while the kettle boiled",
    "at low water",
    "before the rain came in from the east",
    "after the church bells stopped",
    "while the town was still hammering",
    "in the blue hour before dawn",
    "when the wind dropped",
    "long after midnight",
    "on the morning of the regatta",
  ],
  where: [
    "outside Santa Rosa",
    "among the upturned boats",
    "on the roof of the ferry office",
    "at the bus stop by the school",
    "in the back room of the bakery",
    "under the almond trees",
    "along Front Street",
    "under the dead light",
    "behind the bakery",
    "on the windward side",
    "past the reef",
    "in the Marchands' kitchen",
    "at the foot of the breakwater",
    "by the new concrete jetty",
  ],
  felt: [
    "The fan turned slow circles over our heads.",
    "Rain ticked against the plywood like a clock that had lost count.",
    "Far out, the reef broke white and silent.",
    "The smell of lilies followed me all the way home.",
    "Every window on the street was dark but one.",
    "The notebook felt heavier than it had any right to be.",
    "I could hear my own heart over the generator.",
    "The streetlight flickered twice and gave up.",
    "The air smelled of salt and diesel.",
    "Somewhere a shutter banged, once, and was still.",
    "The sea had gone the milky green that means the current is pulling sideways.",
    "Nothing on this island stays in one place, except the dead.",
    "It was the kind of detail that makes a story feel finished, and that was what frightened me.",
    "The heat came up off the road in slow waves.",
    "A gull complained somewhere over the harbor.",
    "The radio on the porch rail counted down the hours in the same calm voice.",
  ],
  said: [
    "Nobody drowns on a flat sea",
    "You were never here, understand",
    "He knew the water better than any of us",
    "Bring them back",
    "Don’t trust the tide tables this month",
    "Some things the sea keeps",
    "Go home before the wind comes",
    "Everybody knows everything, and nobody knows anything",
    "The rocks are slick this time of year",
    "Say it from the beach",
    "You don't have to do this alone",
    "Some boats don't want to be counted",
    "Ask me again when the tide is out",
  ],
  titleA: ["Low", "Salt", "Night", "Windward", "Dead", "Still", "Black", "Open", "White", "Last"],
  titleB: ["Water", "Tide", "Ferry", "Light", "Reef", "Harbor", "Signal", "Current", "Shell", "Jetty"],
};

function standInChapter(number, words, seed) {
  let state = (seed * 2654435761 + number * 40503) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  const pick = (list) => list[next() % list.length];
  const sentence = () => {
    switch (next() % 4) {
      case 0:
        return `${capital(pick(PROSE.who))} ${pick(PROSE.did)} ${pick(PROSE.when)}.`;
      case 1:
        return `${capital(pick(PROSE.when))}, ${pick(PROSE.who)} ${pick(PROSE.did)} ${pick(PROSE.where)}.`;
      case 2:
        return pick(PROSE.felt);
      default:
        return `“${pick(PROSE.said)},” ${pick(PROSE.who)} said, ${pick(PROSE.where)}.`;
    }
  };
  const paragraphs = [STAND_IN_NOTE];
  let count = 0;
  while (count < words) {
    const length = 3 + (next() % 5);
    const text = Array.from({ length }, sentence).join(" ");
    count += text.split(" ").length;
    paragraphs.push(text);
  }
  return { number, title: `${pick(PROSE.titleA)} ${pick(PROSE.titleB)}`, paragraphs, standIn: true };
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The real chapters, then stand-in ones up to `total`, each of about `words` words. */
function withStandInChapters(chapters, { total, words, seed }) {
  const more = [];
  for (let n = chapters.length + 1; n <= total; n++) more.push(standInChapter(n, words, seed));
  return [...chapters, ...more];
}

const EDITIONS = {
  "mortal-vengeance-1-ebook": {
    id: "urn:uuid:3b8e5f21-7c4d-4a96-8e1f-0d2a6b9c4e75",
    title: "Mortal Vengeance",
    seriesPosition: 1,
    seriesLabel: "Book One",
    year: 2024,
    description:
      "Book 1 of Mortal Vengeance, a dark young-adult psychological thriller set on the Caribbean island of Santa Brisa. Stand-in edition for local development.",
    cover: "mortal-vengeance-1.svg",
    chapters: withStandInChapters([...CHAPTERS, ...MORTAL_VENGEANCE_MORE], { total: 34, words: 4600, seed: 11 }),
  },
  "mortal-vengeance-2-ebook": {
    id: "urn:uuid:9d4c1a83-2e6f-4b07-a5d8-71c3e0f6b214",
    title: "Mortal Vengeance: Undertow",
    seriesPosition: 2,
    seriesLabel: "Book Two",
    year: 2025,
    description:
      "Book 2 of Mortal Vengeance: a year after Hurricane Delphine, a tourist vanishes from a yacht in the harbor of Punta Caracol. Stand-in edition for local development.",
    cover: "mortal-vengeance-2.svg",
    chapters: withStandInChapters(UNDERTOW_CHAPTERS, { total: 36, words: 4615, seed: 23 }),
  },
};

/** What the stand-in says about itself, in both formats. */
function editionNote(edition) {
  return [
    `This is a stand-in for *${edition.title}*: the local development edition, generated by the site’s seed script so that La Bodega’s purchases and downloads can be tried without the real files. Its opening chapters are the book’s; the chapters after them are placeholder prose that only gives the file a real book’s length, and each says so in its first line.`,
    `The edition sold at ${SITE} is the complete novel, in the same two formats: EPUB for e-readers and phones, PDF for reading on a larger screen or printing.`,
    `If you bought this book and received this file, something has gone wrong on our side: please write to ${EMAIL} and you will have the right one within 24 hours.`,
  ];
}

function editionSpine(edition) {
  return [
    ["title", "title.xhtml", "Title page"],
    ["edition", "edition.xhtml", "About this edition"],
    ...edition.chapters.map((c) => [
      `chapter-${c.number}`,
      `chapter-${c.number}.xhtml`,
      `Chapter ${c.number}: ${c.title}`,
    ]),
    ["end", "end.xhtml", "Thank you for reading"],
  ];
}

function buildEditionEpub(edition) {
  const rights = `© ${edition.year} ${AUTHOR}. All rights reserved.`;
  const spine = editionSpine(edition);
  const titlePage = xhtmlPage(
    edition.title,
    `<section class="title-page" epub:type="titlepage">
  <h1>${escapeXml(edition.title)}</h1>
  <p class="subtitle">Mortal Vengeance · ${edition.seriesLabel}</p>
  <p class="author">${escapeXml(AUTHOR)}</p>
  <p class="small">Stand-in edition for local development</p>
  <p class="small">${escapeXml(rights)}</p>
</section>`,
    "frontmatter",
  );
  const editionPage = xhtmlPage(
    "About this edition",
    `<section epub:type="preface" aria-labelledby="edition-title">
  <h2 id="edition-title">About this edition</h2>
  ${editionNote(edition).map(paragraph).join("\n  ")}
</section>`,
    "frontmatter",
  );
  const endPage = xhtmlPage(
    "Thank you for reading",
    `<section class="end-page" epub:type="backmatter">
  <h2>Thank you for reading</h2>
  <p>This is where the development edition of <em>${escapeXml(edition.title)}</em> ends.</p>
  <p>The Mortal Vengeance books and their soundtrack are in La Bodega at <a href="https://${SITE}/la-bodega">${SITE}/la-bodega</a>.</p>
  <p class="small">${escapeXml(AUTHOR)} · <a href="https://${SITE}">${SITE}</a></p>
</section>`,
    "backmatter",
  );
  const nav = xhtmlPage(
    "Contents",
    `<nav epub:type="toc" id="toc">
  <h2>Contents</h2>
  <ol>
    ${spine.map(([, file, label]) => `<li><a href="${file}">${escapeXml(label)}</a></li>`).join("\n    ")}
  </ol>
</nav>`,
    "frontmatter",
  );
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${edition.id}</dc:identifier>
    <dc:title>${escapeXml(edition.title)}</dc:title>
    <dc:creator id="creator">${escapeXml(AUTHOR)}</dc:creator>
    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>
    <dc:language>en</dc:language>
    <dc:publisher>${SITE}</dc:publisher>
    <dc:rights>${escapeXml(rights)}</dc:rights>
    <dc:description>${escapeXml(edition.description)}</dc:description>
    <dc:subject>${STAND_IN_MARK}</dc:subject>
    <meta property="belongs-to-collection" id="series">Mortal Vengeance</meta>
    <meta refines="#series" property="collection-type">series</meta>
    <meta refines="#series" property="group-position">${edition.seriesPosition}</meta>
    <meta name="cover" content="cover"/>
    <meta property="dcterms:modified">${FIXED_ISO}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="styles.css" media-type="text/css"/>
    <item id="cover" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
    ${spine.map(([id, file]) => `<item id="${id}" href="${file}" media-type="application/xhtml+xml"/>`).join("\n    ")}
  </manifest>
  <spine>
    ${spine.map(([id]) => `<itemref idref="${id}"/>`).join("\n    ")}
  </spine>
</package>
`;
  // Same OCF rules as the excerpt: "mimetype" first and stored.
  const entries = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(CONTAINER_XML),
    "OEBPS/content.opf": strToU8(opf),
    "OEBPS/nav.xhtml": strToU8(nav),
    "OEBPS/styles.css": strToU8(STYLES_CSS),
    "OEBPS/cover.svg": readFileSync(new URL(`../../client/public/media/covers/${edition.cover}`, import.meta.url)),
    "OEBPS/title.xhtml": strToU8(titlePage),
    "OEBPS/edition.xhtml": strToU8(editionPage),
    ...Object.fromEntries(edition.chapters.map((c) => [`OEBPS/chapter-${c.number}.xhtml`, strToU8(chapterPage(c))])),
    "OEBPS/end.xhtml": strToU8(endPage),
  };
  return zipSync(entries, { level: 9, mtime: ZIP_MTIME });
}

const A5 = [419.53, 595.28];
const BOOK_MARGIN = { top: 56, bottom: 60, side: 50 };
const BOOK_SIZE = 10.5;
const BOOK_LEAD = 14.5;
const BOOK_INDENT = 14;

/**
 * A paragraph as words for the PDF: *emphasis* becomes italic pieces, and pieces with no space
 * between them (a closing quote after an italic word) stay one word for wrapping.
 */
function pdfWords(text, fonts) {
  const words = [];
  let current = null;
  let space = true;
  text.split("*").forEach((run, i) => {
    const font = i % 2 ? fonts.italic : fonts.regular;
    for (const part of run.split(/(\s+)/)) {
      if (!part) continue;
      if (/^\s+$/.test(part)) {
        space = true;
        continue;
      }
      const piece = { text: part, font, width: font.widthOfTextAtSize(part, BOOK_SIZE) };
      if (current && !space) {
        current.pieces.push(piece);
        current.width += piece.width;
      } else {
        current = { pieces: [piece], width: piece.width };
        words.push(current);
      }
      space = false;
    }
  });
  return words;
}

async function buildEditionPdf(edition) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(edition.title);
  doc.setAuthor(AUTHOR);
  doc.setSubject(`Mortal Vengeance, ${edition.seriesLabel} (stand-in edition for local development)`);
  doc.setKeywords(["Mortal Vengeance", AUTHOR, "young adult", "thriller", "Santa Brisa", STAND_IN_MARK]);
  doc.setCreator(SITE);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const [pageWidth, pageHeight] = A5;
  const left = BOOK_MARGIN.side;
  const width = pageWidth - 2 * BOOK_MARGIN.side;
  const space = fonts.regular.widthOfTextAtSize(" ", BOOK_SIZE);
  let page;
  let y;
  let folio = 0;

  const centred = (text, font, size, atY, color = INK) =>
    page.drawText(text, { x: (pageWidth - font.widthOfTextAtSize(text, size)) / 2, y: atY, font, size, color });
  // Lines of stand-in prose waiting to be drawn on the current page in one call.
  let pending = [];
  let pendingY = 0;
  const drawPending = () => {
    if (!pending.length) return;
    page.drawText(pending.join("\n"), {
      x: left,
      y: pendingY,
      font: fonts.regular,
      size: BOOK_SIZE,
      lineHeight: BOOK_LEAD,
      color: INK,
    });
    pending = [];
  };
  const newPage = (numbered = true) => {
    drawPending();
    page = doc.addPage(A5);
    y = pageHeight - BOOK_MARGIN.top;
    folio += 1;
    if (numbered) centred(String(folio), fonts.regular, 9, BOOK_MARGIN.bottom / 2, MUTED);
  };
  const heading = (kicker, title) => {
    newPage();
    y -= 60;
    centred(kicker.toUpperCase(), fonts.regular, 9, y, ACCENT);
    y -= 22;
    centred(title, fonts.bold, 16, y);
    y -= 30;
  };
  // Justified lines, the last one ragged; the first line of a paragraph is indented unless
  // it follows a heading.
  const paragraphText = (text, indent) => {
    const lines = [];
    let line = [];
    let lineWidth = 0;
    for (const word of pdfWords(text, fonts)) {
      const limit = lines.length ? width : width - indent;
      const next = line.length ? lineWidth + space + word.width : word.width;
      if (line.length && next > limit) {
        lines.push({ words: line, width: lineWidth });
        line = [word];
        lineWidth = word.width;
      } else {
        line.push(word);
        lineWidth = next;
      }
    }
    if (line.length) lines.push({ words: line, width: lineWidth, last: true });
    lines.forEach((l, i) => {
      if (y - BOOK_LEAD < BOOK_MARGIN.bottom) newPage();
      y -= BOOK_LEAD;
      const start = i === 0 ? left + indent : left;
      const limit = i === 0 ? width - indent : width;
      const gap = !l.last && l.words.length > 1 ? space + (limit - l.width) / (l.words.length - 1) : space;
      let x = start;
      for (const word of l.words) {
        for (const piece of word.pieces) {
          page.drawText(piece.text, { x, y, font: piece.font, size: BOOK_SIZE, color: INK });
          x += piece.width;
        }
        x += gap;
      }
    });
  };

  // The stand-in chapters' prose: ragged lines drawn whole, so a 400-page edition takes a
  // fraction of a second (drawing word by word, as justified lines need, takes seconds).
  const charWidths = new Map();
  const widthOf = (text) => {
    let w = 0;
    for (const ch of text) {
      let cw = charWidths.get(ch);
      if (cw === undefined) charWidths.set(ch, (cw = fonts.regular.widthOfTextAtSize(ch, BOOK_SIZE)));
      w += cw;
    }
    return w;
  };
  const indentSpaces = " ".repeat(Math.round(BOOK_INDENT / space));
  const plainText = (text, indent) => {
    let line = "";
    let lineWidth = 0;
    let first = true;
    const flush = () => {
      if (y - BOOK_LEAD < BOOK_MARGIN.bottom) newPage();
      y -= BOOK_LEAD;
      if (!pending.length) pendingY = y;
      pending.push(first && indent ? indentSpaces + line : line);
      first = false;
    };
    for (const word of text.split(" ")) {
      const w = widthOf(word);
      const limit = first ? width - indent : width;
      if (line && lineWidth + space + w > limit) {
        flush();
        line = word;
        lineWidth = w;
      } else {
        line = line ? `${line} ${word}` : word;
        lineWidth = line === word ? w : lineWidth + space + w;
      }
    }
    if (line) flush();
  };

  // Title page (unnumbered).
  newPage(false);
  const [main, sub] = edition.title.split(": ");
  centred(main.toUpperCase(), fonts.bold, 24, pageHeight - 190);
  if (sub) centred(sub, fonts.italic, 18, pageHeight - 222);
  centred(`Mortal Vengeance · ${edition.seriesLabel}`, fonts.regular, 11, pageHeight - 262, ACCENT);
  centred(AUTHOR, fonts.regular, 14, pageHeight - 320);
  centred("Stand-in edition for local development", fonts.italic, 9, 96, MUTED);
  centred(`© ${edition.year} ${AUTHOR}. All rights reserved.`, fonts.regular, 9, 80, MUTED);

  heading("Note", "About this edition");
  editionNote(edition).forEach((p, i) => paragraphText(p, i ? BOOK_INDENT : 0));

  for (const chapter of edition.chapters) {
    heading(`Chapter ${chapter.number}`, chapter.title);
    chapter.paragraphs.forEach((p, i) =>
      chapter.standIn && i > 0 ? plainText(p, BOOK_INDENT) : paragraphText(p, i ? BOOK_INDENT : 0),
    );
    drawPending();
  }

  drawPending();
  heading("The end", "Thank you for reading");
  paragraphText(`This is where the development edition of *${edition.title}* ends.`, 0);
  paragraphText(`The Mortal Vengeance books and their soundtrack are in La Bodega at ${SITE}/la-bodega.`, BOOK_INDENT);

  return doc.save();
}

/* ---------- Audio: 16-bit mono 44.1 kHz PCM, synthesised ---------- */

// Only + − × ÷ and Math.floor/round go into the samples (IEEE 754 makes those exact
// everywhere), not Math.sin/exp/pow, whose last bit may differ between engines: sine is a
// polynomial, decays are repeated multiplications and pitches are repeated semitone steps.
const SAMPLE_RATE = 44100;
/** Listening samples: half a minute, at half the rate (a third of the bytes of CD quality mono). */
const SAMPLE_SECONDS = 30;
const SAMPLE_RATE_PREVIEW = 22050;
const SINGLE_SECONDS = 4;
const ALBUM_TRACK_SECONDS = 2;
const TWO_PI = 6.283185307179586;
const SEMITONE = 1.0594630943592953; // 2^(1/12)

/** sin(2π·cycles), from its Taylor series on [−π/2, π/2] (error below 1e-7). */
function sine(cycles) {
  let x = cycles - Math.floor(cycles);
  if (x >= 0.5) x -= 1;
  if (x > 0.25) x = 0.5 - x;
  else if (x < -0.25) x = -0.5 - x;
  const t = x * TWO_PI;
  const t2 = t * t;
  return t * (1 - (t2 / 6) * (1 - (t2 / 20) * (1 - (t2 / 42) * (1 - (t2 / 72) * (1 - t2 / 110)))));
}

function frequency(midi) {
  let f = 440;
  const step = midi >= 69 ? SEMITONE : 1 / SEMITONE;
  for (let i = 0; i < Math.abs(midi - 69); i++) f *= step;
  return f;
}

/**
 * Instruments: harmonic amplitudes (and frequency ratios), attack and decay per second, or a
 * sustained tone with attack and release; `detune` sharpens the whole note (the town's steel
 * pan is never quite in tune), `vibrato` is [rate Hz, depth].
 */
const VOICES = {
  piano: {
    partials: [
      [1, 1],
      [2, 0.45],
      [3, 0.2],
      [4, 0.1],
    ],
    attack: 0.005,
    decay: 2.8,
  },
  pan: {
    partials: [
      [1, 1],
      [2, 0.5],
      [3.01, 0.22],
    ],
    attack: 0.003,
    decay: 3.8,
    detune: 1.006,
  },
  bell: {
    partials: [
      [1, 1],
      [2.76, 0.12],
    ],
    attack: 0.002,
    decay: 1.4,
  },
  pulse: {
    partials: [
      [1, 1],
      [2, 0.3],
    ],
    attack: 0.002,
    decay: 7,
  },
  cello: {
    partials: [
      [1, 1],
      [2, 0.5],
      [3, 0.33],
      [4, 0.25],
      [5, 0.2],
      [6, 0.16],
    ],
    attack: 0.15,
    release: 0.25,
    vibrato: [5.5, 0.004],
  },
};

/** Adds one note to the mix. */
function addNote(mix, voice, midi, at, length, gain, rate = SAMPLE_RATE) {
  const v = VOICES[voice];
  const f = frequency(midi) * (v.detune ?? 1);
  const start = Math.round(at * rate);
  const attack = v.attack * rate;
  const sustained = v.release !== undefined;
  const end = Math.min(mix.length, start + Math.round((sustained ? length + v.release : length) * rate));
  const releaseFrom = start + Math.round(length * rate);
  const fall = sustained ? 0 : 1 - v.decay / rate;
  // Plain loops over typed arrays: this is the generator's hot loop (a closure per sample
  // made it several times slower).
  const ratios = Float64Array.from(v.partials, ([ratio]) => ratio);
  const levels = Float64Array.from(v.partials, ([, level]) => level);
  const phases = new Float64Array(ratios.length);
  let env = 1;
  for (let i = start; i < end; i++) {
    const n = i - start;
    let amp = n < attack ? n / attack : 1;
    if (sustained) {
      if (i >= releaseFrom) amp *= 1 - (i - releaseFrom) / (v.release * rate);
    } else {
      amp *= env;
      env *= fall;
    }
    const wobble = v.vibrato ? 1 + v.vibrato[1] * sine((v.vibrato[0] * n) / rate) : 1;
    let s = 0;
    for (let k = 0; k < ratios.length; k++) {
      phases[k] += (f * ratios[k] * wobble) / rate;
      s += levels[k] * sine(phases[k]);
    }
    mix[i] += gain * amp * s;
  }
}

/** A low tone under everything, swelling slowly, with its octave and fifth. */
function addDrone(mix, midi, gain, rate = SAMPLE_RATE) {
  const f = frequency(midi);
  const fadeIn = 0.5 * rate;
  for (let i = 0; i < mix.length; i++) {
    const t = i / rate;
    const swell = (0.65 + 0.35 * sine(0.25 * t - 0.25)) * (i < fadeIn ? i / fadeIn : 1);
    mix[i] += gain * swell * (sine(f * t) + 0.3 * sine(2 * f * t) + 0.12 * sine(3 * f * t));
  }
}

/**
 * Filtered noise from a fixed-seed xorshift: slow waves of surf (`smooth` small, swelling) or
 * steady rain (`smooth` larger, flat).
 */
function addNoise(mix, { gain, smooth, waves, seed }, rate = SAMPLE_RATE) {
  let state = seed >>> 0 || 1;
  let low = 0;
  for (let i = 0; i < mix.length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const white = state / 2147483648 - 1;
    low += smooth * (white - low);
    const t = i / rate;
    const swell = waves ? 0.55 + 0.45 * sine(waves * t - 0.25) : 1;
    mix[i] += gain * swell * low;
  }
}

/**
 * One track's sound as floats in [−1, 1]: each part repeats its notes (null is a rest, an
 * array a chord) every `step` seconds from `at` to the end; notes ring for `length` seconds.
 */
function renderTrack(spec, seconds, rate = SAMPLE_RATE) {
  const mix = new Float64Array(Math.round(seconds * rate));
  if (spec.drone) addDrone(mix, spec.drone.midi, spec.drone.gain, rate);
  for (const noise of spec.noise ?? []) addNoise(mix, noise, rate);
  for (const part of spec.parts ?? []) {
    const { voice, notes, step = seconds, at = 0, length = step * 2, gain = 0.3, once = false } = part;
    for (let k = 0, time = at; time < seconds - 0.15; k++, time = at + k * step) {
      if (once && k >= notes.length) break;
      const note = notes[k % notes.length];
      if (note === null) continue;
      for (const midi of [note].flat()) addNote(mix, voice, midi, time, length, gain, rate);
    }
  }
  // Gentle soft clip, then 10 ms in and 150 ms out so no file starts or ends with a click.
  const fadeIn = 0.01 * rate;
  const fadeOut = 0.15 * rate;
  for (let i = 0; i < mix.length; i++) {
    let x = mix[i] * 0.8;
    x = x > 3 ? 1 : x < -3 ? -1 : (x * (27 + x * x)) / (27 + 9 * x * x);
    const edge = Math.min(1, i / fadeIn, (mix.length - 1 - i) / fadeOut);
    mix[i] = x * edge;
  }
  return mix;
}

/** A RIFF/WAVE file: PCM, 16-bit, mono, 44.1 kHz (or `rate`). */
function wav(samples, rate = SAMPLE_RATE) {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset, text) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.max(-32768, Math.min(32767, Math.round(s * 32767))), true));
  return bytes;
}

// Celeste's four notes (A C E D), the figure the whole soundtrack keeps coming back to.
const THEME = [69, 72, 76, 74];

/** Mortal Vengeance (Original Soundtrack), in album order (content/music.ts). */
const SOUNDTRACK_TRACKS = [
  {
    slug: "main-theme",
    title: "Main Theme",
    parts: [
      { voice: "cello", notes: [45], length: 3.6, gain: 0.12, once: true },
      { voice: "piano", notes: THEME, step: 0.45, gain: 0.3 },
      { voice: "pan", notes: [81], at: 1.8, step: 1.8, gain: 0.08 },
    ],
  },
  {
    slug: "the-breakwater",
    title: "The Breakwater",
    drone: { midi: 38, gain: 0.16 },
    noise: [{ gain: 0.35, smooth: 0.04, waves: 0.45, seed: 17 }],
    parts: [{ voice: "piano", notes: [62, null, 65, null], at: 0.6, step: 0.6, gain: 0.14 }],
  },
  {
    slug: "punta-caracol",
    title: "Punta Caracol",
    parts: [
      { voice: "pan", notes: [67, 71, 74, 71, 72, 69], step: 0.22, gain: 0.22 },
      { voice: "pan", notes: [55, null, 50, null], step: 0.44, gain: 0.14 },
    ],
  },
  {
    slug: "side-by-side",
    title: "Side by Side",
    parts: [{ voice: "piano", notes: [64, 67, 64, 67, 69, null], step: 0.38, gain: 0.24 }],
  },
  {
    slug: "a-white-shell",
    title: "A White Shell",
    parts: [
      { voice: "cello", notes: [40], length: 1.8, gain: 0.11, once: true },
      { voice: "bell", notes: [88, 91, 95, 91], step: 0.5, gain: 0.16 },
    ],
  },
  {
    slug: "storm-warnings",
    title: "Storm Warnings",
    drone: { midi: 41, gain: 0.12 },
    noise: [{ gain: 0.12, smooth: 0.25, seed: 29 }],
    parts: [{ voice: "pulse", notes: [53, 53, 56, 53], step: 0.25, gain: 0.3 }],
  },
  {
    slug: "delphine",
    title: "Delphine",
    drone: { midi: 29, gain: 0.22 },
    noise: [{ gain: 0.4, smooth: 0.3, seed: 41 }],
    parts: [
      {
        voice: "cello",
        notes: [
          [41, 42, 44],
          [40, 41, 43],
        ],
        step: 1,
        length: 0.9,
        gain: 0.07,
      },
    ],
  },
  {
    slug: "stop-looking-celeste",
    title: "Stop Looking, Celeste",
    parts: [{ voice: "pulse", notes: [36, 36, null, null, null], step: 0.2, gain: 0.5 }],
  },
  {
    slug: "boats-without-lights",
    title: "Boats Without Lights",
    drone: { midi: 31, gain: 0.14 },
    parts: [{ voice: "pulse", notes: [43, null, 43, 43, null, 43, null, null], step: 0.15, gain: 0.28 }],
  },
  {
    slug: "lucienne",
    title: "Lucienne",
    parts: [{ voice: "cello", notes: [50, 53, 52, 48], step: 0.5, length: 0.45, gain: 0.16 }],
  },
  {
    slug: "under-the-light",
    title: "Under the Light",
    parts: [
      { voice: "cello", notes: [45], length: 1.8, gain: 0.1, once: true },
      { voice: "piano", notes: [69, null, 76, 74, 72, null], step: 0.45, gain: 0.28 },
    ],
  },
  {
    slug: "undertow-prelude",
    title: "Undertow (Prelude)",
    drone: { midi: 33, gain: 0.16 },
    parts: [{ voice: "piano", notes: THEME.map((n) => n - 12), step: 0.8, gain: 0.26 }],
  },
];

/** AIE, Synthetic Tides (EP). */
const SYNTHETIC_TIDES_TRACKS = [
  {
    slug: "latent-reef",
    title: "Latent Reef",
    drone: { midi: 38, gain: 0.1 },
    parts: [{ voice: "pan", notes: [62, 66, 69, 73, 69, 66], step: 0.18, gain: 0.2 }],
  },
  {
    slug: "salt-memory",
    title: "Salt Memory",
    parts: [{ voice: "piano", notes: [71, 69, 67, 64], step: 0.5, gain: 0.28 }],
  },
  {
    slug: "synthetic-tides",
    title: "Synthetic Tides",
    noise: [{ gain: 0.28, smooth: 0.05, waves: 0.6, seed: 53 }],
    parts: [{ voice: "piano", notes: [64, 71, 69, 67], step: 0.55, gain: 0.24 }],
  },
  {
    slug: "night-ferry",
    title: "Night Ferry",
    parts: [
      { voice: "pulse", notes: [40, null, 40, 47, null, 40], step: 0.2, gain: 0.34 },
      { voice: "pan", notes: [76], at: 0.8, step: 1.2, gain: 0.07 },
    ],
  },
  {
    slug: "human-in-the-loop",
    title: "Human in the Loop",
    parts: [{ voice: "piano", notes: [60, 64, 67, 72, 67, 64], step: 0.3, gain: 0.26 }],
  },
];

/**
 * The listening samples: each a composed half-minute phrase (melody, bass line and a high
 * voice on the chord changes) rather than a loop, so the player shows 0:30 and it sounds like
 * music. One list entry per eighth note; null is a rest.
 */
const MAIN_THEME_SAMPLE = {
  parts: [
    {
      voice: "piano",
      step: 0.4,
      length: 0.9,
      gain: 0.3,
      once: true,
      notes: [
        ...[69, 72, 76, 74, 72, null, 69, null], // Am: Celeste's four notes
        ...[69, 72, 77, 76, 74, null, 72, null], // F
        ...[67, 72, 76, 74, 72, 71, 72, null], // C
        ...[71, 74, 79, 77, 76, null, 74, null], // G
        ...[69, 72, 76, 74, 76, 79, 81, null], // Am, higher
        ...[81, 79, 77, 76, 77, null, 76, 74], // F
        ...[74, 77, 81, 79, 77, 76, 74, 72], // Dm
        ...[71, null, 68, null, 71, 74, 76, null], // E
        69, // Am, left to ring
      ],
    },
    { voice: "cello", step: 3.2, length: 3, gain: 0.12, once: true, notes: [45, 41, 48, 43, 45, 41, 50, 40, 45] },
    { voice: "pan", step: 3.2, at: 12.8, gain: 0.07, once: true, notes: [76, 77, 77, 80, 76] },
  ],
};

const UNDER_THE_LIGHT_SAMPLE = {
  noise: [{ gain: 0.08, smooth: 0.04, waves: 0.3, seed: 23 }],
  parts: [
    {
      voice: "piano",
      step: 0.5,
      length: 1.1,
      gain: 0.28,
      once: true,
      notes: [
        ...[69, null, 76, 74, 72, null, 71, 72], // Am
        ...[71, null, 67, null, 71, 72, 74, null], // Em
        ...[72, null, 77, 76, 74, null, 72, 74], // F
        ...[76, null, 72, null, 67, null, 72, 76], // C
        ...[77, null, 74, null, 77, 81, 79, 77], // Dm
        ...[76, null, 71, null, 68, 71, 74, 76], // E
        69,
      ],
    },
    { voice: "cello", step: 4, length: 3.7, gain: 0.11, once: true, notes: [45, 40, 41, 48, 50, 40, 45] },
    { voice: "bell", step: 4, gain: 0.05, once: true, notes: [81, 83, 84, 84, 86, 83, 81] },
  ],
};

/** A listening sample as a WAV file. */
export function sampleWav(spec = MAIN_THEME_SAMPLE) {
  return wav(renderTrack(spec, SAMPLE_SECONDS, SAMPLE_RATE_PREVIEW), SAMPLE_RATE_PREVIEW);
}

/** A track's listening sample: its opening at the preview rate (TRACK_SAMPLE_SECONDS long). */
const TRACK_SAMPLE_SECONDS = 20;
function trackSampleWav(spec) {
  return wav(renderTrack(spec, TRACK_SAMPLE_SECONDS, SAMPLE_RATE_PREVIEW), SAMPLE_RATE_PREVIEW);
}

function epTrack(slug) {
  return SYNTHETIC_TIDES_ALBUM.tracks.find((t) => t.slug === slug);
}

function track(slug) {
  return SOUNDTRACK_TRACKS.find((t) => t.slug === slug);
}

const SOUNDTRACK_ALBUM = {
  artist: AUTHOR,
  title: "Mortal Vengeance (Original Soundtrack)",
  released: "21 March 2025",
  tracks: SOUNDTRACK_TRACKS,
  coverFile: new URL("../../client/public/media/press/mortal-vengeance-soundtrack-cover.jpg", import.meta.url),
};
const SYNTHETIC_TIDES_ALBUM = {
  slug: "synthetic-tides-ep",
  artist: "AIE",
  title: "Synthetic Tides (EP)",
  released: "15 May 2026",
  tracks: SYNTHETIC_TIDES_TRACKS,
  coverFile: new URL("../../client/public/media/press/synthetic-tides-cover.jpg", import.meta.url),
  credits: [
    "Composed, arranged and produced by AIE (Adrià Vidal).",
    "Synthesisers, piano and field recordings: Adrià Vidal.",
  ],
  linerNote:
    "Five pieces about the sea as a machine: tides that keep time, a reef that remembers salt, a night ferry that crosses on a loop, and a human hand left in the loop on purpose.",
};

/** An album as a ZIP: a short note, "01 Main Theme.wav"… and its cover, stored as they are (they barely compress). */
function buildAlbumZip(album) {
  const readme = [
    `${album.artist}: ${album.title}`,
    `Released ${album.released}.`,
    "",
    "Local development edition: every track is a two-second synthesised stand-in,",
    "generated by the site's seed script to try La Bodega's downloads. The album",
    `sold at ${SITE} has the real recordings, WAV, 16-bit/44.1 kHz.`,
    "",
    ...album.tracks.map((t, i) => `${String(i + 1).padStart(2, "0")}  ${t.title}`),
    "",
  ].join("\r\n");
  const entries = { "README.txt": strToU8(readme) };
  album.tracks.forEach((t, i) => {
    entries[`${String(i + 1).padStart(2, "0")} ${t.title}.wav`] = wav(renderTrack(t, ALBUM_TRACK_SECONDS));
  });
  // The cover art, as a bought album's download has it.
  if (album.coverFile) entries["cover.jpg"] = new Uint8Array(readFileSync(album.coverFile));
  return zipSync(entries, { level: 0, mtime: ZIP_MTIME });
}

/** The stand-in EPUB of a seeded ebook product (for tests and a look). */
export function standInEpub(slug = "mortal-vengeance-1-ebook") {
  return buildEditionEpub(EDITIONS[slug]);
}
