"use client";

import { useLayoutEffect, useState, type RefObject } from "react";

/** Whether a strip that scrolls sideways has entries past its start and its end, kept as it scrolls or resizes. */
export type StripEnds = { overflowing: boolean; start: boolean; end: boolean };

const none: StripEnds = { overflowing: false, start: false, end: false };

/** A strip's ends, and a scroll by most of its width (`direction` -1: back, 1: on). */
export function useStripScroll(strip: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState<StripEnds>(none);

  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const past = element.scrollWidth - element.clientWidth;
      // A pixel of rounding is no entry past the end.
      const next = { overflowing: past > 1, start: element.scrollLeft > 1, end: element.scrollLeft < past - 1 };
      setMore((was) =>
        was.overflowing === next.overflowing && was.start === next.start && was.end === next.end ? was : next,
      );
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [strip]);

  function scrollBy(direction: -1 | 1) {
    const element = strip.current;
    if (!element) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: still ? "auto" : "smooth" });
  }

  return { more, scrollBy };
}
