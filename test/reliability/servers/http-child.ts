// The test servers of both eras over HTTP in a child process of their own, so that a test can
// kill them (SIGKILL) in the middle of a call. Prints one JSON line: the endpoints.
// Run: `node --import tsx test/reliability/servers/http-child.ts legacy|modern`.
import { startLegacyHttp, startModernHttp } from "../../servers/index.js";

const era = process.argv[2];
const handle = era === "modern" ? await startModernHttp() : await startLegacyHttp({ sse: true });
process.stdout.write(`${JSON.stringify({ url: handle.url.href, sseUrl: handle.sseUrl?.href })}\n`);
