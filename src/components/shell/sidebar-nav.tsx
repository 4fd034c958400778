"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { navItems } from "./nav-items";

const isActive = (pathname: string, href: string) =>
  href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

/** The entries of navItems whose `href` the user can reach (`reachable`, decided on the server). */
export function SidebarNav({ reachable }: { reachable: readonly string[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  const items = navItems.filter((item) => reachable.includes(item.href));
  return (
    <nav aria-label={t("shell.navLabel")} className="px-2 pb-2 md:pb-4">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {items.map(({ href, labelKey, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                  active && "bg-accent text-accent-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {t(`nav.${labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
