// Runs the migrations; seeds an empty embedded database (or PostgreSQL with SEED_DEMO=1) with the demo.
import { closeDb } from "@/db";
import { prepareDatabase, preparedMessage } from "@/lib/server/database-startup";

const result = await prepareDatabase();
await closeDb();
console.log(preparedMessage(result));
