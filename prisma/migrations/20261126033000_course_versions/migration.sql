-- Course versions (decision 0029): modules, exam questions and skills belong to a version; the
-- course points at its published version; a course log keeps the version it started on.

-- CreateTable
CREATE TABLE "course_versions" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "published_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "course_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "course_versions_course_id_number_key" ON "course_versions"("course_id", "number");

-- AddForeignKey
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing course becomes published version 1.
INSERT INTO "course_versions" ("course_id", "number", "published_at", "created_at")
  SELECT "id", 1, "created_at", "created_at" FROM "courses";

-- AlterTable
ALTER TABLE "courses" ADD COLUMN "published_version_id" INTEGER;
UPDATE "courses" c SET "published_version_id" = v."id" FROM "course_versions" v WHERE v."course_id" = c."id" AND v."number" = 1;
CREATE UNIQUE INDEX "courses_published_version_id_key" ON "courses"("published_version_id");
ALTER TABLE "courses" ADD CONSTRAINT "courses_published_version_id_fkey" FOREIGN KEY ("published_version_id") REFERENCES "course_versions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Modules, skills and exam questions of version 1.
ALTER TABLE "course_modules" ADD COLUMN "course_version_id" INTEGER NOT NULL DEFAULT 0;
UPDATE "course_modules" m SET "course_version_id" = c."published_version_id" FROM "courses" c WHERE c."id" = m."course_id";
DROP INDEX "course_modules_course_id_position_key";
CREATE UNIQUE INDEX "course_modules_course_version_id_position_key" ON "course_modules"("course_version_id", "position");
CREATE INDEX "course_modules_course_id_idx" ON "course_modules"("course_id");
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_version_id_fkey" FOREIGN KEY ("course_version_id") REFERENCES "course_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "skills" ADD COLUMN "course_version_id" INTEGER NOT NULL DEFAULT 0;
UPDATE "skills" s SET "course_version_id" = c."published_version_id" FROM "courses" c WHERE c."id" = s."course_id";
CREATE INDEX "skills_course_version_id_position_idx" ON "skills"("course_version_id", "position");
ALTER TABLE "skills" ADD CONSTRAINT "skills_course_version_id_fkey" FOREIGN KEY ("course_version_id") REFERENCES "course_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "questions" ADD COLUMN "exam_version_id" INTEGER;
UPDATE "questions" q SET "exam_version_id" = c."published_version_id" FROM "courses" c WHERE c."id" = q."exam_course_id";
CREATE INDEX "questions_exam_version_id_position_idx" ON "questions"("exam_version_id", "position");
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_version_id_fkey" FOREIGN KEY ("exam_version_id") REFERENCES "course_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing course log started on version 1.
ALTER TABLE "course_logs" ADD COLUMN "course_version_id" INTEGER NOT NULL DEFAULT 0;
UPDATE "course_logs" l SET "course_version_id" = c."published_version_id" FROM "courses" c WHERE c."id" = l."course_id";
ALTER TABLE "course_logs" ADD CONSTRAINT "course_logs_course_version_id_fkey" FOREIGN KEY ("course_version_id") REFERENCES "course_versions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A row inserted without a version (0: the seed, test factories, code that predates versions)
-- joins the course's published version; a course without one gets its latest version, or a
-- published version 1 when it has none. The course row lock serialises the creation.
CREATE FUNCTION course_current_version(p_course_id INTEGER) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  v INTEGER;
BEGIN
  SELECT "published_version_id" INTO v FROM "courses" WHERE "id" = p_course_id FOR UPDATE;
  IF v IS NOT NULL THEN RETURN v; END IF;
  SELECT "id" INTO v FROM "course_versions" WHERE "course_id" = p_course_id ORDER BY "number" DESC LIMIT 1;
  IF v IS NOT NULL THEN RETURN v; END IF;
  INSERT INTO "course_versions" ("course_id", "number", "published_at") VALUES (p_course_id, 1, now()) RETURNING "id" INTO v;
  UPDATE "courses" SET "published_version_id" = v WHERE "id" = p_course_id;
  RETURN v;
END $$;

CREATE FUNCTION course_version_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'questions' THEN
    IF NEW."exam_course_id" IS NOT NULL AND NEW."exam_version_id" IS NULL THEN
      NEW."exam_version_id" := course_current_version(NEW."exam_course_id");
    END IF;
  ELSIF NEW."course_version_id" IS NULL OR NEW."course_version_id" = 0 THEN
    NEW."course_version_id" := course_current_version(NEW."course_id");
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER course_modules_version BEFORE INSERT ON "course_modules" FOR EACH ROW EXECUTE FUNCTION course_version_default();
CREATE TRIGGER skills_version BEFORE INSERT ON "skills" FOR EACH ROW EXECUTE FUNCTION course_version_default();
CREATE TRIGGER questions_version BEFORE INSERT ON "questions" FOR EACH ROW EXECUTE FUNCTION course_version_default();
CREATE TRIGGER course_logs_version BEFORE INSERT ON "course_logs" FOR EACH ROW EXECUTE FUNCTION course_version_default();
