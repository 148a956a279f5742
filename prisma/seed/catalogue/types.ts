import type { CourseKind, CourseLevel, QuestionType } from "@/generated/prisma/enums";

// The catalogue as typed data: one file per course under ./courses, listed in ./index.ts.
// Teaching text is written for DiveCert; module content is a list of paragraphs (stored joined
// by a blank line).

export type OptionSeed = { text: string; correct: boolean };

export type QuestionSeed = {
  text: string;
  type: QuestionType;
  options: OptionSeed[];
  explanation: string;
};

export type ModuleSeed = {
  title: string;
  summary: string;
  /** 3–6 paragraphs of teaching text. */
  content: string[];
  /** Quiz pass mark in percent (default 75). */
  passMark?: number;
  quiz: QuestionSeed[];
};

export type SkillSeed = { name: string; description: string; requiresDive?: boolean };

export type CourseSeed = {
  code: string;
  kind: CourseKind;
  name: string;
  level: CourseLevel;
  isoEquivalent: string | null;
  description: string;
  /** USD, integer cents. */
  priceCents: number;
  validityMonths: number;
  minAge: number;
  purchasable: boolean;
  /** Display order in listings. */
  position: number;
  /** Codes of the courses a diver must hold first. */
  prerequisites: string[];
  modules: ModuleSeed[];
  exam: QuestionSeed[];
  skills: SkillSeed[];
};

type CourseInput = Omit<CourseSeed, "kind" | "purchasable" | "validityMonths"> & {
  purchasable?: boolean;
  validityMonths?: number;
};

export function defineCourse(c: CourseInput): CourseSeed {
  return { kind: "course", purchasable: true, validityMonths: 6, ...c };
}

type FreeLearningInput = Pick<CourseSeed, "code" | "name" | "description" | "position" | "modules"> & {
  minAge?: number;
  validityMonths?: number;
};

/** Free learnings: diver level, no price, no exam, no skills, enrolled for free (not sold). */
export function defineFreeLearning(c: FreeLearningInput): CourseSeed {
  return {
    kind: "free_learning",
    level: "diver",
    isoEquivalent: null,
    priceCents: 0,
    validityMonths: c.validityMonths ?? 12,
    minAge: c.minAge ?? 10,
    purchasable: false,
    prerequisites: [],
    exam: [],
    skills: [],
    code: c.code,
    name: c.name,
    description: c.description,
    position: c.position,
    modules: c.modules,
  };
}

// Options are written as strings; a leading "*" marks a correct one.
function parseOptions(options: string[]): OptionSeed[] {
  return options.map((o) => (o.startsWith("*") ? { text: o.slice(1).trim(), correct: true } : { text: o, correct: false }));
}

/** A single-choice question: exactly one option starts with "*". */
export function one(text: string, options: string[], explanation: string): QuestionSeed {
  const parsed = parseOptions(options);
  if (parsed.filter((o) => o.correct).length !== 1) throw new Error(`single-choice question needs exactly one correct option: ${text}`);
  return { text, type: "single", options: parsed, explanation };
}

/** A multiple-choice question ("select all that apply"): two or more options start with "*". */
export function many(text: string, options: string[], explanation: string): QuestionSeed {
  const parsed = parseOptions(options);
  if (parsed.filter((o) => o.correct).length < 2) throw new Error(`multiple-choice question needs two or more correct options: ${text}`);
  return { text, type: "multiple", options: parsed, explanation };
}
