/**
 * Interface labels of the music pages that the content files don't carry, in every language.
 * Placeholders are written `{name}` and filled by `useLabels(MUSIC_LABELS)`.
 */
import type { Localized } from "#content/types";

/** A label written out in all three languages (a `Localized` with no fallbacks needed). */
type Label = Required<Localized>;

export const MUSIC_LABELS = {
  onThisPage: { en: "On this page", es: "En esta página", ca: "En aquesta pàgina" },
  soundtrackEyebrow: { en: "Original soundtrack", es: "Banda sonora original", ca: "Banda sonora original" },
  epEyebrow: { en: "Debut EP", es: "EP de debut", ca: "EP de debut" },
  artist: { en: "Artist", es: "Artista", ca: "Artista" },
  released: { en: "Released", es: "Lanzamiento", ca: "Llançament" },
  trackCount: { en: "Tracks", es: "Temas", ca: "Temes" },
  runningTime: { en: "Running time", es: "Duración", ca: "Durada" },
  minutes: { en: "{minutes} min", es: "{minutes} min", ca: "{minutes} min" },
  trackList: { en: "Track list", es: "Lista de temas", ca: "Llista de temes" },
  duration: { en: "Duration", es: "Duración", ca: "Durada" },
  whereToListen: {
    en: "Where to listen or buy",
    es: "Dónde escucharlo o comprarlo",
    ca: "On escoltar-lo o comprar-lo",
  },
  listenOn: { en: "Listen on {store}", es: "Escuchar en {store}", ca: "Escoltar a {store}" },
  buyIn: {
    en: "Buy the download in {store}",
    es: "Comprar la descarga en {store}",
    ca: "Comprar la baixada a {store}",
  },
  playlists: { en: "Playlists", es: "Listas de reproducción", ca: "Llistes de reproducció" },
  playlistsIntro: {
    en: "Three playlists I keep coming back to: one for writing, one for focus and one for the Caribbean after dark.",
    es: "Tres listas a las que siempre vuelvo: una para escribir, otra para concentrarse y otra para el Caribe de noche.",
    ca: "Tres llistes a les quals sempre torno: una per escriure, una altra per concentrar-se i una altra per al Carib de nit.",
  },
  videos: { en: "Videos", es: "Vídeos", ca: "Vídeos" },
  videosIntro: {
    en: "The book trailer, a studio diary, the main theme played live and the AIE visualiser. Each video loads only when you press play.",
    es: "El tráiler del libro, un diario de estudio, el tema principal tocado en directo y el visualizador de AIE. Cada vídeo se carga solo cuando pulsas play.",
    ca: "El tràiler del llibre, un diari d'estudi, el tema principal tocat en directe i el visualitzador d'AIE. Cada vídeo es carrega només quan prems play.",
  },
  aieEyebrow: { en: "Experimental project", es: "Proyecto experimental", ca: "Projecte experimental" },
  aieHeading: { en: "AIE, the AI artist", es: "AIE, el artista de IA", ca: "AIE, l'artista d'IA" },
  aieText: {
    en: "Sketches made by machines, music made by a person. How AIE works, what the AI does and doesn't do, and the full credits of the Synthetic Tides EP.",
    es: "Bocetos hechos por máquinas, música hecha por una persona. Cómo funciona AIE, qué hace la IA y qué no, y los créditos completos del EP Synthetic Tides.",
    ca: "Esbossos fets per màquines, música feta per una persona. Com funciona AIE, què fa la IA i què no, i els crèdits complets de l'EP Synthetic Tides.",
  },
  aieLink: { en: "Discover the AIE project", es: "Descubre el proyecto AIE", ca: "Descobreix el projecte AIE" },
  aiAssisted: { en: "AI-assisted", es: "Asistido por IA", ca: "Assistit per IA" },
  credits: { en: "Credits", es: "Créditos", ca: "Crèdits" },
  backToMusic: { en: "Back to music", es: "Volver a la música", ca: "Tornar a la música" },
} as const satisfies Record<string, Label>;

export type MusicLabel = keyof typeof MUSIC_LABELS;
