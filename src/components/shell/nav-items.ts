import {
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardList,
  FileDown,
  KeyRound,
  LayoutDashboard,
  Library,
  ScrollText,
  type LucideIcon,
} from "lucide-react";
import type { Role } from "@/generated/prisma/enums";
import { adminRoles, staffRoles as staff } from "@/lib/roles";

/** One entry of the admin navigation. `labelKey` is in the "nav" messages; no `roles` means everyone. */
export type NavItem = { href: string; labelKey: string; icon: LucideIcon; roles?: readonly Role[] };

/** Every area of the admin, in menu order: a new page appears in the sidebar by adding it here. */
export const navItems: readonly NavItem[] = [
  { href: "/", labelKey: "dashboard", icon: LayoutDashboard },
  { href: "/questions", labelKey: "questions", icon: Library, roles: staff },
  { href: "/exams", labelKey: "exams", icon: ClipboardList, roles: staff },
  { href: "/performance", labelKey: "performance", icon: BarChart3, roles: staff },
  { href: "/disciplines", labelKey: "disciplines", icon: BookOpen, roles: staff },
  { href: "/calendar", labelKey: "calendar", icon: CalendarDays, roles: staff },
  { href: "/reports", labelKey: "reports", icon: FileDown, roles: adminRoles },
  { href: "/audit", labelKey: "audit", icon: ScrollText, roles: adminRoles },
  { href: "/settings/tokens", labelKey: "tokens", icon: KeyRound },
];
