/**
 * In-memory channel and presence bookkeeping. Pure data structures with no I/O, so the rules about
 * presence (a user counts once however many sockets it has; it leaves with its last socket) can be
 * tested on their own.
 */

export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

interface MemberEntry {
  info: unknown;
  sockets: Set<string>;
}

export class ChannelRegistry<Subscriber> {
  private readonly subscribersByChannel = new Map<string, Map<string, Subscriber>>();
  private readonly membersByChannel = new Map<string, Map<string, MemberEntry>>();

  /** Adds a subscriber under its socket id; false when that socket was already subscribed. */
  subscribe(channel: string, socketId: string, subscriber: Subscriber): boolean {
    let subscribers = this.subscribersByChannel.get(channel);
    if (!subscribers) {
      subscribers = new Map();
      this.subscribersByChannel.set(channel, subscribers);
    }
    if (subscribers.has(socketId)) return false;
    subscribers.set(socketId, subscriber);
    return true;
  }

  unsubscribe(channel: string, socketId: string): boolean {
    const subscribers = this.subscribersByChannel.get(channel);
    if (!subscribers?.delete(socketId)) return false;
    // Empty channels are dropped so that a long-running server does not accumulate dead names.
    if (subscribers.size === 0) this.subscribersByChannel.delete(channel);
    return true;
  }

  subscribers(channel: string): Iterable<[string, Subscriber]> {
    return this.subscribersByChannel.get(channel) ?? [];
  }

  /**
   * Records that a socket joined a presence channel as a member. Returns true when this is the
   * user's first socket in the channel, i.e. when the others must be told about a new member.
   * A user's later sockets keep the user_info given first, as the member list shows one entry.
   */
  addMember(channel: string, socketId: string, member: PresenceMember): boolean {
    let members = this.membersByChannel.get(channel);
    if (!members) {
      members = new Map();
      this.membersByChannel.set(channel, members);
    }
    const existing = members.get(member.user_id);
    if (existing) {
      existing.sockets.add(socketId);
      return false;
    }
    members.set(member.user_id, { info: member.user_info, sockets: new Set([socketId]) });
    return true;
  }

  /** Returns true when this was the user's last socket in the channel (the member has left). */
  removeMember(channel: string, socketId: string, userId: string): boolean {
    const members = this.membersByChannel.get(channel);
    const entry = members?.get(userId);
    if (!members || !entry) return false;
    if (!entry.sockets.delete(socketId) || entry.sockets.size > 0) return false;
    members.delete(userId);
    if (members.size === 0) this.membersByChannel.delete(channel);
    return true;
  }

  /** The presence payload of pusher_internal:subscription_succeeded. */
  presence(channel: string): PresenceSnapshot {
    const members = this.membersByChannel.get(channel) ?? new Map<string, MemberEntry>();
    const hash: Record<string, unknown> = {};
    for (const [userId, entry] of members) hash[userId] = entry.info ?? null;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  channelCount(): number {
    return this.subscribersByChannel.size;
  }

  subscriptionCount(): number {
    let total = 0;
    for (const subscribers of this.subscribersByChannel.values()) total += subscribers.size;
    return total;
  }
}
