import type { Recipe } from "@/tests/support/contract-walk/recipe";
import { accountConsoleRecipes } from "@/tests/support/contract-walk/recipes-accounts";
import { financeRecipes } from "@/tests/support/contract-walk/recipes-finance";
import { centersApplicationsRecipes } from "@/tests/support/contract-walk/recipes-centers-applications";
import { centersCoreRecipes } from "@/tests/support/contract-walk/recipes-centers-core";
import { centersMembersRecipes } from "@/tests/support/contract-walk/recipes-centers-members";
import { centersSeatsRecipes } from "@/tests/support/contract-walk/recipes-centers-seats";
import { referralsDistributorsRecipes } from "@/tests/support/contract-walk/recipes-referrals-distributors";
import { catalogueRecipes } from "@/tests/support/contract-walk/recipes-catalogue";
import { accountReadRecipes, accountWriteRecipes, publicRecipes } from "@/tests/support/contract-walk/recipes-account";
import { mfaRecipes } from "@/tests/support/contract-walk/recipes-mfa";
import { organisationRecipes } from "@/tests/support/contract-walk/recipes-organisation";
import { passkeyRecipes } from "@/tests/support/contract-walk/recipes-passkeys";
import { walletAppleRecipes } from "@/tests/support/contract-walk/recipes-wallet-apple";
import { diverReadRecipes, diverWriteRecipes } from "@/tests/support/contract-walk/recipes-diver";
import { privacyRecipes } from "@/tests/support/contract-walk/recipes-privacy";
import { professionalReadRecipes, professionalWriteRecipes } from "@/tests/support/contract-walk/recipes-professional";

/**
 * Every operation's recipe, in the order the walk runs them: the reads on the demo data first,
 * then the writes (each on objects the walk made or on demo objects later reads no longer need),
 * the account flows (logout, password changes, account deletion) last.
 */
export const recipes: Recipe[] = [
  ...publicRecipes,
  ...accountReadRecipes,
  ...diverReadRecipes,
  ...professionalReadRecipes,
  ...diverWriteRecipes,
  ...professionalWriteRecipes,
  ...financeRecipes,
  ...accountConsoleRecipes,
  ...catalogueRecipes,
  ...organisationRecipes,
  ...centersApplicationsRecipes,
  ...centersCoreRecipes,
  ...centersMembersRecipes,
  ...centersSeatsRecipes,
  ...referralsDistributorsRecipes,
  ...privacyRecipes,
  ...mfaRecipes,
  ...passkeyRecipes,
  ...walletAppleRecipes,
  ...accountWriteRecipes,
];
