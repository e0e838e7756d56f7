/**
 * Node's options for a server process. V8's young generation grows to 2 × 32 MB rather than
 * 2 × 16 MB: a burst of order sets allocates fast, and with the default the scavenger ran often
 * enough to cost about 40 µs of each submit's CPU (bench:realtime, 200 games), for some 30 MB more
 * at 2,200 sockets (docs/performance.md). V8 reads it when the process starts, so the launchers
 * pass it: `npm start` (package.json), the container's CMD (Dockerfile), the systemd unit of
 * docs/operations.md and the processes of the tests and benchmarks (test/server-process.ts);
 * node-options.test.ts checks the first two.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=32'];
