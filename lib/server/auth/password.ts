import { hash, verify } from "@node-rs/argon2";

// argon2id (the library default algorithm) with OWASP's minimum memory/time settings.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Verify against a fixed hash when there is none so timing does not reveal which accounts exist.
  const target = passwordHash ?? (await dummyHash());
  try {
    return (await verify(target, password)) && passwordHash !== null;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash("plinth-dummy-password", options);
  return dummy;
}
