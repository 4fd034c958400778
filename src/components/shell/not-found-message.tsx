import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** What the not-found page says, in the reader's language; the page around it decides its landmark. */
export async function NotFoundMessage() {
  const t = await getTranslations("notFound");
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Link href="/" className="font-medium underline underline-offset-4">
        {t("home")}
      </Link>
    </>
  );
}
