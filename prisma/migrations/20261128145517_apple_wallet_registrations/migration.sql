-- CreateTable
CREATE TABLE "apple_wallet_registrations" (
    "id" SERIAL NOT NULL,
    "device_library_id" TEXT NOT NULL,
    "pass_type_id" TEXT NOT NULL,
    "certification_id" INTEGER NOT NULL,
    "push_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "apple_wallet_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "apple_wallet_registrations_certification_id_idx" ON "apple_wallet_registrations"("certification_id");

-- CreateIndex
CREATE UNIQUE INDEX "apple_wallet_registrations_device_library_id_pass_type_id_c_key" ON "apple_wallet_registrations"("device_library_id", "pass_type_id", "certification_id");

-- AddForeignKey
ALTER TABLE "apple_wallet_registrations" ADD CONSTRAINT "apple_wallet_registrations_certification_id_fkey" FOREIGN KEY ("certification_id") REFERENCES "certifications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
