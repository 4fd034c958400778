import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/components/shell/app-header";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { Toaster } from "@/components/shell/toaster";
import { getSessionUser } from "@/server/session-user";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  const t = await getTranslations();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-ring"
      >
        {t("shell.skipToContent")}
      </a>
      <aside className="border-b bg-sidebar md:w-60 md:shrink-0 md:border-r md:border-b-0">
        <p className="px-5 py-4 font-semibold">{t("app.title")}</p>
        <SidebarNav role={user.role} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader user={user} />
        <main id="main" tabIndex={-1} className="flex-1 p-6 outline-none">
          {children}
        </main>
      </div>
      <Toaster />
    </div>
  );
}
