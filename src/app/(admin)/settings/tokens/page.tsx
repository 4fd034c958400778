import { getTranslations } from "next-intl/server";
import { openPage } from "@/server/trpc/open-page";
import { AreaPage } from "../../_page/area-page";
import { CreateTokenForm } from "./create-token-form";
import { TokensTable } from "./tokens-table";

export default async function TokensPage() {
  const [t, { can }] = await Promise.all([getTranslations("tokens"), openPage("tokens.list")]);
  return (
    <AreaPage messages="tokens" width="5xl">
      {can("tokens.create") ? (
        <CreateTokenForm />
      ) : (
        <p className="rounded-md border bg-muted/40 p-4 text-sm">{t("staffOnly")}</p>
      )}
      <TokensTable />
    </AreaPage>
  );
}
