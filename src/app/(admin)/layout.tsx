import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/components/shell/app-header";
import { navItems } from "@/components/shell/nav-items";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { Toaster } from "@/components/shell/toaster";
import { openPage } from "@/server/trpc/open-page";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user, can } = await openPage("me.get");
  const reachable = navItems.filter((item) => can(item.operation)).map((item) => item.href);
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
        <SidebarNav reachable={reachable} />
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
