"use client";

import { type RefObject, useEffect, useRef, useState } from "react";

/** Round tick values covering [min, max]: steps of 1, 2 or 5 × a power of ten. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) [min, max] = [min - Math.abs(min || 1) * 0.1, max + Math.abs(max || 1) * 0.1];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; t < max + step; t += step) {
    ticks.push(Number(t.toFixed(10)));
    if (t >= max) break;
  }
  return ticks;
}

/** The element's width, kept current as it resizes (the first paint uses `initial`). */
export function useWidth<T extends HTMLElement>(initial: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width || initial);
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width];
}
