"use client";

import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { clusterDefaults } from "@/lib/domain/project/map-clusters";
import type { View } from "./offline-map-parts";
import { mapHeight, mapWidth, pixelsPerUnitAtZoom } from "./us-geometry";

// Pan and zoom of the offline US map: drag, Ctrl/⌘ + scroll, double-click, buttons and keys all end in one
// clamped view, so the map never drifts off its frame or zooms past where clusters still split.

export const home: View = { k: 1, tx: 0, ty: 0 };
const dragThresholdPx = 4;

/**
 * `width` is the frame's width in pixels; `onMove` runs whenever the view starts to change (the map closes its
 * cluster popover then).
 */
export function useMapView(width: number, onMove: () => void) {
  const [view, setView] = useState<View>(home);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  const pxPerUnit = width / mapWidth;
  const maxK = pixelsPerUnitAtZoom(clusterDefaults.maxZoom + 1) / pxPerUnit;

  const clamp = useCallback(
    (v: View): View => {
      const k = Math.min(Math.max(v.k, 1), maxK);
      const tx = Math.min(mapWidth / 2, Math.max(mapWidth / 2 - mapWidth * k, v.tx));
      const ty = Math.min(mapHeight / 2, Math.max(mapHeight / 2 - mapHeight * k, v.ty));
      return { k, tx, ty };
    },
    [maxK],
  );

  /** Zooms by `factor` keeping the frame point (fx, fy) where it is. */
  const zoomAt = useCallback(
    (factor: number, fx = mapWidth / 2, fy = mapHeight / 2) => {
      onMoveRef.current();
      setView((v) => {
        const k = Math.min(Math.max(v.k * factor, 1), maxK);
        const ratio = k / v.k;
        return clamp({ k, tx: fx - (fx - v.tx) * ratio, ty: fy - (fy - v.ty) * ratio });
      });
    },
    [clamp, maxK],
  );

  const pan = useCallback(
    (dx: number, dy: number) => {
      onMoveRef.current();
      setView((v) => clamp({ ...v, tx: v.tx + dx, ty: v.ty + dy }));
    },
    [clamp],
  );

  const framePoint = useCallback(
    (clientX: number, clientY: number): [number, number] => {
      const rect = svg.current?.getBoundingClientRect();
      if (!rect) return [mapWidth / 2, mapHeight / 2];
      return [(clientX - rect.left) / pxPerUnit, (clientY - rect.top) / pxPerUnit];
    },
    [pxPerUnit],
  );

  // Ctrl/⌘ + scroll zooms (plain scrolling keeps scrolling the page); registered by hand to be non-passive.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const [fx, fy] = framePoint(event.clientX, event.clientY);
      zoomAt(Math.exp(-event.deltaY * 0.004), fx, fy);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [framePoint, zoomAt]);

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false, id: event.pointerId };
    suppressClick.current = false;
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < dragThresholdPx) return;
    if (!d.moved) {
      d.moved = true;
      svg.current?.setPointerCapture(event.pointerId);
      onMoveRef.current();
    }
    setView(clamp({ ...d.view, tx: d.view.tx + dx / pxPerUnit, ty: d.view.ty + dy / pxPerUnit }));
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const step = 60 / pxPerUnit;
    switch (event.key) {
      case "+":
      case "=":
        zoomAt(2);
        break;
      case "-":
      case "_":
        zoomAt(0.5);
        break;
      case "0":
        setView(home);
        break;
      case "ArrowLeft":
        pan(step, 0);
        break;
      case "ArrowRight":
        pan(-step, 0);
        break;
      case "ArrowUp":
        pan(0, step);
        break;
      case "ArrowDown":
        pan(0, -step);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return {
    view,
    setView,
    svg,
    pxPerUnit,
    maxK,
    clamp,
    zoomAt,
    framePoint,
    /** True right after a drag: the click that ends it must not open a marker. */
    suppressClick,
    pointer: { onPointerDown, onPointerMove, onPointerUp },
    onKeyDown,
  };
}
