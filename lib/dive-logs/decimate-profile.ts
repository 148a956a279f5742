import type { DiveProfile } from "@/lib/dive-logs/get-dive-profile";

// Drawing 10,800 samples into a 700-pixel chart wastes the phone's time: the samples are cut to
// at most ~2 × `buckets` points, keeping in each bucket the shallowest and deepest sample (in
// time order), so every peak, every stop and the maximum depth stay on the chart.

export type ProfilePoint = DiveProfile["samples"][number];

export function decimateProfile(samples: ProfilePoint[], buckets = 400): ProfilePoint[] {
  if (samples.length <= buckets * 2) return samples;
  const size = Math.ceil(samples.length / buckets);
  const out: ProfilePoint[] = [];
  for (let start = 0; start < samples.length; start += size) {
    const end = Math.min(samples.length, start + size);
    let lo = start;
    let hi = start;
    for (let i = start + 1; i < end; i++) {
      const d = samples[i]!.depth ?? 0;
      if (d < (samples[lo]!.depth ?? 0)) lo = i;
      if (d > (samples[hi]!.depth ?? 0)) hi = i;
    }
    if (lo === hi) out.push(samples[lo]!);
    else if (lo < hi) out.push(samples[lo]!, samples[hi]!);
    else out.push(samples[hi]!, samples[lo]!);
  }
  // The last sample closes the profile (the surfacing).
  if (out[out.length - 1] !== samples[samples.length - 1]) out.push(samples[samples.length - 1]!);
  return out;
}
