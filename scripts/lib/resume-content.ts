/**
 * The CV's words in a language, taken from the content the Career and About pages show (roles
 * and their years, the overview's areas and skills, education, languages), so the CV a
 * recruiter downloads says what the site says. scripts/lib/seed-files.mjs lays it out as a PDF;
 * only the headings and the tagline are the CV's own.
 */
import { EDUCATION, EXPERIENCE_OVERVIEW, ROLES } from "#content/career";
import { LANGUAGES_SPOKEN } from "#content/languages";
import { SKILLS } from "#content/skills";
import type { RichText } from "#content/types";
import type { Locale } from "#worker/contract/locales";
import { localized } from "#worker/contract/localized";
import { SITE_PROFILE } from "#worker/contract/site-profile";

export interface ResumeContent {
  docTitle: string;
  subject: string;
  name: string;
  tagline: string;
  contact: string;
  headings: { profile: string; experience: string; skills: string; languages: string; education: string };
  profile: string;
  roles: { title: string; organisation: string; years: string; summary: string; highlight: string }[];
  skills: [area: string, skills: string][];
  languages: string;
  education: string[];
}

const OWN_WORDS: Record<
  Locale,
  { title: string; subject: string; tagline: string; present: string; headings: ResumeContent["headings"] }
> = {
  en: {
    title: "Resume",
    subject: "Resume",
    tagline: "Writer · Composer · QA Analyst · Marketing Strategist",
    present: "present",
    headings: {
      profile: "Profile",
      experience: "Experience",
      skills: "Skills",
      languages: "Languages",
      education: "Education",
    },
  },
  es: {
    title: "Currículum",
    subject: "Currículum vitae",
    tagline: "Escritor · Compositor · Analista QA · Estratega de marketing",
    present: "actualidad",
    headings: {
      profile: "Perfil",
      experience: "Experiencia",
      skills: "Competencias",
      languages: "Idiomas",
      education: "Formación",
    },
  },
  ca: {
    title: "Currículum",
    subject: "Currículum vitae",
    tagline: "Escriptor · Compositor · Analista QA · Estrateg de màrqueting",
    present: "actualitat",
    headings: {
      profile: "Perfil",
      experience: "Experiència",
      skills: "Competències",
      languages: "Llengües",
      education: "Formació",
    },
  },
};

/** A paragraph of the content's rich text as plain words: links and emphasis keep their text. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1")
    .trim();
}

function firstParagraph(text: RichText): string {
  const block = text.find((b) => b.type === "p");
  return block && "text" in block ? plain(block.text) : "";
}

const skillName = (id: keyof typeof SKILLS, locale: Locale) => {
  const name = SKILLS[id];
  return typeof name === "string" ? name : localized(name, locale);
};

export function resumeContent(locale: Locale): ResumeContent {
  const own = OWN_WORDS[locale];
  const year = (month: string) => month.slice(0, 4);
  return {
    docTitle: `${SITE_PROFILE.name} — ${own.title}`,
    subject: own.subject,
    name: SITE_PROFILE.name,
    tagline: own.tagline,
    contact: `${SITE_PROFILE.email}  ·  adriavidal.com`,
    headings: own.headings,
    profile: firstParagraph(localized(EXPERIENCE_OVERVIEW.intro, locale)),
    // Newest first, as the Career page lists them; a current role runs to the present.
    roles: ROLES.map((role) => ({
      title: localized(role.title, locale),
      organisation: `${role.organisation}, ${localized(role.location, locale)}`,
      years: `${year(role.start)} – ${role.end ? year(role.end) : own.present}`,
      summary: localized(role.summary, locale),
      highlight: localized(role.achievements, locale)[0] ?? "",
    })),
    skills: EXPERIENCE_OVERVIEW.areas.map((area) => [
      localized(area.title, locale),
      area.skills.map((id) => skillName(id, locale)).join(", "),
    ]),
    languages: LANGUAGES_SPOKEN.slice(0, 4)
      .map((l) => `${localized(l.name, locale)} — ${localized(l.level, locale)}`)
      .join("  ·  "),
    education: EDUCATION.map((e) => `${localized(e.title, locale)}, ${e.institution}, ${e.years}`),
  };
}
