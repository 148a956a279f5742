-- CreateEnum
CREATE TYPE "Role" AS ENUM ('diver', 'admin');

-- CreateEnum
CREATE TYPE "AccountStatus" AS ENUM ('active', 'pending', 'suspended', 'banned', 'closed');

-- CreateEnum
CREATE TYPE "ProfessionalStatus" AS ENUM ('active', 'expired', 'suspended');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female', 'other', 'undisclosed');

-- CreateEnum
CREATE TYPE "PreferredSystem" AS ENUM ('metric', 'imperial');

-- CreateEnum
CREATE TYPE "QualificationLevel" AS ENUM ('diver', 'specialty', 'professional', 'trainer', 'examiner');

-- CreateEnum
CREATE TYPE "OneTimeTokenPurpose" AS ENUM ('password_reset');

-- CreateTable
CREATE TABLE "distributors" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" CHAR(2) NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "distributors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dive_centers" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" CHAR(2) NOT NULL,
    "state_code" TEXT,
    "city" TEXT,
    "address" TEXT,
    "postal_code" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "website" TEXT,
    "lat" DOUBLE PRECISION,
    "lon" DOUBLE PRECISION,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "distributor_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "dive_centers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "member_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'diver',
    "first_name" TEXT,
    "last_name" TEXT,
    "nationality" CHAR(2),
    "country" CHAR(2),
    "state" TEXT,
    "state_code" TEXT,
    "city" TEXT,
    "address" TEXT,
    "timezone" TEXT,
    "postal_code" TEXT,
    "phone" TEXT,
    "mobile" TEXT,
    "gender" "Gender",
    "dob" DATE,
    "nok_first_name" TEXT,
    "nok_last_name" TEXT,
    "nok_phone" TEXT,
    "nok_email" TEXT,
    "nok_country" CHAR(2),
    "avatar_path" TEXT,
    "guardian_first_name" TEXT,
    "guardian_last_name" TEXT,
    "guardian_email" TEXT,
    "guardian_accepted_at" TIMESTAMPTZ(6),
    "default_language" VARCHAR(5),
    "preferred_system" "PreferredSystem" NOT NULL DEFAULT 'metric',
    "qualification" TEXT,
    "qualification_level" "QualificationLevel",
    "gdpr_at" DATE,
    "terms_at" DATE,
    "policy_accepted_at" DATE,
    "email_verified_at" TIMESTAMPTZ(6),
    "status" "AccountStatus" NOT NULL DEFAULT 'active',
    "status_reason" TEXT,
    "suspension_days" INTEGER,
    "restore_date" DATE,
    "restore_status" "AccountStatus",
    "dive_center_id" INTEGER,
    "dive_center_date" DATE,
    "distributor_id" INTEGER,
    "distributor_date" DATE,
    "tokens_valid_after" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "professional_memberships" (
    "user_id" INTEGER NOT NULL,
    "job_country" CHAR(2) NOT NULL,
    "status" "ProfessionalStatus" DEFAULT 'active',
    "suspension_days" INTEGER NOT NULL DEFAULT 0,
    "restore_date" DATE,
    "status_reason" TEXT NOT NULL DEFAULT '',
    "renewal_date" DATE,
    "expire_date" DATE,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "professional_memberships_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "access_jti" TEXT NOT NULL,
    "device_name" TEXT,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "rotated_at" TIMESTAMPTZ(6),
    "successor_sealed" TEXT,
    "revoked_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "revoked_access_tokens" (
    "jti" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "revoked_access_tokens_pkey" PRIMARY KEY ("jti")
);

-- CreateTable
CREATE TABLE "one_time_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "purpose" "OneTimeTokenPurpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "used_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "one_time_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_emails" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "kind" TEXT NOT NULL,
    "transport" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(6),
    "error" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_start" TIMESTAMPTZ(6) NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "dive_centers_country_active_name_idx" ON "dive_centers"("country", "active", "name");

-- CreateIndex
CREATE INDEX "dive_centers_active_name_idx" ON "dive_centers"("active", "name");

-- CreateIndex
CREATE UNIQUE INDEX "users_member_id_key" ON "users"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_dive_center_id_idx" ON "users"("dive_center_id");

-- CreateIndex
CREATE INDEX "users_last_name_first_name_idx" ON "users"("last_name", "first_name");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens"("user_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_access_jti_idx" ON "refresh_tokens"("access_jti");

-- CreateIndex
CREATE INDEX "revoked_access_tokens_expires_at_idx" ON "revoked_access_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "one_time_tokens_user_id_purpose_idx" ON "one_time_tokens"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "outbox_emails_to_created_at_idx" ON "outbox_emails"("to", "created_at");

-- CreateIndex
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails"("created_at");

-- CreateIndex
CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets"("expires_at");

-- AddForeignKey
ALTER TABLE "dive_centers" ADD CONSTRAINT "dive_centers_distributor_id_fkey" FOREIGN KEY ("distributor_id") REFERENCES "distributors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_distributor_id_fkey" FOREIGN KEY ("distributor_id") REFERENCES "distributors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "professional_memberships" ADD CONSTRAINT "professional_memberships_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
