"use client";

// Who else has the estimate open: the members of its presence channel, kept current.
import type { PresenceChannel } from "pusher-js";
import { useEffect, useState } from "react";
import { useRealtime } from "@/lib/client/realtime-context";
import { estimatePresenceChannel } from "@/lib/domain/realtime-channels";

export interface PresenceMember {
  id: string;
  name: string;
  initials: string;
}

type Member = { id: string; info?: { name?: string; initials?: string } };

export function usePresence(estimateUid: string): PresenceMember[] {
  const { client, acquire, release } = useRealtime();
  const [members, setMembers] = useState<PresenceMember[]>([]);
  useEffect(() => {
    if (!client) return;
    const name = estimatePresenceChannel(estimateUid);
    const channel = acquire(name) as PresenceChannel | null;
    if (!channel) return;
    const read = () => {
      const list: PresenceMember[] = [];
      channel.members?.each((m: Member) => {
        list.push({ id: m.id, name: m.info?.name ?? "Someone", initials: m.info?.initials ?? "?" });
      });
      setMembers(list);
    };
    const events = ["pusher:subscription_succeeded", "pusher:member_added", "pusher:member_removed"];
    for (const event of events) channel.bind(event, read);
    if (channel.subscribed) read();
    return () => {
      for (const event of events) channel.unbind(event, read);
      release(name);
    };
  }, [client, acquire, release, estimateUid]);
  return members;
}
