"use client";

import { MapPinIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import { geocodePlace } from "./geocode";

export const radiusChoices = [10, 25, 50, 100, 250, 500] as const;

type Active = { lat: number; lng: number; radius: number; place?: string };

type Props = {
  active: Active | null;
  onApply: (value: { lat: number; lng: number; radius: number; place: string } | null) => void;
  error?: string | null;
};

/** "Within 50 mi of 77002": a ZIP or city turned into coordinates, and a radius in miles. */
export function PlaceRadiusField({ active, onApply, error }: Props) {
  const maps = useMapsStatus();
  const id = useId();
  const [text, setText] = useState("");
  const [radius, setRadius] = useState<number>(active?.radius ?? 50);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!text.trim()) {
      setMessage("Enter a ZIP code or a city");
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const place = await geocodePlace(text, maps === "loaded");
      if (!place) {
        setMessage(`No place found for “${text.trim()}”. Try a 5-digit ZIP code or “City, ST”.`);
        return;
      }
      onApply({ lat: place.lat, lng: place.lng, radius, place: place.label });
      setText("");
    } finally {
      setBusy(false);
    }
  }

  const shown = message ?? error ?? null;
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 font-medium text-sm">Near a place</legend>
      {active && (
        <div
          className="flex items-center gap-2 rounded-md border bg-muted/50 py-1 pr-1 pl-2.5 text-sm"
          data-testid="near-place"
        >
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 truncate">
            Within {active.radius} mi of{" "}
            {active.place ?? `${active.lat.toFixed(3)}, ${active.lng.toFixed(3)}`}
          </span>
          <IconButton className="size-7" label="Clear the place" onClick={() => onApply(null)}>
            <XIcon />
          </IconButton>
        </div>
      )}
      <div className="flex gap-2">
        <Input
          aria-label="ZIP code or city"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          placeholder="ZIP or city, ST"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void apply();
            }
          }}
        />
        <NativeSelect
          aria-label="Radius"
          className="w-28 shrink-0"
          value={radius}
          onChange={(e) => {
            const next = Number(e.target.value);
            setRadius(next);
            if (active)
              onApply({ lat: active.lat, lng: active.lng, radius: next, place: active.place ?? "" });
          }}
        >
          {[...new Set([...radiusChoices, radius])]
            .sort((a, b) => a - b)
            .map((r) => (
              <option key={r} value={r}>
                {r} mi
              </option>
            ))}
        </NativeSelect>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={busy}
        onClick={() => void apply()}
      >
        {active ? "Move the centre" : "Search near it"}
      </Button>
      <FieldError id={`${id}-error`} message={shown} />
    </fieldset>
  );
}
