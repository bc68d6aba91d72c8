/**
 * Presence bookkeeping as a property: whatever the order of joins and leaves over several sockets
 * per user, the registry agrees with a plain model of "which sockets does each user have", and
 * announces a member exactly when the model gains or loses that user.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChannelRegistry } from "@/lib/server/realtime/embedded-server/registry";

const CHANNEL = "presence-company-A";

describe("ChannelRegistry presence", () => {
  it("counts users once and announces join/leave only on the first/last socket", () => {
    const op = fc.record({
      join: fc.boolean(),
      socket: fc.integer({ min: 0, max: 5 }),
      user: fc.constantFrom("u1", "u2", "u3"),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const registry = new ChannelRegistry<string>();
        const socketUser = new Map<number, string>(); // model: socket → the user it joined as
        for (const { join, socket, user } of ops) {
          const usersBefore = new Set(socketUser.values());
          const id = `${socket}.1`;
          if (join && !socketUser.has(socket)) {
            registry.subscribe(CHANNEL, id, id);
            const announced = registry.addMember(CHANNEL, id, { user_id: user, user_info: { user } });
            socketUser.set(socket, user);
            expect(announced).toBe(!usersBefore.has(user));
          } else if (!join && socketUser.has(socket)) {
            const leaving = socketUser.get(socket) as string;
            registry.unsubscribe(CHANNEL, id);
            const announced = registry.removeMember(CHANNEL, id, leaving);
            socketUser.delete(socket);
            expect(announced).toBe(![...socketUser.values()].includes(leaving));
          }
          const users = new Set(socketUser.values());
          const presence = registry.presence(CHANNEL);
          expect(presence.count).toBe(users.size);
          expect(new Set(presence.ids)).toEqual(users);
          expect(registry.subscriptionCount()).toBe(socketUser.size);
        }
      }),
    );
  });

  it("forgets a channel once its last subscriber leaves", () => {
    const registry = new ChannelRegistry<string>();
    registry.subscribe("a", "1.1", "x");
    registry.subscribe("a", "2.2", "y");
    registry.unsubscribe("a", "1.1");
    expect(registry.channelCount()).toBe(1);
    registry.unsubscribe("a", "2.2");
    expect(registry.channelCount()).toBe(0);
    expect([...registry.subscribers("a")]).toEqual([]);
  });
});
