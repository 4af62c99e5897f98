/**
 * Generates the binary seed files for the local R2 bucket: the free Mortal Vengeance excerpt
 * (EPUB 3) and the résumé in English, Spanish and Catalan (one-page A4 PDFs).
 *
 * Output is deterministic byte-for-byte (fixed zip timestamps, fixed PDF dates, no
 * "now" anywhere), so regenerating never produces a spurious diff or a new R2 ETag.
 *
 *   import { generateSeedFiles } from "./lib/seed-files.mjs";
 *   const files = await generateSeedFiles("seed/generated-r2"); // [{ key, path }]
 */
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

const AUTHOR = "Adrià Vidal";
const SITE = "adriavidal.com";
const EMAIL = "hello@adriavidal.com";

export async function generateSeedFiles(outDir) {
  const root = resolve(outDir);
  const outputs = [
    ["excerpts/mortal-vengeance-book-1.epub", buildExcerptEpub()],
    ...(await Promise.all(
      Object.keys(RESUME).map(async (lang) => [`resume/adria-vidal-resume-${lang}.pdf`, await buildResumePdf(lang)]),
    )),
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

// Only WinAnsi characters (Helvetica is a standard font, not embedded): pdf-lib throws on
// anything else, so a stray character fails the generator instead of printing garbage.
const RESUME = {
  en: {
    docTitle: `${AUTHOR} — Resume`,
    subject: "Resume",
    tagline: "Writer · Composer · QA Analyst · Marketer",
    headings: { profile: "Profile", experience: "Experience", skills: "Skills", languages: "Languages", education: "Education" },
    profile:
      "Writer, composer and QA analyst with more than fifteen years of experience across creative and technical work. I build brands and marketing strategies that tell a clear story, test software with the same attention to detail I bring to a manuscript, and write my own fiction, including the dark young-adult thriller series Mortal Vengeance.",
    experience: [
      {
        role: "Author",
        org: "Mortal Vengeance series",
        years: "2019 – present",
        points: [
          "Write and publish the Mortal Vengeance series, dark young-adult psychological thrillers set in the Caribbean.",
          "Run the full publishing cycle: editing, cover direction, launch campaigns and direct sales through La Bodega (adriavidal.com).",
        ],
      },
      {
        role: "Marketing Strategist & Brand Consultant",
        org: "Independent consultancy",
        years: "2016 – present",
        points: [
          "Define positioning, messaging and go-to-market plans for small businesses, creative projects and start-ups.",
          "Plan and run content, social media and email campaigns, measure the results and iterate on what works.",
        ],
      },
      {
        role: "QA Analyst",
        org: "Web and mobile software projects",
        years: "2013 – present",
        points: [
          "Design test plans and test cases, run manual and exploratory testing, and report defects with clear steps to reproduce.",
          "Work with developers and product owners in agile teams to ship stable releases, covering regression and acceptance testing.",
        ],
      },
      {
        role: "Composer",
        org: "Soundtracks for film, video games and media",
        years: "2010 – present",
        points: [
          "Compose and produce original scores and soundtracks, from the first sketches to the final mix.",
          "Work with directors and developers so the music serves the story, the pacing and the mood.",
        ],
      },
    ],
    skills: [
      ["Marketing", "brand strategy, positioning, content and social media, email marketing, copywriting, analytics"],
      ["Quality assurance", "test planning, manual and exploratory testing, regression testing, bug tracking (Jira), Agile/Scrum"],
      ["Writing", "fiction, narrative structure, editing, storytelling"],
      ["Music", "composition, orchestration, soundtrack production, mixing in a DAW"],
    ],
    languages: "Catalan — native  ·  Spanish — native  ·  English — full professional proficiency",
    education: [
      "Studies in marketing and business communication",
      "Music studies: harmony, composition and orchestration",
      "Professional training in software testing and quality assurance",
    ],
  },
  es: {
    docTitle: `${AUTHOR} — Currículum`,
    subject: "Currículum vitae",
    tagline: "Escritor · Compositor · Analista QA · Especialista en marketing",
    headings: { profile: "Perfil", experience: "Experiencia", skills: "Competencias", languages: "Idiomas", education: "Formación" },
    profile:
      "Escritor, compositor y analista QA con más de quince años de experiencia entre el trabajo creativo y el técnico. Construyo marcas y estrategias de marketing que cuentan una historia clara, pruebo software con la misma atención al detalle que dedico a un manuscrito y escribo mi propia ficción, como la serie de thriller psicológico juvenil Mortal Vengeance.",
    experience: [
      {
        role: "Autor",
        org: "Serie Mortal Vengeance",
        years: "2019 – actualidad",
        points: [
          "Escribo y publico la serie Mortal Vengeance, thrillers psicológicos juveniles y oscuros ambientados en el Caribe.",
          "Gestiono todo el ciclo editorial: edición, dirección de cubiertas, campañas de lanzamiento y venta directa en La Bodega (adriavidal.com).",
        ],
      },
      {
        role: "Estratega de marketing y consultor de marca",
        org: "Consultoría independiente",
        years: "2016 – actualidad",
        points: [
          "Defino el posicionamiento, los mensajes y los planes de salida al mercado de pequeñas empresas, proyectos creativos y startups.",
          "Planifico y ejecuto campañas de contenidos, redes sociales y correo electrónico, mido los resultados e itero sobre lo que funciona.",
        ],
      },
      {
        role: "Analista QA",
        org: "Proyectos de software web y móvil",
        years: "2013 – actualidad",
        points: [
          "Diseño planes y casos de prueba, realizo pruebas manuales y exploratorias, y reporto defectos con pasos claros para reproducirlos.",
          "Trabajo con desarrolladores y responsables de producto en equipos ágiles para publicar versiones estables, con pruebas de regresión y de aceptación.",
        ],
      },
      {
        role: "Compositor",
        org: "Bandas sonoras para cine, videojuegos y medios",
        years: "2010 – actualidad",
        points: [
          "Compongo y produzco partituras y bandas sonoras originales, desde los primeros bocetos hasta la mezcla final.",
          "Colaboro con directores y desarrolladores para que la música sirva a la historia, al ritmo y al tono.",
        ],
      },
    ],
    skills: [
      ["Marketing", "estrategia de marca, posicionamiento, contenidos y redes sociales, email marketing, copywriting, analítica"],
      ["Calidad de software", "planes de prueba, pruebas manuales y exploratorias, pruebas de regresión, gestión de incidencias (Jira), Agile/Scrum"],
      ["Escritura", "ficción, estructura narrativa, edición, storytelling"],
      ["Música", "composición, orquestación, producción de bandas sonoras, mezcla en DAW"],
    ],
    languages: "Catalán — nativo  ·  Español — nativo  ·  Inglés — nivel profesional",
    education: [
      "Estudios de marketing y comunicación empresarial",
      "Estudios musicales: armonía, composición y orquestación",
      "Formación profesional en pruebas de software y aseguramiento de la calidad",
    ],
  },
  ca: {
    docTitle: `${AUTHOR} — Currículum`,
    subject: "Currículum vitae",
    tagline: "Escriptor · Compositor · Analista QA · Especialista en màrqueting",
    headings: { profile: "Perfil", experience: "Experiència", skills: "Competències", languages: "Idiomes", education: "Formació" },
    profile:
      "Escriptor, compositor i analista QA amb més de quinze anys d’experiència entre la feina creativa i la tècnica. Construeixo marques i estratègies de màrqueting que expliquen una història clara, provo programari amb la mateixa atenció al detall que dedico a un manuscrit i escric la meva pròpia ficció, com la sèrie de thriller psicològic juvenil Mortal Vengeance.",
    experience: [
      {
        role: "Autor",
        org: "Sèrie Mortal Vengeance",
        years: "2019 – actualitat",
        points: [
          "Escric i publico la sèrie Mortal Vengeance, thrillers psicològics juvenils i foscos ambientats al Carib.",
          "Gestiono tot el cicle editorial: edició, direcció de cobertes, campanyes de llançament i venda directa a La Bodega (adriavidal.com).",
        ],
      },
      {
        role: "Estrateg de màrqueting i consultor de marca",
        org: "Consultoria independent",
        years: "2016 – actualitat",
        points: [
          "Defineixo el posicionament, els missatges i els plans de sortida al mercat de petites empreses, projectes creatius i startups.",
          "Planifico i executo campanyes de continguts, xarxes socials i correu electrònic, en mesuro els resultats i itero sobre el que funciona.",
        ],
      },
      {
        role: "Analista QA",
        org: "Projectes de programari web i mòbil",
        years: "2013 – actualitat",
        points: [
          "Dissenyo plans i casos de prova, faig proves manuals i exploratòries, i informo dels defectes amb passos clars per reproduir-los.",
          "Treballo amb desenvolupadors i responsables de producte en equips àgils per publicar versions estables, amb proves de regressió i d’acceptació.",
        ],
      },
      {
        role: "Compositor",
        org: "Bandes sonores per a cinema, videojocs i mitjans",
        years: "2010 – actualitat",
        points: [
          "Componc i produeixo partitures i bandes sonores originals, des dels primers esbossos fins a la mescla final.",
          "Col·laboro amb directors i desenvolupadors perquè la música serveixi la història, el ritme i el to.",
        ],
      },
    ],
    skills: [
      ["Màrqueting", "estratègia de marca, posicionament, continguts i xarxes socials, email màrqueting, redacció publicitària, analítica"],
      ["Qualitat de programari", "plans de prova, proves manuals i exploratòries, proves de regressió, gestió d’incidències (Jira), Agile/Scrum"],
      ["Escriptura", "ficció, estructura narrativa, edició, storytelling"],
      ["Música", "composició, orquestració, producció de bandes sonores, mescla amb DAW"],
    ],
    languages: "Català — nadiu  ·  Castellà — nadiu  ·  Anglès — nivell professional",
    education: [
      "Estudis de màrqueting i comunicació empresarial",
      "Estudis musicals: harmonia, composició i orquestració",
      "Formació professional en proves de programari i assegurament de la qualitat",
    ],
  },
};

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

async function buildResumePdf(lang) {
  const t = RESUME[lang];
  // updateMetadata: false stops pdf-lib stamping "now" as the modification date on save.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(t.docTitle);
  doc.setAuthor(AUTHOR);
  doc.setSubject(t.subject);
  doc.setKeywords([AUTHOR, "writer", "composer", "QA analyst", "marketing"]);
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

  // Moves the baseline down by `lead`, then draws one line of text there.
  const line = (text, { font = regular, size = 9.5, color = INK, x = left, lead = size * 1.4 } = {}) => {
    y -= lead;
    page.drawText(text, { x, y, font, size, color });
  };
  const paragraphText = (text) => {
    for (const l of wrapText(text, regular, 9.5, width)) line(l);
  };
  const heading = (text) => {
    y -= 12;
    line(text.toUpperCase(), { font: bold, size: 10, color: ACCENT, lead: 12 });
    y -= 4;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: ACCENT });
    y -= 2;
  };
  const bullet = (text, indent = 10) => {
    const lines = wrapText(text, regular, 9.5, width - indent);
    lines.forEach((l, i) => {
      line(l, { x: left + indent });
      if (i === 0) page.drawText("•", { x: left + 2, y, font: regular, size: 9.5, color: ACCENT });
    });
  };

  // Header: name, tagline, contact.
  line(AUTHOR, { font: bold, size: 26, lead: 26 });
  line(t.tagline, { size: 12, color: ACCENT, lead: 20 });
  line(`${EMAIL}  ·  ${SITE}`, { size: 9.5, color: MUTED, lead: 16 });

  heading(t.headings.profile);
  paragraphText(t.profile);

  heading(t.headings.experience);
  for (const job of t.experience) {
    y -= 4;
    line(job.role, { font: bold, size: 10.5, lead: 14 });
    page.drawText(job.years, {
      x: right - regular.widthOfTextAtSize(job.years, 9.5),
      y,
      font: regular,
      size: 9.5,
      color: MUTED,
    });
    line(job.org, { size: 9.5, color: MUTED, lead: 12.5 });
    y -= 1;
    for (const point of job.points) bullet(point);
  }

  heading(t.headings.skills);
  for (const [label, items] of t.skills) {
    // Bold run-in label; the list starts after it and wraps back to the margin.
    const labelText = `${label}: `;
    const labelWidth = bold.widthOfTextAtSize(labelText, 9.5);
    const [first, ...rest] = wrapText(items, regular, 9.5, width, width - labelWidth);
    line(labelText, { font: bold });
    page.drawText(first, { x: left + labelWidth, y, font: regular, size: 9.5, color: INK });
    for (const l of rest) line(l);
  }

  heading(t.headings.languages);
  line(t.languages);

  heading(t.headings.education);
  for (const item of t.education) bullet(item);

  // Everything is hand-placed on one page, so fail loudly if a translation grows too long.
  if (y < MARGIN) throw new Error(`resume (${lang}) overflows the page by ${Math.ceil(MARGIN - y)}pt`);

  return doc.save();
}
