import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { openPage } from "@/server/trpc/open-page";
import { CreateTokenForm } from "./create-token-form";
import { TokensTable } from "./tokens-table";

export default async function TokensPage() {
  const [t, { can }] = await Promise.all([getTranslations("tokens"), openPage("tokens.list")]);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      {can("tokens.create") ? (
        <CreateTokenForm />
      ) : (
        <p className="rounded-md border bg-muted/40 p-4 text-sm">{t("staffOnly")}</p>
      )}
      <TokensTable />
    </div>
  );
}
