import { beforeAll, describe, expect, it } from "vitest";
import { listAdminDiveCenters } from "@/lib/admin-centers/list-dive-centers";
import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { ZAdminDiveCentersQuery, ZDistributorsQuery } from "@/lib/admin-centers/schema";
import { listAdminUsers } from "@/lib/admin-users/list-users";
import { ZAdminUserQuery } from "@/lib/admin-users/schema";
import { listAdminCourses } from "@/lib/catalogue/list-courses";
import { ZCourseListQuery } from "@/lib/catalogue/schema";
import { listAdminCertifications } from "@/lib/certifications/list-admin-certifications";
import { ZAdminCertificationsQuery } from "@/lib/certifications/schema";
import { getDb } from "@/lib/db/client";
import { escapeLike, foldTerm } from "@/lib/db/fold";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { searchDivers } from "@/lib/search/search-divers";
import { searchInstructors } from "@/lib/search/search-instructors";
import { listAdminOrders } from "@/lib/store/list-admin-orders";
import { listStoreCourses } from "@/lib/store/list-store-courses";
import { ZAdminOrderQuery } from "@/lib/store/schema";
import { createUser, uniqueEmail, type CreatedUser } from "@/tests/support/factories";
import { createCourse, grantCertification } from "@/tests/support/learning-factories";

// Issue 36, decision 0042: one folding. Every search folds its column and its term with the
// database's fold_search() (lib/db/fold.ts), with one LIKE escape, on PGlite and PostgreSQL alike.
// Each search below gets the same seven things, named so that a wrong folding or a wildcard
// misses or over-finds: "strasse" finds "Straße", "sao paulo" finds "São Paulo", "ÉCOLE" finds
// "école", and "%" and "_" typed in a search match themselves ("off_shore" is not "OffxShore",
// "100%" is not "1000").

type Key = "strasse" | "saoPaulo" | "ecole" | "offShore" | "offxShore" | "hundred" | "thousand";
const KEYS: Key[] = ["strasse", "saoPaulo", "ecole", "offShore", "offxShore", "hundred", "thousand"];

/** Each term, and which of the seven things it must find (and nothing else of them). */
const TERMS: [string, Key[]][] = [
  ["strasse", ["strasse"]],
  ["sao paulo", ["saoPaulo"]],
  ["ÉCOLE", ["ecole"]],
  ["off_shore", ["offShore"]],
  ["_", ["offShore"]],
  ["100%", ["hundred"]],
  ["%", ["hundred"]],
];

type Things = Record<Key, number>;
/** Which of the seven things a search's answer holds (anything else it finds is left aside). */
const among = (things: Things, ids: number[]) => KEYS.filter((k) => ids.includes(things[k]));

async function expectEveryTerm(search: string, things: Things, run: (term: string) => Promise<number[]>) {
  for (const [term, expected] of TERMS) expect(among(things, await run(term)), `${search}: "${term}"`).toEqual(expected);
}

const url = (path: string) => new URL(`http://localhost:3000/api/v1${path}`);
const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;

// Accounts (and instructors, and the diver check: all are active professionals born 1990-04-12).
const PEOPLE: Record<Key, { firstName: string; lastName: string }> = {
  strasse: { firstName: "Tauchbasis", lastName: "Straße" },
  saoPaulo: { firstName: "São", lastName: "Paulo" },
  ecole: { firstName: "Marie", lastName: "école" },
  offShore: { firstName: "Marta", lastName: "Off_Shore" },
  offxShore: { firstName: "Marta", lastName: "OffxShore" },
  hundred: { firstName: "Marta", lastName: "100% Reef" },
  thousand: { firstName: "Marta", lastName: "1000 Reef" },
};
// Dive centers: São Paulo is the city (the name does not say it).
const CENTERS: Record<Key, { name: string; city: string }> = {
  strasse: { name: "Tauchbasis Straße", city: "Berlin" },
  saoPaulo: { name: "Mergulho Paulista", city: "São Paulo" },
  ecole: { name: "école de plongée", city: "Marseille" },
  offShore: { name: "Off_Shore Divers", city: "Genova" },
  offxShore: { name: "OffxShore Divers", city: "Genova" },
  hundred: { name: "100% Reef", city: "Dahab" },
  thousand: { name: "1000 Reef", city: "Dahab" },
};
const NAMES: Record<Key, string> = {
  strasse: "Tauchbasis Straße",
  saoPaulo: "São Paulo Wrecks",
  ecole: "école Nitrox",
  offShore: "Off_Shore Rescue",
  offxShore: "OffxShore Rescue",
  hundred: "100% Reef",
  thousand: "1000 Reef",
};

const people = {} as Record<Key, CreatedUser>;
const accounts = {} as Things;
const centers = {} as Things;
const distributors = {} as Things;
const certifications = {} as Things;
const courses = {} as Things;
const orders = {} as Things;
const codes = {} as Record<Key, string>;
let buyer: CreatedUser;
let mailOrder: number;
let mailBuyer: CreatedUser;

beforeAll(async () => {
  const db = await getDb();
  const plain = await createCourse({ name: "Plain Course", modules: 1, questionsPerModule: 1 });
  buyer = await createUser({ firstName: "Olga", lastName: "Buyer" });
  for (const key of KEYS) {
    const person = await createUser({ ...PEOPLE[key], professional: { expireDate: nextYear } });
    people[key] = person;
    accounts[key] = person.user.id;
    centers[key] = (await db.diveCenter.create({ data: { ...CENTERS[key], country: "IT", active: true }, select: { id: true } })).id;
    const distributorName = key === "saoPaulo" ? "São Paulo Distribuidora" : CENTERS[key].name;
    distributors[key] = (await db.distributor.create({ data: { name: distributorName, country: "IT" }, select: { id: true } })).id;
    certifications[key] = (await grantCertification(person.user.id, plain.id)).id;
    const course = await createCourse({ name: NAMES[key], modules: 1, questionsPerModule: 1 });
    await db.course.update({ where: { id: course.id }, data: { priceCents: 9900, purchasable: true } });
    courses[key] = course.id;
    codes[key] = course.code;
    orders[key] = (await db.order.create({
      data: { userId: buyer.user.id, studentId: buyer.user.id, priceCents: 9900, amountCents: 9900, paymentIntentId: `pi-${NAMES[key]}` },
      select: { id: true },
    })).id;
  }
  // A buyer found by an e-mail address written with ß.
  mailBuyer = await createUser({ email: uniqueEmail("straße") });
  mailOrder = (await db.order.create({ data: { userId: mailBuyer.user.id, studentId: buyer.user.id, priceCents: 100, amountCents: 100 }, select: { id: true } })).id;
});

describe("fold_search(), the one folding", () => {
  it("drops case and accents, decomposed or not, spells out ß, æ, œ, þ, maps ø, ł, đ, and collapses spaces", async () => {
    const db = await getDb();
    const cases: [string, string][] = [
      ["José", "jose"], ["MÜLLER", "muller"], ["Ångström", "angstrom"], ["Çelik", "celik"], ["Jose\u0301", "jose"],
      ["Straße", "strasse"], ["STRAẞE", "strasse"], ["Łukasz", "lukasz"], ["Søren", "soren"], ["Đorđe", "dorde"],
      ["Æsir Œuvre Þór", "aesir oeuvre thor"], ["Nguyễn Văn", "nguyen van"], ["São Paulo", "sao paulo"], ["ÉCOLE", "ecole"],
      ["  De   la\u00a0 Cruz ", "de la cruz"], ["\u0301", ""], ["100% off_shore \\", "100% off_shore \\"], ["김민준", "김민준"],
    ];
    for (const [text, folded] of cases) expect(await foldTerm(db, text), text).toBe(folded);
    // Different names stay different.
    expect(await foldTerm(db, "Rossi")).not.toBe(await foldTerm(db, "Ross"));
    expect(await foldTerm(db, "Ana")).not.toBe(await foldTerm(db, "Anna"));
  });

  it("escapes LIKE's wildcards and its escape, once", () => {
    expect(escapeLike("100%_off\\shore")).toBe("100\\%\\_off\\\\shore");
    expect(escapeLike("Straße")).toBe("Straße");
  });
});

describe("every search folds with it, and takes % and _ literally", () => {
  it("the staff search of accounts (one word anywhere, two words from the start of the full name)", async () => {
    await expectEveryTerm("accounts", accounts, async (q) =>
      (await listAdminUsers(ZAdminUserQuery.parse({ q, per_page: 100 }), url("/admin/users"), "en")).data.map((r) => r.id));
  });

  it("the console's dive centers (name, city, e-mail) and distributors (name, e-mail)", async () => {
    await expectEveryTerm("admin dive centers", centers, async (q) =>
      (await listAdminDiveCenters(ZAdminDiveCentersQuery.parse({ q, per_page: 100 }), url("/admin/dive-centers"), "en")).data.map((r) => r.id));
    await expectEveryTerm("distributors", distributors, async (q) =>
      (await listDistributors(ZDistributorsQuery.parse({ q, per_page: 100 }), url("/admin/distributors"), "en")).data.map((r) => r.id));
  });

  it("the console's certifications (every word in the holder's names, e-mail or the course)", async () => {
    await expectEveryTerm("certifications", certifications, async (q) =>
      (await listAdminCertifications(ZAdminCertificationsQuery.parse({ q, per_page: 100 }), url("/admin/certifications"), "en")).data.map((r) => r.id));
  });

  it("the catalogue (code and name) and the store (name, or the whole code)", async () => {
    await expectEveryTerm("catalogue", courses, async (q) =>
      (await listAdminCourses(ZCourseListQuery.parse({ q, per_page: 100 }), url("/admin/courses"))).data.map((r) => r.id));
    await expectEveryTerm("store", courses, async (q) => (await listStoreCourses(buyer.user.id, { q }, "en")).map((r) => r.id));
    const byCode = await listStoreCourses(buyer.user.id, { q: codes.ecole.toLowerCase() }, "en");
    expect(among(courses, byCode.map((r) => r.id))).toEqual(["ecole"]);
  });

  it("the console's orders (payment intent, the buyer's or student's e-mail or member id)", async () => {
    const search = async (q: string) =>
      (await listAdminOrders(ZAdminOrderQuery.parse({ q, per_page: 100 }), url("/admin/orders"), "en")).data.map((r) => r.order_id);
    await expectEveryTerm("orders", orders, search);
    expect(await search("strasse")).toEqual(expect.arrayContaining([orders.strasse, mailOrder]));
    expect(await search(mailBuyer.user.memberId.toLowerCase())).toEqual([mailOrder]);
    expect(await search(`#${mailOrder}`)).toContain(mailOrder);
  });

  it("the public dive center searches: q (name or city), name, city", async () => {
    const list = async (filters: { q?: string; name?: string; city?: string }) =>
      (await listDiveCenters({ ...filters, activeOnly: true }, { page: 1, per_page: 100 }, url("/dive-centers"), "en")).data.map((r) => r.id);
    await expectEveryTerm("public dive centers (q)", centers, (q) => list({ q }));
    expect(among(centers, await list({ name: "STRASSE" }))).toEqual(["strasse"]);
    expect(among(centers, await list({ name: "sao paulo" }))).toEqual([]);
    expect(among(centers, await list({ city: "sao paulo" }))).toEqual(["saoPaulo"]);
    expect(among(centers, await list({ name: "ÉCOLE", city: "marseille" }))).toEqual(["ecole"]);
    expect(among(centers, await list({ name: "%" }))).toEqual(["hundred"]);
    expect(among(centers, await list({ name: "_" }))).toEqual(["offShore"]);
  });

  it("the public instructor search (every word in the first or last name)", async () => {
    const ids = Object.fromEntries(KEYS.map((k) => [k, people[k].user.memberId])) as Record<Key, string>;
    await expectEveryTerm("instructors", accounts, async (name) => {
      const page = await searchInstructors({ name }, { page: 1, per_page: 100 }, url("/search/instructors"), "en");
      return page.data.flatMap((r) => KEYS.filter((k) => ids[k] === r.member_id).map((k) => accounts[k]));
    });
  });

  it("the public diver check (whole names, folded, with the date of birth)", async () => {
    const check = async (firstName: string, lastName: string) =>
      (await searchDivers({ by: "name", firstName, lastName, dob: "1990-04-12" }, "en")).map((r) => KEYS.find((k) => people[k].user.memberId === r.member_id));
    expect(await check("TAUCHBASIS", "strasse")).toEqual(["strasse"]);
    expect(await check("sao", "paulo")).toEqual(["saoPaulo"]);
    expect(await check("marie", "ÉCOLE")).toEqual(["ecole"]);
    expect(await check("Marta", "off_shore")).toEqual(["offShore"]);
    expect(await check("Marta", "100% reef")).toEqual(["hundred"]);
    expect(await check("Marta", "Off%Shore")).toEqual([]);
    expect(await check("Marta", "%")).toEqual([]);
    expect(await check("\u0301", "Straße")).toEqual([]);
  });
});
