// npm run credentials:key [-- '<current CREDENTIALS_SIGNING_KEY>']: prints a new CREDENTIALS_SIGNING_KEY.
// With the current value given, the new private key comes first and the old keys follow as public
// keys only, so credentials signed before the rotation still verify (README, decision 0032).
import { generateSigningJwk } from "@/lib/credentials/keys";

const fresh = generateSigningJwk();
const current = process.argv[2];
if (!current) {
  console.log(JSON.stringify(fresh));
} else {
  const parsed = JSON.parse(current) as Record<string, unknown> | Record<string, unknown>[];
  const old = (Array.isArray(parsed) ? parsed : [parsed]).map(({ d: _private, ...pub }) => pub);
  console.log(JSON.stringify([fresh, ...old]));
}
