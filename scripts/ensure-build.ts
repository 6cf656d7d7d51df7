/**
 * Builds the platform when its sources changed since the last build (what `npm start` and the end-to-end setup do
 * first). CI calls it once before its two end-to-end runs start side by side, so they never build at the same time.
 */
import { ensureBuild } from "./build-if-needed";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const outcome = await ensureBuild();
if (outcome === "fresh") process.stdout.write("forecourt: the build is up to date\n");
