import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Any address the app does not have, in the reader's language rather than Next.js's bare English page. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-6 py-16">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Link href="/" className="font-medium underline underline-offset-4">
        {t("home")}
      </Link>
    </main>
  );
}
