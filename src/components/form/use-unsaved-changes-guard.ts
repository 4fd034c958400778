"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";

type GuardState = { unsavedChangesGuard?: true };

/** The active guard's question; one form at a time edits a page. */
let activeMessage: string | null = null;

/**
 * For a move the guard cannot see, such as `router.push` after an action: true when nothing is edited or the user
 * agrees to leave, asked as the guard asks.
 */
export function confirmLeaving(): boolean {
  return activeMessage === null || window.confirm(activeMessage);
}

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own dialog), an in-app
 * link (a capture listener runs before Next's Link handler and can stop it), and the back button. The back button
 * cannot be stopped, so a copy of the current entry is pushed on top: Back lands on the same page, and only if the
 * user confirms does the guard go back once more. The copy keeps Next's history state, so its router treats it as
 * its own entry.
 */
export function useUnsavedChangesGuard(active: boolean) {
  const t = useTranslations("form");
  const message = t("unsavedChanges");

  useEffect(() => {
    if (!active) return;
    activeMessage = message;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href, window.location.href);
      const here = new URL(window.location.href);
      if (url.pathname === here.pathname && url.search === here.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const pushGuard = () =>
      window.history.pushState({ ...window.history.state, unsavedChangesGuard: true }, "", window.location.href);
    if (!(window.history.state as GuardState | null)?.unsavedChangesGuard) pushGuard();
    const onPopState = () => {
      if ((window.history.state as GuardState | null)?.unsavedChangesGuard) return;
      if (window.confirm(message)) {
        window.removeEventListener("popstate", onPopState);
        window.history.back();
      } else pushGuard();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      activeMessage = null;
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [active, message]);
}
