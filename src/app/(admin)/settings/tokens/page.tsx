import { getTranslations } from "next-intl/server";
import { CreateTokenForm } from "./create-token-form";
import { TokensTable } from "./tokens-table";

export default async function TokensPage() {
  const t = await getTranslations("tokens");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <CreateTokenForm />
      <TokensTable />
    </div>
  );
}
