/**
 * Music: the Mortal Vengeance soundtrack, the AIE project and its EP, playlists and videos.
 * Track ids follow `track:<slug>`; the main theme's id matches worker/contract/content-items.ts.
 */
import type { Album, EmbedRef, Localized, Playlist, RichText, Section } from "./types";

/* ---------- Mortal Vengeance (Original Soundtrack) ---------- */

export const SOUNDTRACK: Album = {
  id: "album:mortal-vengeance-soundtrack",
  slug: "mortal-vengeance-soundtrack",
  title: {
    en: "Mortal Vengeance (Original Soundtrack)",
    es: "Mortal Vengeance (Banda sonora original)",
    ca: "Mortal Vengeance (Banda sonora original)",
  },
  artist: "Adrià Vidal",
  released: "2025-03-21",
  description: {
    en: [
      {
        type: "p",
        text: "Twelve pieces written alongside the first *Mortal Vengeance* novel, one for each turning point in Celeste's story, from the walk out along the breakwater to the night Hurricane Delphine makes landfall.",
      },
      {
        type: "p",
        text: "The palette is small on purpose: piano for Celeste, cello for Lucienne, a slightly detuned steel pan for the town of Punta Caracol, low synth drones for everything nobody says out loud, and field recordings of surf and rain made in Saint Lucia. It works as a companion while you read, or on its own with the lights off.",
      },
    ],
    es: [
      {
        type: "p",
        text: "Doce piezas escritas a la vez que la primera novela de *Mortal Vengeance*, una por cada punto de inflexión de la historia de Celeste, desde el paseo por el rompeolas hasta la noche en que el huracán Delphine toca tierra.",
      },
      {
        type: "p",
        text: "La paleta es reducida a propósito: piano para Celeste, violonchelo para Lucienne, un steel pan ligeramente desafinado para el pueblo de Punta Caracol, drones graves de sintetizador para todo lo que nadie dice en voz alta y grabaciones de campo de oleaje y lluvia hechas en Santa Lucía. Acompaña bien la lectura, o se escucha sola, con la luz apagada.",
      },
    ],
    ca: [
      {
        type: "p",
        text: "Dotze peces escrites alhora que la primera novel·la de *Mortal Vengeance*, una per a cada punt d'inflexió de la història de la Celeste, des del passeig per l'escullera fins a la nit que l'huracà Delphine toca terra.",
      },
      {
        type: "p",
        text: "La paleta és reduïda a propòsit: piano per a la Celeste, violoncel per a la Lucienne, un steel pan lleugerament desafinat per al poble de Punta Caracol, drons greus de sintetitzador per a tot allò que ningú no diu en veu alta i enregistraments de camp d'onatge i pluja fets a Saint Lucia. Acompanya bé la lectura, o s'escolta sola, amb el llum apagat.",
      },
    ],
  },
  cover: {
    src: "/media/music/mortal-vengeance-soundtrack.svg",
    width: 600,
    height: 600,
    alt: {
      en: "Cover of the Mortal Vengeance soundtrack: a gold sound wave crosses a dark wine-red square above piano keys, with a small white shell",
      es: "Cubierta de la banda sonora de Mortal Vengeance: una onda sonora dorada cruza un cuadrado granate oscuro sobre unas teclas de piano, con una pequeña concha blanca",
      ca: "Coberta de la banda sonora de Mortal Vengeance: una ona sonora daurada travessa un quadrat granat fosc damunt d'unes tecles de piano, amb una petita petxina blanca",
    },
  },
  tracks: [
    {
      id: "track:mortal-vengeance-main-theme",
      slug: "mortal-vengeance-main-theme",
      title: { en: "Main Theme", es: "Tema principal", ca: "Tema principal" },
      duration: "PT3M42S",
      description: {
        en: "Four notes on the piano that became Celeste's voice, answered by cello and a distant steel pan.",
        es: "Cuatro notas de piano que se convirtieron en la voz de Celeste, con la respuesta del violonchelo y un steel pan lejano.",
        ca: "Quatre notes de piano que es van convertir en la veu de la Celeste, amb la resposta del violoncel i un steel pan llunyà.",
      },
    },
    {
      id: "track:the-breakwater",
      slug: "the-breakwater",
      title: { en: "The Breakwater", es: "El rompeolas", ca: "L'escullera" },
      duration: "PT2M58S",
      description: {
        en: "Low drones and surf recorded at dusk: the long walk out to the dead navigation light.",
        es: "Drones graves y oleaje grabado al anochecer: el largo paseo hasta la baliza apagada.",
        ca: "Drons greus i onatge enregistrat al capvespre: la llarga caminada fins al far apagat.",
      },
    },
    {
      id: "track:punta-caracol",
      slug: "punta-caracol",
      title: { en: "Punta Caracol", es: "Punta Caracol", ca: "Punta Caracol" },
      duration: "PT3M10S",
      description: {
        en: "The harbour town by day, carried by a steel pan that is never quite in tune.",
        es: "El pueblo portuario de día, con un steel pan que nunca acaba de estar afinado.",
        ca: "El poble portuari de dia, amb un steel pan que mai no acaba d'estar afinat.",
      },
    },
    {
      id: "track:side-by-side",
      slug: "side-by-side",
      title: { en: "Side by Side", es: "Una junto a otra", ca: "L'una al costat de l'altra" },
      duration: "PT2M21S",
      description: {
        en: "A quiet piano piece for the sandals left on the rocks, and the detail that doesn't fit.",
        es: "Una pieza de piano serena para las sandalias en las rocas y el detalle que no encaja.",
        ca: "Una peça de piano serena per a les sandàlies a les roques i el detall que no encaixa.",
      },
    },
    {
      id: "track:a-white-shell",
      slug: "a-white-shell",
      title: { en: "A White Shell", es: "Una concha blanca", ca: "Una petxina blanca" },
      duration: "PT2M07S",
      description: {
        en: "Glassy piano harmonics over a single held cello note: the first calling card.",
        es: "Armónicos de piano cristalinos sobre una única nota sostenida de violonchelo: la primera tarjeta de visita.",
        ca: "Harmònics de piano cristal·lins sobre una única nota sostinguda de violoncel: la primera targeta de visita.",
      },
    },
    {
      id: "track:storm-warnings",
      slug: "storm-warnings",
      title: { en: "Storm Warnings", es: "Alerta de tormenta", ca: "Avís de tempesta" },
      duration: "PT3M35S",
      description: {
        en: "Hammers on plywood, a calm radio voice and a pulse that keeps getting faster.",
        es: "Martillos sobre tablones, una voz serena en la radio y un pulso que no deja de acelerarse.",
        ca: "Martells sobre taulons, una veu serena a la ràdio i un pols que no para d'accelerar-se.",
      },
    },
    {
      id: "track:delphine",
      slug: "delphine",
      title: { en: "Delphine", es: "Delphine", ca: "Delphine" },
      duration: "PT5M12S",
      description: {
        en: "The hurricane at full strength: rain recordings, cello clusters and a drone you feel more than hear.",
        es: "El huracán en su punto álgido: lluvia grabada, clústeres de violonchelo y un dron que se siente más que se oye.",
        ca: "L'huracà en el moment més violent: pluja enregistrada, clústers de violoncel i un dron que se sent més amb el cos que amb l'oïda.",
      },
    },
    {
      id: "track:stop-looking-celeste",
      slug: "stop-looking-celeste",
      title: { en: "Stop Looking, Celeste", es: "Deja de buscar, Celeste", ca: "Deixa de buscar, Celeste" },
      duration: "PT2M44S",
      description: {
        en: "The message at 11:40 p.m., set to a heartbeat of low synth.",
        es: "El mensaje de las 23:40, sobre un latido de sintetizador grave.",
        ca: "El missatge de les 23.40, sobre un batec de sintetitzador greu.",
      },
    },
    {
      id: "track:boats-without-lights",
      slug: "boats-without-lights",
      title: { en: "Boats Without Lights", es: "Barcos sin luces", ca: "Barques sense llums" },
      duration: "PT3M04S",
      description: {
        en: "Night on the water, rebuilt from Teo's notebook: distant engines, no melody, only rhythm.",
        es: "La noche en el agua, reconstruida a partir de la libreta de Teo: motores lejanos, sin melodía, solo ritmo.",
        ca: "La nit a l'aigua, reconstruïda a partir de la llibreta d'en Teo: motors llunyans, sense melodia, només ritme.",
      },
    },
    {
      id: "track:lucienne",
      slug: "lucienne",
      title: { en: "Lucienne", es: "Lucienne", ca: "Lucienne" },
      duration: "PT2M49S",
      description: {
        en: "A solo cello elegy for Teo's mother, who will not cry in front of the town.",
        es: "Una elegía para violonchelo solo dedicada a la madre de Teo, que no piensa llorar delante del pueblo.",
        ca: "Una elegia per a violoncel sol dedicada a la mare d'en Teo, que no pensa plorar davant del poble.",
      },
    },
    {
      id: "track:under-the-light",
      slug: "under-the-light",
      title: { en: "Under the Light", es: "Bajo la baliza", ca: "Sota el far" },
      duration: "PT4M01S",
      description: {
        en: "The main theme returns, broken and rebuilt, for the book's final chapters.",
        es: "El tema principal regresa, roto y reconstruido, para los últimos capítulos del libro.",
        ca: "El tema principal torna, trencat i refet, per als últims capítols del llibre.",
      },
    },
    {
      id: "track:undertow-prelude",
      slug: "undertow-prelude",
      title: { en: "Undertow (Prelude)", es: "Undertow (Preludio)", ca: "Undertow (Preludi)" },
      duration: "PT3M56S",
      description: {
        en: "A first glimpse of Book 2: the theme pulled under, slower and deeper.",
        es: "Un primer adelanto del segundo libro: el tema arrastrado al fondo, más lento y más hondo.",
        ca: "Un primer tast del segon llibre: el tema arrossegat al fons, més lent i més profund.",
      },
    },
  ],
  listenLinks: [
    { store: "la-bodega", href: "/la-bodega/music/mortal-vengeance-soundtrack" },
    { store: "spotify", href: "https://open.spotify.com/album/u8jzPde0IgxLd6GncfBAep" },
    { store: "apple-music", href: "https://music.apple.com/album/mortal-vengeance-original-soundtrack/1795512304" },
    { store: "bandcamp", href: "https://adriavidal.bandcamp.com/album/mortal-vengeance-original-soundtrack" },
  ],
};

/* ---------- AIE: Synthetic Tides (EP) ---------- */

export const AIE_EP: Album = {
  id: "album:synthetic-tides",
  slug: "synthetic-tides",
  title: { en: "Synthetic Tides", es: "Synthetic Tides", ca: "Synthetic Tides" },
  artist: "AIE",
  released: "2026-05-15",
  description: {
    en: [
      {
        type: "p",
        text: "The first EP from AIE, Adrià Vidal's experimental project: five tracks in which machine-generated sketches meet music that is composed, edited, played and produced by a person.",
      },
      {
        type: "p",
        text: "Each track's notes say what the machine made and what Adrià did, and the full credits and training-data stance are on the [AIE page](/music/aie-artist).",
      },
    ],
    es: [
      {
        type: "p",
        text: "El primer EP de AIE, el proyecto experimental de Adrià Vidal: cinco temas en los que bocetos generados por máquina se encuentran con música compuesta, editada, tocada y producida por una persona.",
      },
      {
        type: "p",
        text: "Las notas de cada tema explican qué hizo la máquina y qué hizo Adrià, y los créditos completos y la postura sobre los datos de entrenamiento están en la [página de AIE](/music/aie-artist).",
      },
    ],
    ca: [
      {
        type: "p",
        text: "El primer EP d'AIE, el projecte experimental de l'Adrià Vidal: cinc temes en què esbossos generats per màquina es troben amb música composta, editada, tocada i produïda per una persona.",
      },
      {
        type: "p",
        text: "Les notes de cada tema expliquen què va fer la màquina i què va fer l'Adrià, i els crèdits complets i la posició sobre les dades d'entrenament són a la [pàgina d'AIE](/music/aie-artist).",
      },
    ],
  },
  cover: {
    src: "/media/music/synthetic-tides.svg",
    width: 600,
    height: 600,
    alt: {
      en: "Cover of Synthetic Tides by AIE: stacked wave lines in teal and gold, drawn like a plotted signal, over a deep blue-violet gradient",
      es: "Cubierta de Synthetic Tides de AIE: líneas de olas superpuestas en verde azulado y dorado, trazadas como una señal en un gráfico, sobre un degradado azul violeta profundo",
      ca: "Coberta de Synthetic Tides d'AIE: línies d'ones superposades en verd blavós i daurat, traçades com un senyal en un gràfic, sobre un degradat blau violeta profund",
    },
  },
  tracks: [
    {
      id: "track:aie-latent-reef",
      slug: "aie-latent-reef",
      title: { en: "Latent Reef", es: "Latent Reef", ca: "Latent Reef" },
      duration: "PT4M12S",
      description: {
        en: "A model trained on Adrià's own steel pan recordings suggested the pattern; he cut it, reharmonised it and built the track around it.",
        es: "Un modelo entrenado con las grabaciones de steel pan del propio Adrià sugirió el patrón; él lo recortó, lo rearmonizó y construyó el tema a su alrededor.",
        ca: "Un model entrenat amb els enregistraments de steel pan del mateix Adrià va suggerir el patró; ell el va retallar, el va rearmonitzar i hi va construir el tema al voltant.",
      },
    },
    {
      id: "track:aie-salt-memory",
      slug: "aie-salt-memory",
      title: { en: "Salt Memory", es: "Salt Memory", ca: "Salt Memory" },
      duration: "PT3M38S",
      description: {
        en: "Out of a night of generated piano sketches, one phrase survived; everything you hear around it is played by hand.",
        es: "De una noche entera de bocetos de piano generados sobrevivió una frase; todo lo que suena a su alrededor está tocado a mano.",
        ca: "D'una nit sencera d'esbossos de piano generats en va sobreviure una frase; tot el que sona al seu voltant està tocat a mà.",
      },
    },
    {
      id: "track:aie-synthetic-tides",
      slug: "aie-synthetic-tides",
      title: { en: "Synthetic Tides", es: "Synthetic Tides", ca: "Synthetic Tides" },
      duration: "PT5M05S",
      description: {
        en: "The title track: generated surf textures under a piano line composed and played by Adrià.",
        es: "El tema que da título al EP: texturas de oleaje generadas bajo una línea de piano compuesta y tocada por Adrià.",
        ca: "El tema que dona títol a l'EP: textures d'onatge generades sota una línia de piano composta i tocada per l'Adrià.",
      },
    },
    {
      id: "track:aie-night-ferry",
      slug: "aie-night-ferry",
      title: { en: "Night Ferry", es: "Night Ferry", ca: "Night Ferry" },
      duration: "PT4M26S",
      description: {
        en: "A rhythm the model kept repeating by mistake, kept on purpose and turned into a night crossing.",
        es: "Un ritmo que el modelo repetía por error, conservado a propósito y convertido en una travesía nocturna.",
        ca: "Un ritme que el model repetia per error, conservat a propòsit i convertit en una travessia nocturna.",
      },
    },
    {
      id: "track:aie-human-in-the-loop",
      slug: "aie-human-in-the-loop",
      title: { en: "Human in the Loop", es: "Human in the Loop", ca: "Human in the Loop" },
      duration: "PT3M51S",
      description: {
        en: "The only track with no generated audio at all: the machine's best idea, rewritten and played on the piano.",
        es: "El único tema sin ningún audio generado: la mejor idea de la máquina, reescrita y tocada al piano.",
        ca: "L'únic tema sense cap àudio generat: la millor idea de la màquina, reescrita i tocada al piano.",
      },
    },
  ],
  listenLinks: [
    { store: "la-bodega", href: "/la-bodega/music/synthetic-tides-ep" },
    { store: "spotify", href: "https://open.spotify.com/album/fJBd0Kh8oOOL8dKLzdocJ2" },
    { store: "apple-music", href: "https://music.apple.com/album/synthetic-tides-ep/1842967130" },
    { store: "bandcamp", href: "https://adriavidal.bandcamp.com/album/synthetic-tides" },
  ],
};

/* ---------- Playlists ---------- */

export const PLAYLISTS: readonly Playlist[] = [
  {
    title: {
      en: "Writing Mortal Vengeance",
      es: "Escribiendo Mortal Vengeance",
      ca: "Escrivint Mortal Vengeance",
    },
    description: {
      en: "What was playing on my desk while I wrote the first two books: film scores, slow piano, Caribbean rain and a few songs I can't separate from certain chapters.",
      es: "Lo que sonaba en mi mesa mientras escribía los dos primeros libros: bandas sonoras, piano lento, lluvia caribeña y algunas canciones que ya no sé separar de ciertos capítulos.",
      ca: "El que sonava a la meva taula mentre escrivia els dos primers llibres: bandes sonores, piano lent, pluja caribenya i algunes cançons que ja no sé separar de certs capítols.",
    },
    embed: {
      provider: "spotify",
      embedUrl: "https://open.spotify.com/embed/playlist/isAjIhKtJ0RlgLKOmxgJTe",
      externalUrl: "https://open.spotify.com/playlist/isAjIhKtJ0RlgLKOmxgJTe",
      title: {
        en: "Spotify playlist: Writing Mortal Vengeance",
        es: "Lista de Spotify: Escribiendo Mortal Vengeance",
        ca: "Llista de Spotify: Escrivint Mortal Vengeance",
      },
      aspectRatio: 16 / 9,
    },
  },
  {
    title: {
      en: "Focus: Deep Work Scores",
      es: "Concentración: bandas sonoras para trabajar",
      ca: "Concentració: bandes sonores per treballar",
    },
    description: {
      en: "Instrumental scores with no sudden surprises, for test plans, spreadsheets and long first drafts. Two hours, updated every season.",
      es: "Bandas sonoras instrumentales sin sobresaltos, para planes de prueba, hojas de cálculo y primeros borradores largos. Dos horas, actualizada cada temporada.",
      ca: "Bandes sonores instrumentals sense sobresalts, per a plans de proves, fulls de càlcul i primers esborranys llargs. Dues hores, actualitzada cada temporada.",
    },
    embed: {
      provider: "spotify",
      embedUrl: "https://open.spotify.com/embed/playlist/KdNnFRIBXuDL7DxtpYlSXp",
      externalUrl: "https://open.spotify.com/playlist/KdNnFRIBXuDL7DxtpYlSXp",
      title: {
        en: "Spotify playlist: Focus: Deep Work Scores",
        es: "Lista de Spotify: Concentración: bandas sonoras para trabajar",
        ca: "Llista de Spotify: Concentració: bandes sonores per treballar",
      },
      aspectRatio: 16 / 9,
    },
  },
  {
    title: { en: "Caribbean Noir", es: "Caribbean Noir", ca: "Caribbean Noir" },
    description: {
      en: "Steel pan after midnight, slow calypso, dub and dark ambient: the sound of a harbour town when the tourists have gone home.",
      es: "Steel pan pasada la medianoche, calipso lento, dub y ambient oscuro: el sonido de un pueblo portuario cuando los turistas ya se han ido.",
      ca: "Steel pan passada la mitjanit, calipso lent, dub i ambient fosc: el so d'un poble portuari quan els turistes ja han marxat.",
    },
    embed: {
      provider: "spotify",
      embedUrl: "https://open.spotify.com/embed/playlist/fKtHF4vUCsMehGAkWvj7FA",
      externalUrl: "https://open.spotify.com/playlist/fKtHF4vUCsMehGAkWvj7FA",
      title: {
        en: "Spotify playlist: Caribbean Noir",
        es: "Lista de Spotify: Caribbean Noir",
        ca: "Llista de Spotify: Caribbean Noir",
      },
      aspectRatio: 16 / 9,
    },
  },
];

/* ---------- Videos ---------- */

export const TRAILER: EmbedRef = {
  provider: "youtube",
  embedUrl: "https://www.youtube-nocookie.com/embed/I8ihN5KXSc7",
  externalUrl: "https://www.youtube.com/watch?v=I8ihN5KXSc7",
  title: {
    en: "Mortal Vengeance: book trailer",
    es: "Mortal Vengeance: tráiler del libro",
    ca: "Mortal Vengeance: tràiler del llibre",
  },
  aspectRatio: 16 / 9,
};

export const MUSIC_VIDEOS: readonly { title: Localized; description: Localized; embed: EmbedRef }[] = [
  {
    title: {
      en: "Studio diary: recording the storm",
      es: "Diario de estudio: grabar la tormenta",
      ca: "Diari d'estudi: enregistrar la tempesta",
    },
    description: {
      en: 'How the track "Delphine" was built, from rain recorded on a tin roof in Saint Lucia to the cello clusters and the final mix.',
      es: "Cómo se construyó el tema «Delphine», desde la lluvia grabada sobre un tejado de chapa en Santa Lucía hasta los clústeres de violonchelo y la mezcla final.",
      ca: "Com es va construir el tema «Delphine», des de la pluja enregistrada sobre una teulada de xapa a Saint Lucia fins als clústers de violoncel i la mescla final.",
    },
    embed: {
      provider: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/Tvo_hBKqFYY",
      externalUrl: "https://www.youtube.com/watch?v=Tvo_hBKqFYY",
      title: {
        en: "Studio diary: recording the storm",
        es: "Diario de estudio: grabar la tormenta",
        ca: "Diari d'estudi: enregistrar la tempesta",
      },
      aspectRatio: 16 / 9,
    },
  },
  {
    title: {
      en: "Main Theme, solo piano",
      es: "Tema principal, piano solo",
      ca: "Tema principal, piano sol",
    },
    description: {
      en: "The Mortal Vengeance main theme played live in one take on the upright piano at home, without cello, drones or edits.",
      es: "El tema principal de Mortal Vengeance tocado en directo y en una sola toma en el piano vertical de casa, sin violonchelo, drones ni ediciones.",
      ca: "El tema principal de Mortal Vengeance tocat en directe i en una sola presa al piano vertical de casa, sense violoncel, drons ni edicions.",
    },
    embed: {
      provider: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/_kv5ZJr3J1T",
      externalUrl: "https://www.youtube.com/watch?v=_kv5ZJr3J1T",
      title: {
        en: "Mortal Vengeance Main Theme, solo piano",
        es: "Tema principal de Mortal Vengeance, piano solo",
        ca: "Tema principal de Mortal Vengeance, piano sol",
      },
      aspectRatio: 16 / 9,
    },
  },
  {
    title: {
      en: "AIE: Synthetic Tides (visualiser)",
      es: "AIE: Synthetic Tides (visualizador)",
      ca: "AIE: Synthetic Tides (visualitzador)",
    },
    description: {
      en: "The EP's title track with a visualiser that marks, second by second, which sounds were generated and which were played by hand.",
      es: "El tema que da título al EP con un visualizador que señala, segundo a segundo, qué sonidos se generaron y cuáles se tocaron a mano.",
      ca: "El tema que dona títol a l'EP amb un visualitzador que assenyala, segon a segon, quins sons es van generar i quins es van tocar a mà.",
    },
    embed: {
      provider: "youtube",
      embedUrl: "https://www.youtube-nocookie.com/embed/WDtkwtDDb-x",
      externalUrl: "https://www.youtube.com/watch?v=WDtkwtDDb-x",
      title: {
        en: "AIE: Synthetic Tides, official visualiser",
        es: "AIE: Synthetic Tides, visualizador oficial",
        ca: "AIE: Synthetic Tides, visualitzador oficial",
      },
      aspectRatio: 16 / 9,
    },
  },
];

/* ---------- /music intro ---------- */

export const MUSIC_INTRO: Localized<RichText> = {
  en: [
    {
      type: "p",
      text: "I have been writing music for other people's stories since 2019, for games, podcasts and short films, and for my own since the first draft of *Mortal Vengeance*. Scoring taught me to write to a picture, a scene or a feeling and then get out of its way; the best cue is the one you only notice when it stops.",
    },
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* is twelve pieces for piano, cello, steel pan, low synth drones and field recordings of Caribbean surf and rain, written alongside the book. Alongside it runs [AIE](/music/aie-artist), an experimental project in which AI tools make rough sketches and I do the composing, editing, playing and producing, with every credit stated openly.",
    },
    {
      type: "p",
      text: "Everything is on Spotify, Apple Music and Bandcamp, and the soundtrack, its singles and the EP are for sale as lossless downloads in [La Bodega](/la-bodega?category=music). If you are looking for a composer for a game, a podcast or a campaign, [write to me](/contact); I reply within 24 hours.",
    },
  ],
  es: [
    {
      type: "p",
      text: "Escribo música para historias ajenas desde 2019, para videojuegos, pódcasts y cortometrajes, y para las mías desde el primer borrador de *Mortal Vengeance*. Componer para imagen me enseñó a escribir para una escena o una emoción y después apartarme; la mejor música es la que solo notas cuando se detiene.",
    },
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* reúne doce piezas para piano, violonchelo, steel pan, drones graves de sintetizador y grabaciones de campo de oleaje y lluvia del Caribe, escritas a la vez que el libro. En paralelo está [AIE](/music/aie-artist), un proyecto experimental en el que herramientas de IA generan bocetos y yo compongo, edito, toco y produzco, con todos los créditos a la vista.",
    },
    {
      type: "p",
      text: "Todo está en Spotify, Apple Music y Bandcamp, y la banda sonora, sus temas sueltos y el EP se venden como descargas sin pérdida en [La Bodega](/la-bodega?category=music). Si buscas compositor para un videojuego, un pódcast o una campaña, [escríbeme](/contact); respondo en menos de 24 horas.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "Escric música per a històries d'altres des del 2019, per a videojocs, pòdcasts i curtmetratges, i per a les meves des del primer esborrany de *Mortal Vengeance*. Compondre per a imatge em va ensenyar a escriure per a una escena o una emoció i després fer-me a un costat; la millor música és la que només notes quan s'atura.",
    },
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* aplega dotze peces per a piano, violoncel, steel pan, drons greus de sintetitzador i enregistraments de camp d'onatge i pluja del Carib, escrites alhora que el llibre. En paral·lel hi ha [AIE](/music/aie-artist), un projecte experimental en què eines d'IA generen esbossos i jo componc, edito, toco i produeixo, amb tots els crèdits a la vista.",
    },
    {
      type: "p",
      text: "Tot és a Spotify, Apple Music i Bandcamp, i la banda sonora, els seus temes solts i l'EP es venen com a baixades sense pèrdua a [La Bodega](/la-bodega?category=music). Si busques compositor per a un videojoc, un pòdcast o una campanya, [escriu-me](/contact); responc en menys de 24 hores.",
    },
  ],
};

/* ---------- /music/aie-artist ---------- */

export const AI_ARTIST: {
  intro: Localized<RichText>;
  sections: readonly Section[];
  credits: Localized<readonly string[]>;
} = {
  intro: {
    en: [
      {
        type: "p",
        text: "AIE stands for *Artificial Intelligence Ensemble*, and it is pronounced like the Catalan *aie*: the little sigh you make when something surprises you, not always in a good way. It is my experimental music project, and its first EP, *Synthetic Tides*, came out on 15 May 2026.",
      },
      {
        type: "p",
        text: "The idea is simple. AI tools are good at producing a lot of raw material quickly and at making mistakes no human would make. I use them as a noisy, tireless sketchbook. The composing, editing, playing and producing are mine, and this page tells you exactly where the line falls.",
      },
    ],
    es: [
      {
        type: "p",
        text: "AIE significa *Artificial Intelligence Ensemble* y se pronuncia como el *aie* catalán: ese pequeño suspiro que se te escapa cuando algo te sorprende, no siempre para bien. Es mi proyecto de música experimental, y su primer EP, *Synthetic Tides*, salió el 15 de mayo de 2026.",
      },
      {
        type: "p",
        text: "La idea es sencilla. Las herramientas de IA son buenas produciendo mucho material en bruto muy deprisa y cometiendo errores que ninguna persona cometería. Las uso como un cuaderno de bocetos ruidoso e incansable. La composición, la edición, la interpretación y la producción son mías, y esta página explica exactamente dónde está la frontera.",
      },
    ],
    ca: [
      {
        type: "p",
        text: "AIE vol dir *Artificial Intelligence Ensemble* i es pronuncia com l'*aie* català: aquell petit sospir que se t'escapa quan una cosa et sorprèn, no sempre per bé. És el meu projecte de música experimental, i el seu primer EP, *Synthetic Tides*, va sortir el 15 de maig del 2026.",
      },
      {
        type: "p",
        text: "La idea és senzilla. Les eines d'IA són bones produint molt de material en brut molt de pressa i cometent errors que cap persona no cometria. Les faig servir com una llibreta d'esbossos sorollosa i incansable. La composició, l'edició, la interpretació i la producció són meves, i aquesta pàgina explica exactament on és la frontera.",
      },
    ],
  },
  sections: [
    {
      id: "what-aie-is",
      heading: { en: "What AIE is", es: "Qué es AIE", ca: "Què és AIE" },
      body: {
        en: [
          {
            type: "p",
            text: "AIE is a separate name from my own on purpose. When you hear a release by Adrià Vidal, no AI was involved in making it. When you hear AIE, it was, and the notes for each track say how much.",
          },
          {
            type: "p",
            text: "It started as a question I kept asking as a QA analyst: what does this system actually do, and where does it fail? In music, the failures turned out to be the interesting part. A model trained on steel pan that can't keep time, or a piano sketch that resolves to the wrong chord, can send me somewhere I would never have gone on my own.",
          },
        ],
        es: [
          {
            type: "p",
            text: "AIE es un nombre distinto del mío a propósito. Cuando escuchas un lanzamiento de Adrià Vidal, no ha intervenido ninguna IA. Cuando escuchas AIE, sí, y las notas de cada tema dicen en qué medida.",
          },
          {
            type: "p",
            text: "Nació de una pregunta que me hacía a menudo como analista de QA: ¿qué hace de verdad este sistema y dónde falla? En la música, los fallos resultaron ser lo interesante. Un modelo entrenado con steel pan que no sabe llevar el tempo, o un boceto de piano que resuelve en el acorde equivocado, pueden llevarme a lugares a los que nunca habría llegado solo.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "AIE és un nom diferent del meu expressament. Quan escolteu un llançament d'Adrià Vidal, no hi ha intervingut cap IA. Quan escolteu AIE, sí, i les notes de cada tema diuen fins a quin punt.",
          },
          {
            type: "p",
            text: "Va néixer d'una pregunta que em feia sovint com a analista de QA: què fa de debò aquest sistema i on falla? En la música, les errades van resultar ser el més interessant. Un model entrenat amb steel pan que no sap portar el tempo, o un esbós de piano que resol en l'acord equivocat, em poden portar a llocs on mai no hauria arribat sol.",
          },
        ],
      },
    },
    {
      id: "how-a-track-is-made",
      heading: { en: "How a track is made", es: "Cómo se hace un tema", ca: "Com es fa un tema" },
      body: {
        en: [
          { type: "p", text: "Every AIE track goes through the same steps, and I keep a log of each one." },
          {
            type: "list",
            items: [
              "*Record.* I play and record the raw material myself: piano improvisations, steel pan, field recordings of surf and rain.",
              "*Train.* I train small audio models only on those recordings, so the machine can only ever rearrange sounds that are already mine.",
              "*Generate.* I let the models run, often overnight, and end up with hundreds of short sketches. Most are noise. Perhaps one in fifty has something worth keeping.",
              "*Choose and compose.* I pick the fragments, write the harmony and the structure, and decide what the track is about. This is where most of the time goes.",
              "*Play.* I replace as much generated material as I can with real performances; on *Synthetic Tides* about a quarter of the audio you hear started as machine output.",
              "*Produce.* Editing, arrangement, mixing and mastering are done by hand, the same way I work on a soundtrack.",
            ],
          },
          { type: "p", text: "A track is finished when I can say, for every sound in it, where it came from." },
        ],
        es: [
          { type: "p", text: "Cada tema de AIE pasa por los mismos pasos, y llevo un registro de todos ellos." },
          {
            type: "list",
            items: [
              "*Grabar.* Toco y grabo yo mismo el material de partida: improvisaciones al piano, steel pan, grabaciones de campo de oleaje y lluvia.",
              "*Entrenar.* Entreno modelos de audio pequeños solo con esas grabaciones, de modo que la máquina únicamente puede reordenar sonidos que ya son míos.",
              "*Generar.* Dejo que los modelos trabajen, a menudo toda la noche, y acabo con cientos de bocetos breves. La mayoría son ruido. Quizá uno de cada cincuenta tiene algo que vale la pena.",
              "*Elegir y componer.* Escojo los fragmentos, escribo la armonía y la estructura y decido de qué va el tema. Aquí se va la mayor parte del tiempo.",
              "*Tocar.* Sustituyo todo el material generado que puedo por interpretaciones reales; en *Synthetic Tides*, aproximadamente una cuarta parte del audio que oyes nació como salida de la máquina.",
              "*Producir.* La edición, el arreglo, la mezcla y la masterización se hacen a mano, igual que en una banda sonora.",
            ],
          },
          { type: "p", text: "Un tema está terminado cuando puedo decir de dónde viene cada uno de sus sonidos." },
        ],
        ca: [
          { type: "p", text: "Cada tema d'AIE passa pels mateixos passos, i en porto un registre." },
          {
            type: "list",
            items: [
              "*Enregistrar.* Toco i enregistro jo mateix el material de partida: improvisacions al piano, steel pan, enregistraments de camp d'onatge i pluja.",
              "*Entrenar.* Entreno models d'àudio petits només amb aquests enregistraments, de manera que la màquina únicament pot reordenar sons que ja són meus.",
              "*Generar.* Deixo que els models treballin, sovint tota la nit, i acabo amb centenars d'esbossos breus. La majoria són soroll. Potser un de cada cinquanta té alguna cosa que val la pena.",
              "*Triar i compondre.* Trio els fragments, escric l'harmonia i l'estructura i decideixo de què va el tema. Aquí és on se'n va la major part del temps.",
              "*Tocar.* Substitueixo tot el material generat que puc per interpretacions reals; a *Synthetic Tides*, aproximadament una quarta part de l'àudio que sentiu va néixer com a sortida de la màquina.",
              "*Produir.* L'edició, l'arranjament, la mescla i la masterització es fan a mà, igual que en una banda sonora.",
            ],
          },
          { type: "p", text: "Un tema està acabat quan puc dir d'on ve cadascun dels seus sons." },
        ],
      },
    },
    {
      id: "what-the-ai-does",
      heading: {
        en: "What the AI does, and what it doesn't",
        es: "Qué hace la IA y qué no",
        ca: "Què fa la IA i què no",
      },
      body: {
        en: [
          { type: "h3", text: "What it does" },
          {
            type: "list",
            items: [
              "Generates short audio sketches from my own recordings: rhythms, textures, fragments of melody.",
              "Produces a few short atmospheric textures from text prompts, with an openly licensed model.",
              "Surprises me, which is the whole point.",
            ],
          },
          { type: "h3", text: "What it doesn't do" },
          {
            type: "list",
            items: [
              "Compose the tracks: structure, harmony and every decision about what stays are mine.",
              "Sing, speak or imitate anyone's voice. There are no generated vocals on any AIE release.",
              "Imitate other artists: I never prompt with the name of a musician or a band.",
              "Write titles or track notes, or a single line of my books.",
              "Mix or master anything.",
            ],
          },
        ],
        es: [
          { type: "h3", text: "Lo que hace" },
          {
            type: "list",
            items: [
              "Genera bocetos de audio breves a partir de mis propias grabaciones: ritmos, texturas, fragmentos de melodía.",
              "Produce algunas texturas ambientales cortas a partir de instrucciones de texto, con un modelo de licencia abierta.",
              "Me sorprende, que es precisamente de lo que se trata.",
            ],
          },
          { type: "h3", text: "Lo que no hace" },
          {
            type: "list",
            items: [
              "Componer los temas: la estructura, la armonía y cada decisión sobre lo que se queda son mías.",
              "Cantar, hablar ni imitar la voz de nadie. No hay voces generadas en ningún lanzamiento de AIE.",
              "Imitar a otros artistas: nunca uso el nombre de un músico o de un grupo en una instrucción.",
              "Escribir títulos ni notas de los temas, ni una sola línea de mis libros.",
              "Mezclar ni masterizar nada.",
            ],
          },
        ],
        ca: [
          { type: "h3", text: "El que fa" },
          {
            type: "list",
            items: [
              "Genera esbossos d'àudio breus a partir dels meus propis enregistraments: ritmes, textures, fragments de melodia.",
              "Produeix algunes textures ambientals curtes a partir d'instruccions de text, amb un model de llicència oberta.",
              "Em sorprèn, que és justament del que es tracta.",
            ],
          },
          { type: "h3", text: "El que no fa" },
          {
            type: "list",
            items: [
              "Compondre els temes: l'estructura, l'harmonia i cada decisió sobre el que es queda són meves.",
              "Cantar, parlar ni imitar la veu de ningú. No hi ha veus generades en cap llançament d'AIE.",
              "Imitar altres artistes: mai no faig servir el nom d'un músic o d'un grup en una instrucció.",
              "Escriure títols ni notes dels temes, ni una sola línia dels meus llibres.",
              "Mesclar ni masteritzar res.",
            ],
          },
        ],
      },
    },
    {
      id: "ethics-and-credits",
      heading: {
        en: "Ethics, credits and training data",
        es: "Ética, créditos y datos de entrenamiento",
        ca: "Ètica, crèdits i dades d'entrenament",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Generative music raises fair questions about whose work a model has learned from. My rule is simple: I only use models trained on my own recordings, or on openly licensed audio whose sources are published. If a tool won't say what it was trained on, I don't use it.",
          },
          {
            type: "list",
            items: [
              "The models behind most of the EP were trained on about fourteen hours of my own playing and field recordings, and nothing else.",
              "The few text-prompted textures come from Stable Audio Open, whose published training data is Creative Commons audio from Freesound and the Free Music Archive. Those communities are credited on every release.",
              "Every AIE release is labelled as AI-assisted on every platform, and each track's notes say what was generated and what was played.",
              'I don\'t accept commissions to make music "in the style of" a living artist, with or without AI.',
            ],
          },
          {
            type: "p",
            text: "If you think I have got something wrong, I would genuinely like to hear it: [hello@adriavidal.com](mailto:hello@adriavidal.com).",
          },
        ],
        es: [
          {
            type: "p",
            text: "La música generativa plantea preguntas legítimas sobre de qué obra ha aprendido un modelo. Mi norma es sencilla: solo uso modelos entrenados con mis propias grabaciones o con audio de licencia abierta cuyas fuentes estén publicadas. Si una herramienta no dice con qué se ha entrenado, no la uso.",
          },
          {
            type: "list",
            items: [
              "Los modelos que hay detrás de la mayor parte del EP se entrenaron con unas catorce horas de mis propias interpretaciones y grabaciones de campo, y con nada más.",
              "Las pocas texturas generadas a partir de texto proceden de Stable Audio Open, cuyos datos de entrenamiento publicados son audio con licencia Creative Commons de Freesound y del Free Music Archive. Esas comunidades aparecen en los créditos de cada lanzamiento.",
              "Todos los lanzamientos de AIE están etiquetados como asistidos por IA en todas las plataformas, y las notas de cada tema dicen qué se generó y qué se tocó.",
              "No acepto encargos de música «al estilo de» un artista vivo, ni con IA ni sin ella.",
            ],
          },
          {
            type: "p",
            text: "Si crees que me equivoco en algo, de verdad me gustaría saberlo: [hello@adriavidal.com](mailto:hello@adriavidal.com).",
          },
        ],
        ca: [
          {
            type: "p",
            text: "La música generativa planteja preguntes legítimes sobre de quina obra ha après un model. La meva norma és senzilla: només faig servir models entrenats amb els meus propis enregistraments o amb àudio de llicència oberta amb les fonts publicades. Si una eina no diu amb què s'ha entrenat, no la faig servir.",
          },
          {
            type: "list",
            items: [
              "Els models que hi ha darrere de la major part de l'EP es van entrenar amb unes catorze hores de les meves pròpies interpretacions i enregistraments de camp, i amb res més.",
              "Les poques textures generades a partir de text provenen de Stable Audio Open, les dades d'entrenament publicades del qual són àudio amb llicència Creative Commons de Freesound i del Free Music Archive. Aquestes comunitats surten als crèdits de cada llançament.",
              "Tots els llançaments d'AIE estan etiquetats com a assistits per IA a totes les plataformes, i les notes de cada tema diuen què es va generar i què es va tocar.",
              "No accepto encàrrecs de música «a l'estil de» un artista viu, ni amb IA ni sense.",
            ],
          },
          {
            type: "p",
            text: "Si creieu que m'equivoco en alguna cosa, de debò que m'agradaria saber-ho: [hello@adriavidal.com](mailto:hello@adriavidal.com).",
          },
        ],
      },
    },
    {
      id: "tools",
      heading: { en: "Tools", es: "Herramientas", ca: "Eines" },
      body: {
        en: [
          {
            type: "list",
            items: [
              "*RAVE*, IRCAM's real-time audio model, trained on my own recordings.",
              "*nn~* for Max, to play those models live from a keyboard.",
              "*Stable Audio Open* for a handful of short textures, used under its community licence.",
              "*Ableton Live* for editing, arrangement and mixing.",
              "An upright piano, a steel pan bought in Castries and a portable field recorder.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "*RAVE*, el modelo de audio en tiempo real del IRCAM, entrenado con mis propias grabaciones.",
              "*nn~* para Max, para tocar esos modelos en directo desde un teclado.",
              "*Stable Audio Open* para unas pocas texturas cortas, usado según su licencia comunitaria.",
              "*Ableton Live* para la edición, el arreglo y la mezcla.",
              "Un piano vertical, un steel pan comprado en Castries y una grabadora de campo portátil.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "*RAVE*, el model d'àudio en temps real de l'IRCAM, entrenat amb els meus propis enregistraments.",
              "*nn~* per a Max, per tocar aquests models en directe des d'un teclat.",
              "*Stable Audio Open* per a unes poques textures curtes, utilitzat segons la seva llicència comunitària.",
              "*Ableton Live* per a l'edició, l'arranjament i la mescla.",
              "Un piano vertical, un steel pan comprat a Castries i una gravadora de camp portàtil.",
            ],
          },
        ],
      },
    },
    {
      id: "whats-next",
      heading: { en: "What's next", es: "Qué viene ahora", ca: "Què ve ara" },
      body: {
        en: [
          {
            type: "p",
            text: "I am working on a live AIE set in which the models respond to the piano in real time, so that no two performances are the same; dates will appear in the [news](/news). I also plan to publish the full production log of *Synthetic Tides*, track by track, for anyone curious about how much the machine really did.",
          },
          {
            type: "p",
            text: "A second EP will come when it is ready, not before. AIE stays a side project: the books, and the music released under my own name, remain entirely human-made.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Estoy preparando un directo de AIE en el que los modelos responden al piano en tiempo real, de modo que no haya dos actuaciones iguales; las fechas aparecerán en las [noticias](/news). También quiero publicar el registro de producción completo de *Synthetic Tides*, tema a tema, para quien tenga curiosidad por saber cuánto hizo realmente la máquina.",
          },
          {
            type: "p",
            text: "Un segundo EP llegará cuando esté listo, no antes. AIE sigue siendo un proyecto paralelo: los libros y la música que publico con mi nombre siguen siendo obra enteramente humana.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Estic preparant un directe d'AIE en què els models responen al piano en temps real, de manera que no hi hagi dues actuacions iguals; les dates apareixeran a les [notícies](/news). També vull publicar el registre de producció complet de *Synthetic Tides*, tema a tema, per a qui tingui curiositat per saber quant va fer realment la màquina.",
          },
          {
            type: "p",
            text: "Un segon EP arribarà quan estigui llest, no abans. AIE continua sent un projecte paral·lel: els llibres i la música que publico amb el meu nom continuen sent obra completament humana.",
          },
        ],
      },
    },
  ],
  credits: {
    en: [
      "Composed, arranged, performed, produced and mixed by Adrià Vidal",
      "Generative sketches: RAVE models trained solely on Adrià Vidal's own recordings",
      'Textures on "Latent Reef" and "Synthetic Tides": Stable Audio Open (Stability AI), trained on Creative Commons audio from Freesound and the Free Music Archive',
      "Field recordings: Saint Lucia (2014–2018) and Barcelona (2025), by Adrià Vidal",
      "Cover artwork: Adrià Vidal, made without image generators",
      "Titles and track notes: written by Adrià Vidal",
    ],
    es: [
      "Compuesto, arreglado, interpretado, producido y mezclado por Adrià Vidal",
      "Bocetos generativos: modelos RAVE entrenados exclusivamente con grabaciones propias de Adrià Vidal",
      "Texturas de «Latent Reef» y «Synthetic Tides»: Stable Audio Open (Stability AI), entrenado con audio Creative Commons de Freesound y del Free Music Archive",
      "Grabaciones de campo: Santa Lucía (2014–2018) y Barcelona (2025), de Adrià Vidal",
      "Cubierta: Adrià Vidal, hecha sin generadores de imágenes",
      "Títulos y notas de los temas: escritos por Adrià Vidal",
    ],
    ca: [
      "Compost, arranjat, interpretat, produït i mesclat per Adrià Vidal",
      "Esbossos generatius: models RAVE entrenats exclusivament amb enregistraments propis d'Adrià Vidal",
      "Textures de «Latent Reef» i «Synthetic Tides»: Stable Audio Open (Stability AI), entrenat amb àudio Creative Commons de Freesound i del Free Music Archive",
      "Enregistraments de camp: Saint Lucia (2014–2018) i Barcelona (2025), d'Adrià Vidal",
      "Coberta: Adrià Vidal, feta sense generadors d'imatges",
      "Títols i notes dels temes: escrits per Adrià Vidal",
    ],
  },
};
