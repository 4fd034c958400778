"use client";

import { useEffect, useState } from "react";

/** A chosen image file before it is saved: its preview URL, upload progress and error. */
export type ImageChoice = {
  file: File | null;
  preview: string | null;
  /** 0–1 while (or after) uploading; null when no upload is under way. */
  progress: number | null;
  error: string | null;
  /** Changes when the file input must be emptied (React cannot reset a file input's value). */
  inputKey: number;
  choose: (file: File | null) => void;
  setProgress: (progress: number | null) => void;
  setError: (error: string | null) => void;
  /** Forgets the file after a successful save. */
  reset: () => void;
};

export function useImageChoice(): ImageChoice {
  const [chosen, setChosen] = useState<{ file: File | null; preview: string | null }>({ file: null, preview: null });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  // Each preview URL holds the file in memory until revoked: when replaced and on unmount.
  useEffect(() => {
    const url = chosen.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen.preview]);

  return {
    ...chosen,
    progress,
    error,
    inputKey,
    choose: (file) => {
      setChosen({ file, preview: file ? URL.createObjectURL(file) : null });
      setProgress(null);
      setError(null);
      // No file: the input shows none either.
      if (!file) setInputKey((key) => key + 1);
    },
    setProgress,
    setError,
    reset: () => {
      setChosen({ file: null, preview: null });
      setProgress(null);
      setInputKey((key) => key + 1);
    },
  };
}
