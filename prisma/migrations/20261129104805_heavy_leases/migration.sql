-- CreateTable
CREATE TABLE "heavy_leases" (
    "user_id" UUID NOT NULL,
    "slot" INTEGER NOT NULL,
    "lease_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "heavy_leases_pkey" PRIMARY KEY ("user_id","slot")
);

