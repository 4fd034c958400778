"use client";

import { useLayoutEffect, useRef } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { navItems } from "./nav-items";
import { useStripScroll } from "./use-strip-scroll";

const isActive = (pathname: string, href: string) =>
  href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

/**
 * The entries of navItems whose `href` the user can reach (`reachable`, decided on the server): a column beside
 * the page, and on a phone a strip above it that scrolls sideways, with the current entry scrolled into view and,
 * at each end with more entries past it, a fade and a button that scrolls on.
 */
export function SidebarNav({ reachable }: { reachable: readonly string[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  const items = navItems.filter((item) => reachable.includes(item.href));
  const list = useRef<HTMLUListElement>(null);
  const { more, scrollBy } = useStripScroll(list);

  // The current entry in view: on a phone it may be past the strip's end.
  useLayoutEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const start = current.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    const end = start + current.offsetWidth;
    if (start < strip.scrollLeft || end > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = start - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  // Past an end with more entries, the strip fades out there; the buttons beside it scroll on, or say there is none.
  const edge = (past: boolean) => (past ? "transparent" : "#000");
  const stops = [edge(more.start), "#000 2.5rem", "#000 calc(100% - 2.5rem)", edge(more.end)];
  const fade = `linear-gradient(to right, ${stops.join(", ")})`;
  const arrow = (direction: -1 | 1) => {
    const past = direction === 1 ? more.end : more.start;
    const Icon = direction === 1 ? ChevronRight : ChevronLeft;
    return (
      more.overflowing && (
        <button
          type="button"
          aria-controls="main-nav-list"
          aria-label={t(direction === 1 ? "shell.navMore" : "shell.navBack")}
          aria-disabled={!past || undefined}
          onClick={() => past && scrollBy(direction)}
          className={cn(
            "flex size-8 shrink-0 items-center justify-center rounded-md border bg-background text-foreground",
            "shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden",
            !past && "text-muted-foreground opacity-50 hover:bg-background",
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      )
    );
  };
  return (
    <nav aria-label={t("shell.navLabel")} className="flex items-center gap-1 px-2 pb-2 md:block md:pb-4">
      {arrow(-1)}
      <ul
        ref={list}
        id="main-nav-list"
        style={more.overflowing ? { maskImage: fade } : undefined}
        className="flex min-w-0 flex-1 scroll-px-10 gap-1 overflow-x-auto [scrollbar-width:none] md:flex-col"
      >
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
      {arrow(1)}
    </nav>
  );
}
