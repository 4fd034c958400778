import { School, TriangleAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { TitledCard } from "@/components/ui/card";
import { openPage } from "@/server/trpc/open-page";
import { HomeNumbersGrid } from "./_home/home-numbers-grid";
import { TeacherAgendaCard } from "./_home/teacher-agenda-card";

export default async function DashboardPage() {
  const { api, can, scope } = await openPage("me.get");
  const [me, home] = await Promise.all([api.me.get(), can("home.get") ? api.home.get() : null]);
  const t = await getTranslations("dashboard");
  const tRoles = await getTranslations("roles");

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("welcome", { name: me.name })} description={t("role", { role: tRoles(me.role) })} />

      {me.role === "STUDENT" && (
        <Alert variant="warning">
          <TriangleAlert aria-hidden />
          <AlertTitle>{t("studentTitle")}</AlertTitle>
          <AlertDescription>{t("studentMessage")}</AlertDescription>
        </Alert>
      )}

      {home?.kind === "numbers" && <HomeNumbersGrid numbers={home.numbers} allSchools={scope.all} />}
      {home?.kind === "agenda" && <TeacherAgendaCard agenda={home.agenda} />}

      <TitledCard
        title={t("schoolsTitle")}
        description={scope.all ? t("allSchools") : t("schoolsCount", { count: me.schools.length })}
      >
        {me.schools.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noSchools")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {me.schools.map((school) => (
              <li key={school.id} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                <School className="size-4 text-muted-foreground" aria-hidden />
                {school.name}
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
    </div>
  );
}
