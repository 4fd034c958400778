import {
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardList,
  FileDown,
  KeyRound,
  MessageCircleQuestion,
  LayoutDashboard,
  Library,
  ScrollText,
  type LucideIcon,
} from "lucide-react";
import type { OperationKey } from "@/server/api/can-reach";

/**
 * One entry of the admin navigation. `labelKey` is in the "nav" messages; `operation` is the one its page opens
 * with, whose policy decides who sees the entry (the admin layout asks canReach).
 */
export type NavItem = { href: string; labelKey: string; icon: LucideIcon; operation: OperationKey };

/** Every area of the admin, in menu order: a new page appears in the sidebar by adding it here. */
export const navItems: readonly NavItem[] = [
  { href: "/", labelKey: "dashboard", icon: LayoutDashboard, operation: "me.get" },
  {
    href: "/student-questions",
    labelKey: "studentQuestions",
    icon: MessageCircleQuestion,
    operation: "studentQuestions.list",
  },
  { href: "/questions", labelKey: "questions", icon: Library, operation: "questions.list" },
  { href: "/exams", labelKey: "exams", icon: ClipboardList, operation: "exams.list" },
  { href: "/performance", labelKey: "performance", icon: BarChart3, operation: "performance.users" },
  { href: "/disciplines", labelKey: "disciplines", icon: BookOpen, operation: "disciplines.list" },
  { href: "/calendar", labelKey: "calendar", icon: CalendarDays, operation: "availability.blocks" },
  { href: "/reports", labelKey: "reports", icon: FileDown, operation: "reports.preview" },
  { href: "/audit", labelKey: "audit", icon: ScrollText, operation: "audit.list" },
  { href: "/settings/tokens", labelKey: "tokens", icon: KeyRound, operation: "tokens.list" },
];
