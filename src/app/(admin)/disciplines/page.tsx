import Link from "next/link";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { openPage } from "@/server/trpc/open-page";
import { DisciplinesTable } from "./disciplines-table";

export default async function DisciplinesPage() {
  const { can } = await openPage("disciplines.list");
  const admin = can("disciplines.create");
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          admin && (
            <Link href="/disciplines/new" className={buttonVariants()}>
              <Plus aria-hidden />
              {t("new")}
            </Link>
          )
        }
      />
      <DisciplinesTable canEdit={admin} />
    </div>
  );
}
