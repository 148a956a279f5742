import type { LearningDoor } from "@/components/learning/types";

// Where each learning page lives, for both doors (paid courses and free learnings).

export const rootPath = (door: LearningDoor) => (door === "course" ? "/courses" : "/learn");
export const logPath = (door: LearningDoor, logCode: string) => `${rootPath(door)}/${encodeURIComponent(logCode)}`;
export const modulePath = (door: LearningDoor, logCode: string, moduleId: number) => `${logPath(door, logCode)}/modules/${moduleId}`;
export const quizPath = (door: LearningDoor, logCode: string, moduleId: number) => `${modulePath(door, logCode, moduleId)}/quiz`;
export const examPath = (logCode: string) => `${logPath("course", logCode)}/exam`;

/** The account navigation item of each door (nav.items.courses, nav.items.learn). */
export const doorKey = (door: LearningDoor) => (door === "course" ? "courses" : "learn");
