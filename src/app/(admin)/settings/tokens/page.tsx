import { getTranslations } from "next-intl/server";
import { isStaff } from "@/lib/roles";
import { getSessionUser } from "@/server/session-user";
import { CreateTokenForm } from "./create-token-form";
import { TokensTable } from "./tokens-table";

export default async function TokensPage() {
  const [t, user] = await Promise.all([getTranslations("tokens"), getSessionUser()]);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      {user && isStaff(user.role) ? (
        <CreateTokenForm />
      ) : (
        <p className="rounded-md border bg-muted/40 p-4 text-sm">{t("staffOnly")}</p>
      )}
      <TokensTable />
    </div>
  );
}
