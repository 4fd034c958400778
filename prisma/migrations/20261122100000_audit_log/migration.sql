-- CreateEnum
CREATE TYPE "AuditActorKind" AS ENUM ('SESSION', 'TOKEN', 'CLI', 'SYSTEM');

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_user_id" UUID,
    "actor_kind" "AuditActorKind" NOT NULL,
    "token_id" UUID,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "school_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_at_id_idx" ON "audit_log"("at", "id");

-- CreateIndex
CREATE INDEX "audit_log_school_ids_idx" ON "audit_log" USING GIN ("school_ids");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_at_idx" ON "audit_log"("entity_type", "entity_id", "at");

-- CreateIndex
CREATE INDEX "audit_log_actor_user_id_at_idx" ON "audit_log"("actor_user_id", "at");

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

