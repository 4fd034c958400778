import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { staffRoles } from "@/lib/roles";
import { requirePageUser } from "@/server/session-user";
import { disciplineIdParam } from "@/server/disciplines/schema";
import { EditDiscipline } from "../edit-discipline";

type Props = { params: Promise<{ id: string }> };

export default async function DisciplinePage({ params }: Props) {
  await requirePageUser(staffRoles);
  const { id } = await params;
  const parsed = disciplineIdParam.safeParse({ id });
  if (!parsed.success) notFound();
  const t = await getTranslations("disciplines");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        href="/disciplines"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <EditDiscipline id={parsed.data.id} />
    </div>
  );
}
