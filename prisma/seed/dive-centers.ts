import type { Db } from "@/lib/db/client";

// Demo distributors and dive centers. Names, phones, e-mails and sites are invented (reserved
// `.example` domains, 555-01xx numbers in the US); addresses and coordinates are real places
// so maps and country filters look right. There is no unique constraint on names, so the name
// (plus country for centers) is the natural key: find, then update or create. Safe to rerun.

type DistributorSeed = { name: string; country: string; email: string };
type CenterSeed = {
  name: string;
  country: string;
  stateCode: string;
  city: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string;
  lat: number;
  lon: number;
  active?: boolean;
  distributor: string;
};

const EMEA = "DiveCert EMEA Distribution";
const APAC = "DiveCert Asia-Pacific";
const AMER = "DiveCert Americas";

const distributors: DistributorSeed[] = [
  { name: EMEA, country: "IT", email: "emea@divecert.example" },
  { name: APAC, country: "AU", email: "apac@divecert.example" },
  { name: AMER, country: "US", email: "americas@divecert.example" },
];

const centers: CenterSeed[] = [
  { name: "Secca Azzurra Diving", country: "IT", stateCode: "IT-GE", city: "Santa Margherita Ligure", address: "Via del Porto 14", postalCode: "16038", phone: "+39 0185 284 117", email: "info@seccaazzurra.example", website: "https://seccaazzurra.example", lat: 44.3347, lon: 9.2117, distributor: EMEA },
  { name: "Punta Scoglio Sub", country: "IT", stateCode: "IT-SS", city: "Olbia", address: "Lungomare Cristoforo Colombo 52", postalCode: "07026", phone: "+39 0789 413 602", email: "staff@puntascoglio.example", website: "https://puntascoglio.example", lat: 40.9237, lon: 9.508, distributor: EMEA },
  { name: "Vecchio Molo Sub", country: "IT", stateCode: "IT-NA", city: "Napoli", address: "Via Partenope 2", postalCode: "80121", phone: "+39 081 764 2290", email: "info@vecchiomolo.example", website: "https://vecchiomolo.example", lat: 40.8308, lon: 14.2478, active: false, distributor: EMEA },
  { name: "Mar de Lava Buceo", country: "ES", stateCode: "ES-CN", city: "Puerto del Carmen", address: "Avenida Marítima 21", postalCode: "35510", phone: "+34 928 512 846", email: "hola@mardelava.example", website: "https://mardelava.example", lat: 28.9228, lon: -13.666, distributor: EMEA },
  { name: "Illes Medes Blau", country: "ES", stateCode: "ES-CT", city: "L'Estartit", address: "Passeig del Port 9", postalCode: "17258", phone: "+34 972 751 390", email: "info@medesblau.example", website: "https://medesblau.example", lat: 42.0531, lon: 3.202, distributor: EMEA },
  { name: "Red Reef Divers", country: "EG", stateCode: "EG-BA", city: "Hurghada", address: "118 Sheraton Road, Sakkala", postalCode: "84511", phone: "+20 65 344 7712", email: "dive@redreef.example", website: "https://redreef.example", lat: 27.211, lon: 33.838, distributor: EMEA },
  { name: "Blue Hole Bay Diving", country: "EG", stateCode: "EG-JS", city: "Dahab", address: "Mashraba Promenade 7", postalCode: "46617", phone: "+20 69 364 0385", email: "hello@blueholebay.example", website: "https://blueholebay.example", lat: 28.493, lon: 34.516, distributor: EMEA },
  { name: "Koh Tao Coral Lab", country: "TH", stateCode: "TH-84", city: "Koh Tao", address: "9/12 Moo 1, Mae Haad", postalCode: "84360", phone: "+66 77 456 218", email: "info@coral-lab.example", website: "https://coral-lab.example", lat: 10.092, lon: 99.827, distributor: APAC },
  { name: "Andaman Drift Divers", country: "TH", stateCode: "TH-83", city: "Patong", address: "38 Rat-U-Thit 200 Pee Road, Kathu", postalCode: "83150", phone: "+66 76 344 905", email: "dive@andamandrift.example", website: "https://andamandrift.example", lat: 7.896, lon: 98.297, distributor: APAC },
  { name: "Coral Trout Dive Co.", country: "AU", stateCode: "AU-QLD", city: "Cairns", address: "41 The Esplanade, Cairns City", postalCode: "4870", phone: "+61 7 4051 2283", email: "bookings@coraltrout.example", website: "https://coraltrout.example", lat: -16.919, lon: 145.778, distributor: APAC },
  { name: "Puerto Galera Reef Divers", country: "PH", stateCode: "PH-MDR", city: "Puerto Galera", address: "Sabang Beach Road", postalCode: "5203", phone: "+63 43 287 3061", email: "info@pgreefdivers.example", website: "https://pgreefdivers.example", lat: 13.522, lon: 120.97, distributor: APAC },
  { name: "Keys Ledge Scuba", country: "US", stateCode: "US-FL", city: "Key Largo", address: "102900 Overseas Hwy", postalCode: "33037", phone: "+1 305-555-0142", email: "crew@keysledge.example", website: "https://keysledge.example", lat: 25.1, lon: -80.433, distributor: AMER },
  { name: "Cenote Claro Dive Center", country: "MX", stateCode: "MX-ROO", city: "Playa del Carmen", address: "Calle 10 Norte 215, Centro", postalCode: "77710", phone: "+52 984 803 1257", email: "hola@cenoteclaro.example", website: "https://cenoteclaro.example", lat: 20.6296, lon: -87.0739, distributor: AMER },
];

async function upsertDistributor(db: Db, d: DistributorSeed): Promise<number> {
  const found = await db.distributor.findFirst({ where: { name: d.name }, select: { id: true }, orderBy: { id: "asc" } });
  if (found) {
    await db.distributor.update({ where: { id: found.id }, data: d });
    return found.id;
  }
  return (await db.distributor.create({ data: d, select: { id: true } })).id;
}

export async function seedDiveCenters(db: Db): Promise<{ diveCenters: { id: number; name: string; country: string }[] }> {
  const distributorIds = new Map<string, number>();
  for (const d of distributors) distributorIds.set(d.name, await upsertDistributor(db, d));

  const diveCenters: { id: number; name: string; country: string }[] = [];
  for (const { distributor, active = true, ...fields } of centers) {
    const data = { ...fields, active, distributorId: distributorIds.get(distributor) ?? null };
    const found = await db.diveCenter.findFirst({
      where: { name: fields.name, country: fields.country },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    const row = found
      ? await db.diveCenter.update({ where: { id: found.id }, data, select: { id: true, name: true, country: true } })
      : await db.diveCenter.create({ data, select: { id: true, name: true, country: true } });
    diveCenters.push(row);
  }
  return { diveCenters };
}
