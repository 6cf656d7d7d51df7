import net from "node:net";

/**
 * A port nothing listens on, as the operating system hands one out (Linux: 32768-60999). A test that picked its own
 * from a fixed range could land on a port in use, or on one that fetch and browsers refuse to connect to at all
 * (5060, 5061 and 4190 among them: "bad port"), and fail one run in a few hundred.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
