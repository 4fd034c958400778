"use client";

import { useEffect, useEffectEvent, useState } from "react";

/**
 * A text input's own state, committed `delay` ms after the last keystroke. The committed value is
 * only read at mount: to reset the text from outside, remount (change the key).
 */
export function useDebouncedText(committed: string, commit: (value: string) => void, delay = 300) {
  const [text, setText] = useState(committed);
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => onCommit(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);
  return [text, setText] as const;
}
