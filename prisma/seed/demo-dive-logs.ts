import { createHash } from "node:crypto";
import { dateOnly } from "@/lib/dates";
import type { Db } from "@/lib/db/client";
import { diveLogSelect } from "@/lib/dive-logs/serializers";
import { signatureHash } from "@/lib/dive-logs/signature";
import { fullNameOf } from "@/lib/users/serializers";

// The demo diver's logbook: 25 dives at real sites in six countries, the training dives signed by
// the demo instructor, three waiting for his signature. Idempotent: the dives have fixed uuids
// (existing ones are left as the demo user changed them) and only unsigned ones get signed.

type Site = { location: string; country: string; lat: number; lon: number };
const sites = {
  cristo: { location: "Cristo degli Abissi, San Fruttuoso", country: "IT", lat: 44.3134, lon: 9.1727 },
  isuela: { location: "Secca dell'Isuela, Portofino", country: "IT", lat: 44.3067, lon: 9.2115 },
  giglio: { location: "Punta Capel Rosso, Isola del Giglio", country: "IT", lat: 42.3306, lon: 10.9217 },
  medes: { location: "Illes Medes, L'Estartit", country: "ES", lat: 42.0478, lon: 3.225 },
  palos: { location: "Bajo de Dentro, Cabo de Palos", country: "ES", lat: 37.6472, lon: -0.658 },
  thistlegorm: { location: "SS Thistlegorm, Strait of Gubal", country: "EG", lat: 27.8136, lon: 33.9208 },
  rasMohammed: { location: "Shark and Yolanda Reef, Ras Mohammed", country: "EG", lat: 27.7286, lon: 34.2547 },
  elphinstone: { location: "Elphinstone Reef, Marsa Alam", country: "EG", lat: 25.3097, lon: 34.8617 },
  blueHole: { location: "Blue Hole, Dwejra, Gozo", country: "MT", lat: 36.0531, lon: 14.1885 },
  umElFaroud: { location: "Um El Faroud wreck, Wied iż-Żurrieq", country: "MT", lat: 35.8194, lon: 14.4569 },
  mantaPoint: { location: "Manta Point, Nusa Penida", country: "ID", lat: -8.7944, lon: 115.5283 },
  crystalBay: { location: "Crystal Bay, Nusa Penida", country: "ID", lat: -8.7169, lon: 115.4578 },
  dosOjos: { location: "Cenote Dos Ojos, Tulum", country: "MX", lat: 20.3256, lon: -87.3906 },
} satisfies Record<string, Site>;

type Demo = {
  site: Site; date: string; time: string; max: number; avg: number; minutes: number; gas: "air" | "nitrox"; mix?: number;
  start: number; end: number; water: number; air?: number; type: string; purpose: string; buddy?: string; comments: string;
  sign?: "signed" | "pending"; ft?: boolean;
};

// Depths in metres (feet for the cenote, logged with a US buddy's computer); pressures in bar, 12 L cylinders.
const dives: Demo[] = [
  { site: sites.isuela, date: "2024-05-11", time: "09:40", max: 9.6, avg: 6.8, minutes: 38, gas: "air", start: 200, end: 90, water: 17, air: 22, type: "boat", purpose: "training", comments: "Open Water dive 1: mask clearing and regulator recovery.", sign: "signed" },
  { site: sites.isuela, date: "2024-05-11", time: "14:10", max: 12.1, avg: 8.4, minutes: 41, gas: "air", start: 200, end: 80, water: 17, air: 23, type: "boat", purpose: "training", comments: "Open Water dive 2: neutral buoyancy, fin pivot.", sign: "signed" },
  { site: sites.cristo, date: "2024-05-12", time: "10:05", max: 17.2, avg: 11.9, minutes: 43, gas: "air", start: 200, end: 70, water: 16, air: 21, type: "boat", purpose: "training", comments: "Open Water dive 3: controlled emergency swimming ascent drill, the statue at 17 m.", sign: "signed" },
  { site: sites.cristo, date: "2024-05-12", time: "15:00", max: 18, avg: 12.5, minutes: 40, gas: "air", start: 200, end: 60, water: 16, air: 22, type: "boat", purpose: "training", comments: "Open Water dive 4: navigation with the compass.", sign: "signed" },
  { site: sites.giglio, date: "2024-07-20", time: "08:50", max: 22.4, avg: 15.1, minutes: 46, gas: "air", start: 210, end: 60, water: 21, air: 29, type: "boat", purpose: "recreational", buddy: "Luca Bianchi", comments: "Red gorgonian wall, two groupers." },
  { site: sites.giglio, date: "2024-07-21", time: "09:15", max: 24.8, avg: 16.3, minutes: 44, gas: "nitrox", mix: 32, start: 210, end: 70, water: 22, air: 30, type: "boat", purpose: "training", comments: "Nitrox course: first EAN32 dive, MOD 33 m.", sign: "signed" },
  { site: sites.medes, date: "2024-09-07", time: "10:30", max: 19.5, avg: 12.2, minutes: 52, gas: "air", start: 200, end: 70, water: 20, air: 25, type: "boat", purpose: "recreational", buddy: "Marta Puig", comments: "Dolphin cave, dusky groupers everywhere (marine reserve)." },
  { site: sites.medes, date: "2024-09-08", time: "11:00", max: 26.1, avg: 17.4, minutes: 45, gas: "nitrox", mix: 32, start: 200, end: 60, water: 19, air: 26, type: "boat", purpose: "training", comments: "Advanced: deep dive, colour loss at depth observed.", sign: "signed" },
  { site: sites.palos, date: "2025-06-14", time: "09:20", max: 28.7, avg: 18.9, minutes: 42, gas: "nitrox", mix: 30, start: 220, end: 70, water: 18, air: 27, type: "boat", purpose: "recreational", buddy: "Marta Puig", comments: "Barracuda school on the shoal, some current." },
  { site: sites.thistlegorm, date: "2025-03-22", time: "06:45", max: 29.8, avg: 21.5, minutes: 48, gas: "nitrox", mix: 32, start: 230, end: 60, water: 23, air: 24, type: "liveaboard", purpose: "wreck", buddy: "Ahmed Saleh", comments: "Holds 1 and 2: motorbikes, Bedford trucks, BSA bikes.", sign: "signed" },
  { site: sites.thistlegorm, date: "2025-03-22", time: "11:30", max: 24.3, avg: 17.8, minutes: 51, gas: "nitrox", mix: 32, start: 230, end: 70, water: 23, air: 26, type: "liveaboard", purpose: "wreck", buddy: "Ahmed Saleh", comments: "Stern, anti-aircraft gun and the locomotive." },
  { site: sites.rasMohammed, date: "2025-03-23", time: "08:10", max: 27.5, avg: 16.4, minutes: 55, gas: "nitrox", mix: 32, start: 230, end: 60, water: 24, air: 26, type: "liveaboard", purpose: "recreational", buddy: "Ahmed Saleh", comments: "Drift along Shark Reef to the Yolanda toilets." },
  { site: sites.elphinstone, date: "2025-03-25", time: "07:00", max: 31.2, avg: 19.6, minutes: 47, gas: "nitrox", mix: 30, start: 230, end: 60, water: 24, air: 27, type: "liveaboard", purpose: "recreational", buddy: "Ahmed Saleh", comments: "Oceanic whitetip at the south plateau." },
  { site: sites.blueHole, date: "2025-08-02", time: "09:00", max: 26.4, avg: 15.2, minutes: 49, gas: "nitrox", mix: 32, start: 200, end: 60, water: 25, air: 31, type: "shore", purpose: "recreational", buddy: "Luca Bianchi", comments: "Through the arch to the open sea." },
  { site: sites.umElFaroud, date: "2025-08-04", time: "10:20", max: 33.1, avg: 24.8, minutes: 38, gas: "nitrox", mix: 28, start: 220, end: 60, water: 24, air: 30, type: "shore", purpose: "training", comments: "Wreck specialty dive 2: penetration line laid in the engine room.", sign: "signed" },
  { site: sites.mantaPoint, date: "2025-10-18", time: "08:30", max: 14.6, avg: 9.8, minutes: 53, gas: "air", start: 200, end: 70, water: 22, air: 30, type: "boat", purpose: "recreational", buddy: "Made Suarta", comments: "Five reef mantas at the cleaning station; cold upwelling." },
  { site: sites.crystalBay, date: "2025-10-19", time: "07:40", max: 29.4, avg: 18.7, minutes: 45, gas: "nitrox", mix: 32, start: 200, end: 50, water: 19, air: 29, type: "boat", purpose: "recreational", buddy: "Made Suarta", comments: "Mola mola at 29 m, 19 °C thermocline." },
  { site: sites.crystalBay, date: "2025-10-19", time: "11:50", max: 16.2, avg: 10.1, minutes: 56, gas: "air", start: 200, end: 70, water: 24, air: 31, type: "boat", purpose: "recreational", buddy: "Made Suarta", comments: "Easy reef, turtles and a frogfish." },
  { site: sites.dosOjos, date: "2026-01-09", time: "10:00", max: 33, avg: 22, minutes: 50, gas: "air", start: 200, end: 90, water: 77, air: 84, type: "cenote", purpose: "recreational", buddy: "Jake Miller", comments: "Barbie line, halocline light effects.", ft: true },
  { site: sites.cristo, date: "2026-04-25", time: "09:30", max: 18.3, avg: 12.7, minutes: 47, gas: "nitrox", mix: 32, start: 200, end: 70, water: 15, air: 19, type: "boat", purpose: "recreational", buddy: "Luca Bianchi", comments: "Season opener, visibility 15 m." },
  { site: sites.isuela, date: "2026-06-14", time: "10:01", max: 18.4, avg: 13.2, minutes: 44, gas: "nitrox", mix: 32, start: 200, end: 50, water: 19, air: 26, type: "boat", purpose: "recreational", buddy: "Luca Bianchi", comments: "Gorgonians and a moray eel." },
  { site: sites.giglio, date: "2026-07-18", time: "09:00", max: 21.9, avg: 14.8, minutes: 45, gas: "nitrox", mix: 32, start: 210, end: 70, water: 23, air: 30, type: "boat", purpose: "training", comments: "Rescue Diver: unresponsive diver at the surface scenario.", sign: "pending" },
  { site: sites.giglio, date: "2026-07-18", time: "14:30", max: 12.5, avg: 8.2, minutes: 40, gas: "air", start: 210, end: 90, water: 23, air: 31, type: "boat", purpose: "training", comments: "Rescue Diver: panicked diver at depth scenario.", sign: "pending" },
  { site: sites.medes, date: "2026-09-12", time: "10:15", max: 24.2, avg: 15.9, minutes: 48, gas: "nitrox", mix: 32, start: 200, end: 60, water: 21, air: 25, type: "boat", purpose: "training", comments: "Deep specialty: planned dive to 24 m with a safety stop.", sign: "pending" },
  { site: sites.palos, date: "2026-10-03", time: "09:40", max: 27.3, avg: 17.6, minutes: 44, gas: "nitrox", mix: 30, start: 220, end: 70, water: 20, air: 24, type: "boat", purpose: "recreational", buddy: "Marta Puig", comments: "Sunfish passing the shoal." },
];

/** A fixed, RFC-shaped (version 4) uuid for demo dive n, so the seed finds its own dives again. */
function demoUuid(n: number): string {
  const h = createHash("sha256").update(`divecert-demo-dive-${n}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedDemoDiveLogs(db: Db): Promise<{ diveLogs: number }> {
  const [diver, instructor] = await Promise.all([
    db.user.findUnique({ where: { email: "diver@example.com" }, select: { id: true } }),
    db.user.findUnique({ where: { email: "instructor@example.com" }, select: { id: true, firstName: true, lastName: true, memberId: true } }),
  ]);
  if (!diver) return { diveLogs: 0 };
  await db.diveLog.createMany({
    skipDuplicates: true,
    data: dives.map((d, i) => ({
      uuid: demoUuid(i + 1), userId: diver.id, number: i + 1, date: dateOnly(d.date), time: d.time,
      location: d.site.location, country: d.site.country, lat: d.site.lat, lon: d.site.lon,
      maxDepth: d.max, averageDepth: d.avg, depthUnit: d.ft ? "ft" : "m", diveTime: d.minutes,
      gas: d.gas, gasMix: d.mix ?? (d.gas === "air" ? 21 : null), pressureStart: d.start, pressureEnd: d.end, pressureUnit: "bar",
      waterTemperature: d.water, weatherTemperature: d.air ?? null, temperatureUnit: d.ft ? "f" : "c",
      diveType: d.type, purposeType: d.purpose, buddy: d.buddy ?? null, comments: d.comments,
      safetyStop: d.max > 10, cylinderCount: 1, bottomCylinderVolume: 12, weights: 4, weightsUnit: "kg",
      wetsuit: d.ft ? "3 mm shorty" : d.water < 20 ? "7 mm semi-dry" : "5 mm wetsuit",
      instructorId: d.sign && instructor ? instructor.id : null,
    })),
  });
  if (instructor) {
    const toSign = dives.flatMap((d, i) => (d.sign === "signed" ? [demoUuid(i + 1)] : []));
    const rows = await db.diveLog.findMany({ where: { uuid: { in: toSign }, signedAt: null, instructorId: instructor.id }, select: diveLogSelect });
    const verifiedBy = `${fullNameOf(instructor) ?? instructor.memberId} (${instructor.memberId})`;
    for (const row of rows) {
      // Signed the evening after the dive.
      const signedAt = new Date(row.date.getTime() + 20 * 3_600_000);
      await db.diveLog.update({ where: { id: row.id }, data: { signedAt, verifiedBy, signedHash: signatureHash({ ...row, signedAt, verifiedBy }) } });
    }
  }
  return { diveLogs: await db.diveLog.count({ where: { userId: diver.id, deletedAt: null } }) };
}
