"use client";

import { useEffect, useState } from "react";

export function greetingFor(hour: number) {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** By the user's own clock, not the server's: the server renders "Welcome back" until the browser knows. */
export function Greeting({ name }: { name: string }) {
  const [greeting, setGreeting] = useState("Welcome back");
  useEffect(() => setGreeting(greetingFor(new Date().getHours())), []);
  return (
    <h1 className="font-semibold text-2xl tracking-tight">
      {greeting}, {name}
    </h1>
  );
}
