import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageRefusal } from "@/server/trpc/open-page";

/**
 * What a signed-in user sees, inside the shell and at the address they asked for, when their role may not open a
 * page (openPage's refusal, answered 403): whom the area is for, and the way home.
 */
export default async function Forbidden() {
  const t = await getTranslations("forbidden");
  const policy = pageRefusal().policy;
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t(policy === "user" || !policy ? "staff" : policy)}</p>
      <Link href="/" className="font-medium underline underline-offset-4">
        {t("home")}
      </Link>
    </div>
  );
}
