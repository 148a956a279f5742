-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'staff';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "actor_member_id" TEXT,
    "actor_role" TEXT,
    "action" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "ip" TEXT,
    "request_id" TEXT,
    "hash" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_actor_id_id_idx" ON "audit_log"("actor_id", "id");

-- CreateIndex
CREATE INDEX "audit_log_subject_type_subject_id_id_idx" ON "audit_log"("subject_type", "subject_id", "id");

-- CreateIndex
CREATE INDEX "audit_log_action_id_idx" ON "audit_log"("action", "id");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- The audit log's canonical JSON of a row (decision 0027): jsonb's own text form, so keys are in
-- one fixed order and numbers and strings print the same way in every session; the time in UTC
-- with microseconds, whatever the session's time zone.
CREATE FUNCTION audit_log_canonical(a audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', a.id,
    'at', to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor', CASE WHEN a.actor_id IS NULL THEN NULL
                  ELSE jsonb_build_object('id', a.actor_id, 'member_id', a.actor_member_id, 'role', a.actor_role) END,
    'action', a.action,
    'subject', jsonb_build_object('type', a.subject_type, 'id', a.subject_id),
    'before', a.before,
    'after', a.after,
    'ip', a.ip,
    'request_id', a.request_id
  )::text
$$;

-- Every insert, whoever makes it: one writer at a time (a transaction-scoped advisory lock, held
-- until its transaction ends), the id taken under that lock so id order is chain order, the
-- actor's member id and role as they are now, and hash = SHA-256(previous hash || canonical JSON).
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(4242024);
  NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  IF NEW.actor_id IS NOT NULL THEN
    SELECT u.member_id, u.role::text INTO NEW.actor_member_id, NEW.actor_role FROM users u WHERE u.id = NEW.actor_id;
  ELSE
    NEW.actor_member_id := NULL;
    NEW.actor_role := NULL;
  END IF;
  SELECT l.hash INTO previous FROM audit_log l ORDER BY l.id DESC LIMIT 1;
  NEW.hash := encode(sha256(convert_to(coalesce(previous, '') || audit_log_canonical(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END
$$;

CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();

-- Append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse();
