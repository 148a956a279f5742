import type { ProfileEventKind } from "@/lib/dive-logs/profile/events";

// Colours of the profile chart, each at least 4.5:1 on white (the markers carry white numbers),
// and a letter-free shape per kind so that colour is never the only cue.
export const KIND_COLOURS: Record<ProfileEventKind, string> = {
  gas: "#6d28d9", // violet-700
  safety: "#047857", // emerald-700
  deco: "#b91c1c", // red-700
  ceiling: "#9f1239", // rose-800
  ascent: "#c2410c", // orange-700
  bookmark: "#1d4ed8", // blue-700
  other: "#475569", // slate-600
};

export const COLOURS = {
  depthLine: "#0369a1",
  depthFill: "#0284c7",
  temperature: "#b45309", // amber-700
  pressure: "#047857", // emerald-700
  ceiling: "#b91c1c",
  fastAscent: "#c2410c",
  grid: "#e2e8f0",
  axis: "#475569",
} as const;
