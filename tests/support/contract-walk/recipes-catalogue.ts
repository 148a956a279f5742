import { createModule } from "@/lib/catalogue/create-module";
import { createModuleQuestion } from "@/lib/catalogue/create-question";
import { createSkill } from "@/lib/catalogue/create-skill";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";

// The staff catalogue (decision 0029): a course made by the walk, edited as a draft, published;
// the deletions remove extra rows of the draft (made first by the service itself).

const course = (w: World) => ({ id: w.saved.catalogueCourse.id });
const question = { text: "Which gas is heaviest?", type: "single" as const, options: [{ text: "Carbon dioxide", correct: true }, { text: "Helium", correct: false }] };
const by = (w: World) => ({ actorId: w.admin.id, ip: null, requestId: null });

export const catalogueRecipes: Recipe[] = [
  recipe("GET /api/v1/admin/courses", "admin", { query: () => ({ q: "open", level: "diver" }) }),
  recipe("POST /api/v1/admin/courses", "admin", {
    body: () => ({ code: `WALK-${Date.now().toString(36)}`.toUpperCase(), name: "Walk Course", level: "specialty", price: 9900, validity_months: 6, min_age: 12, description: "Made by the contract walk.", prerequisites: ["OWD"] }),
    after: (res, w) => void (w.saved.catalogueCourse = res.json.data),
  }),
  recipe("GET /api/v1/admin/courses/{id}", "admin", { params: course }),
  recipe("PATCH /api/v1/admin/courses/{id}", "admin", { params: course, body: () => ({ price: 12900, iso_equivalent: null }) }),
  recipe("POST /api/v1/admin/courses/{id}/modules", "admin", {
    params: course,
    body: () => ({ title: "Gas laws", content: "# Boyle\n\nPressure and volume.", pass_mark: 80 }),
    after: (res, w) => void (w.saved.catalogueModule = res.json.data),
  }),
  recipe("PATCH /api/v1/admin/modules/{id}", "admin", { params: (w) => ({ id: w.saved.catalogueModule.id }), body: () => ({ title: "Gas laws and you" }) }),
  recipe("POST /api/v1/admin/modules/{id}/questions", "admin", {
    params: (w) => ({ id: w.saved.catalogueModule.id }),
    body: () => question,
    after: (res, w) => void (w.saved.catalogueQuestion = res.json.data),
  }),
  recipe("PATCH /api/v1/admin/questions/{id}", "admin", { params: (w) => ({ id: w.saved.catalogueQuestion.id }), body: () => ({ text: "Which gas is the heaviest?" }) }),
  recipe("POST /api/v1/admin/courses/{id}/exam/questions", "admin", { params: course, body: () => question }),
  recipe("POST /api/v1/admin/courses/{id}/skills", "admin", {
    params: course,
    body: () => ({ name: "Valsalva", requires_dive: false }),
    after: (res, w) => void (w.saved.catalogueSkill = res.json.data),
  }),
  recipe("PATCH /api/v1/admin/skills/{id}", "admin", { params: (w) => ({ id: w.saved.catalogueSkill.id }), body: () => ({ requires_dive: true }) }),
  recipe("DELETE /api/v1/admin/skills/{id}", "admin", {
    before: async (w) => void (w.saved.extraSkill = await createSkill(w.saved.catalogueCourse.id, { name: "Spare", requires_dive: false }, by(w))),
    params: (w) => ({ id: w.saved.extraSkill.id }),
  }),
  recipe("DELETE /api/v1/admin/questions/{id}", "admin", {
    before: async (w) => void (w.saved.extraQuestion = await createModuleQuestion(w.saved.catalogueModule.id, question, by(w))),
    params: (w) => ({ id: w.saved.extraQuestion.id }),
  }),
  recipe("DELETE /api/v1/admin/modules/{id}", "admin", {
    before: async (w) => void (w.saved.extraModule = await createModule(w.saved.catalogueCourse.id, { title: "Spare", content: "Spare" }, by(w))),
    params: (w) => ({ id: w.saved.extraModule.id }),
  }),
  recipe("POST /api/v1/admin/courses/{id}/publish", "admin", { params: course }),
];
