import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";
import { createUser } from "@/tests/support/factories";
import { enrol } from "@/tests/support/learning-factories";

// Issue 37 (contract section 6): the demo instructor refers a fresh student of his, another
// professional previews the code and takes the student over; the demo instructor, made a member
// of a fresh distributor with one center, reads it and its centers.

const referred = (w: World) => ({ log_code: w.saved.referredLog as string });

export const referralsDistributorsRecipes: Recipe[] = [
  recipe("POST /api/v1/professional/students/{log_code}/referral", "pro", {
    before: async (w) => {
      const student = await createUser({ firstName: "Rita", lastName: "Referred" });
      const course = await w.db.course.findFirstOrThrow({ where: { kind: "course" }, orderBy: { id: "asc" }, select: { id: true } });
      w.saved.referredLog = (await enrol({ userId: student.user.id, courseId: course.id, instructorId: w.pro.id })).logCode;
      w.saved.receiver = await createUser({ professional: true, firstName: "Rico", lastName: "Receiver" });
    },
    params: referred,
    after: (res, w) => void (w.saved.referralCode = res.json.data.code),
  }),
  recipe("POST /api/v1/professional/referrals/preview", (w) => w.saved.receiver.token, { body: (w) => ({ code: w.saved.referralCode }) }),
  recipe("POST /api/v1/professional/referrals/accept", (w) => w.saved.receiver.token, { body: (w) => ({ code: w.saved.referralCode }) }),
  recipe("GET /api/v1/distributors/{id}", "pro", {
    before: async (w) => {
      const d = await w.db.distributor.create({ data: { name: "Contract Walk Network", country: "ES" }, select: { id: true } });
      await w.db.distributorMember.create({ data: { distributorId: d.id, userId: w.pro.id, role: "owner" } });
      await w.db.diveCenter.create({ data: { name: "Contract Walk Cove", country: "ES", city: "Tenerife", distributorId: d.id } });
      w.saved.walkDistributor = d.id;
    },
    params: (w) => ({ id: w.saved.walkDistributor }),
  }),
  recipe("GET /api/v1/distributors/{id}/centers", "pro", { params: (w) => ({ id: w.saved.walkDistributor }), query: () => ({ q: "cove", per_page: "5" }) }),
];
