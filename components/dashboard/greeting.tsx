"use client";

import { useEffect, useState } from "react";
import { useSelf } from "@/lib/client/session";

export function greetingFor(hour: number) {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/**
 * By the user's own clock, not the server's: the server renders "Welcome back" until the browser knows. The
 * name is the cached user's, so a profile saved in My Account shows here at once.
 */
export function Greeting() {
  const user = useSelf();
  const name = user.firstname || user.email;
  const [greeting, setGreeting] = useState("Welcome back");
  useEffect(() => setGreeting(greetingFor(new Date().getHours())), []);
  return (
    <h1 className="font-semibold text-2xl tracking-tight">
      {greeting}, {name}
    </h1>
  );
}
